import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob } from '@marketplace/contract';
import { apiUpload } from '../../../lib/api-client.ts';
import { jobCheck } from '../../../lib/response-checks-jobs.generated.ts';
import { toJobFormData, type JobPostInput } from './job-form-data.ts';
import { jobKeys } from './job-keys.ts';

export type UpdateJobVariables = { id: number; input: JobPostInput };

/** PUT /api/job/:id as multipart: new files are added, `removed_file_ids` are dropped. */
export const updateJob = (
  { id, input }: UpdateJobVariables,
  onProgress?: (fraction: number) => void,
): Promise<TJob> =>
  apiUpload(`/job/${id}`, jobCheck, toJobFormData(input), { method: 'PUT', onProgress });

export const useUpdateJob = (onProgress?: (fraction: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateJobVariables) => updateJob(variables, onProgress),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
};

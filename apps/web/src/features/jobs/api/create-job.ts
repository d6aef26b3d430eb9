import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob } from '@marketplace/contract';
import { apiUpload } from '../../../lib/api-client.ts';
import { jobCheck } from '../../../lib/response-checks-jobs.generated.ts';
import { toJobFormData, type JobPostInput } from './job-form-data.ts';
import { jobKeys } from './job-keys.ts';

/** POST /api/job as multipart, reporting upload progress (0 to 1) while the files go up. */
export const createJob = (
  input: JobPostInput,
  onProgress?: (fraction: number) => void,
): Promise<TJob> =>
  apiUpload('/job', jobCheck, toJobFormData(input), { method: 'POST', onProgress });

export const useCreateJob = (onProgress?: (fraction: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobPostInput) => createJob(input, onProgress),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
};

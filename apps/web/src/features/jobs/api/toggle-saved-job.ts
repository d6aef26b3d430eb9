import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { savedJobCheck } from '../../../lib/response-checks-jobs.generated.ts';
import { jobKeys } from './job-keys.ts';

export type ToggleSavedVariables = { id: number; save: boolean };

/** POST (save) or DELETE (unsave) /api/jobs/:id/save for the signed-in freelancer. */
export const toggleSavedJob = ({ id, save }: ToggleSavedVariables) =>
  apiData(`/jobs/${id}/save`, savedJobCheck, {
    method: save ? 'POST' : 'DELETE',
  });

const withSaved = (saved: boolean) => (job: TJob | undefined) => job && { ...job, saved };

export const useToggleSavedJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSavedJob,
    // The button flips at once; a failure puts the previous state back.
    onMutate: async ({ id, save }) => {
      await queryClient.cancelQueries({ queryKey: jobKeys.detail(id) });
      const previous = queryClient.getQueryData<TJob>(jobKeys.detail(id));
      queryClient.setQueryData<TJob>(jobKeys.detail(id), withSaved(save));
      return { previous };
    },
    onError: (_error, { id }, context) => {
      queryClient.setQueryData(jobKeys.detail(id), context?.previous);
    },
    onSuccess: ({ saved }, { id }) => {
      queryClient.setQueryData<TJob>(jobKeys.detail(id), withSaved(saved));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
};

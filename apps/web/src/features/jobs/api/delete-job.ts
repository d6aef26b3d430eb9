import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJobSummary } from '@marketplace/contract';
import { apiMsg } from '../../../lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

/** DELETE /api/job/:id; the server answers 409 when the job has an accepted proposal. */
export const deleteJob = (id: number) => apiMsg(`/job/${id}`, { method: 'DELETE' });

export const useDeleteJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_msg, id) => {
      // The card goes at once (SPEC: deleting removes the card); the refetch confirms it.
      queryClient.setQueryData<TJobSummary[]>(jobKeys.mine(), (jobs) =>
        jobs?.filter((job) => job.id !== id),
      );
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
};

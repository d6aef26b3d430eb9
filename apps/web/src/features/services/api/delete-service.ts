import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMsg } from '../../../lib/api-client.ts';
import { serviceKeys } from './service-keys.ts';

export const deleteService = (id: number): Promise<string> =>
  apiMsg(`/services/${id}`, { method: 'DELETE' });

export const useDeleteService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changesAccountCounts: true },
    mutationFn: deleteService,
    onSuccess: async (_msg, id) => {
      // The deleted service's own page is still on screen until the caller navigates away:
      // dropping it (rather than refetching it) avoids a needless 404.
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      await queryClient.invalidateQueries({
        queryKey: serviceKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
};

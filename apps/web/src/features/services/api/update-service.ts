import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TService, TUpdateService } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { serviceCheck } from '../../../lib/response-checks-services.generated.ts';
import { serviceKeys } from './service-keys.ts';

/** Changes only the fields given; `images`, when given, replaces the whole set. */
export const updateService = ({
  id,
  input,
}: {
  id: number;
  input: TUpdateService;
}): Promise<TService> => apiData(`/services/${id}`, serviceCheck, { method: 'PUT', body: input });

export const useUpdateService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: async (service) => {
      queryClient.setQueryData(serviceKeys.detail(service.id), service);
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
};

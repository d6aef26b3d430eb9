import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TService } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { serviceCheck } from '../../../lib/response-checks-services.generated.ts';
import { serviceKeys } from './service-keys.ts';

export const getService = (id: number, signal?: AbortSignal): Promise<TService> =>
  apiData(`/services/${id}`, serviceCheck, { signal });

export const serviceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => getService(id, signal),
  });

export const useService = (id: number) => useQuery(serviceQueryOptions(id));

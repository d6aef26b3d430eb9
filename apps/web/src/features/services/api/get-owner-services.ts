import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TService } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { servicesCheck } from '../../../lib/response-checks-services.generated.ts';
import { serviceKeys } from './service-keys.ts';

/** Your own services (no owner given) or a user's, by username or id. */
export const getOwnerServices = (
  owner: string | undefined,
  signal?: AbortSignal,
): Promise<TService[]> =>
  apiData(owner ? `/user/${encodeURIComponent(owner)}/services` : '/user/services', servicesCheck, {
    signal,
  });

export const ownerServicesQueryOptions = (owner: string | undefined) =>
  queryOptions({
    queryKey: serviceKeys.byOwner(owner),
    queryFn: ({ signal }) => getOwnerServices(owner, signal),
  });

export const useOwnerServices = (owner: string | undefined) =>
  useQuery(ownerServicesQueryOptions(owner));

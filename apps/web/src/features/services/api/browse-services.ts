import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SERVICE_SORTS } from '@marketplace/contract';
import { serviceKeys } from './service-keys.ts';
import { SERVICE_PAGE_SIZE, getServicePage } from './service-page.ts';

export type ServiceSort = (typeof SERVICE_SORTS)[number];

/** One page of all services (`GET /api/getAll2`) in the chosen order, optionally one category. */
export const browseServices = (
  sort: ServiceSort,
  category: string | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
) => {
  const params = new URLSearchParams({ sort, limit: String(SERVICE_PAGE_SIZE) });
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  return getServicePage(`/getAll2?${params.toString()}`, signal);
};

export const browseServicesQueryOptions = (sort: ServiceSort, category?: string) =>
  infiniteQueryOptions({
    queryKey: serviceKeys.browse(sort, category),
    queryFn: ({ pageParam, signal }) => browseServices(sort, category, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
  });

export const useBrowseServices = (sort: ServiceSort, category?: string) =>
  useInfiniteQuery(browseServicesQueryOptions(sort, category));

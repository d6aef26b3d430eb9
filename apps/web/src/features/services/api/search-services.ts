import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { serviceKeys } from './service-keys.ts';
import { SERVICE_PAGE_SIZE, getServicePage } from './service-page.ts';

/** One page of services whose title is close to `title`, best match first (typo tolerant). */
export const searchServices = (title: string, cursor: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(SERVICE_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return getServicePage(
    `/services/search/${encodeURIComponent(title)}?${params.toString()}`,
    signal,
  );
};

export const searchServicesQueryOptions = (title: string) =>
  infiniteQueryOptions({
    queryKey: serviceKeys.search(title),
    queryFn: ({ pageParam, signal }) => searchServices(title, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
  });

export const useSearchServices = (title: string) =>
  useInfiniteQuery(searchServicesQueryOptions(title));

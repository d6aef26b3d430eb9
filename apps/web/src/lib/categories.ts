import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from './api-client.ts';
import { categoriesCheck } from './response-checks.generated.ts';

/** Categories are reference data shared by jobs (skills) and services (category). */
export const categoriesQueryKey = ['categories'] as const;

/** GET /api/categories: the seeded categories. */
export const getCategories = (signal?: AbortSignal) =>
  apiData('/categories', categoriesCheck, { signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    // Categories are seeded reference data: they do not change while the app is open.
    staleTime: Infinity,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

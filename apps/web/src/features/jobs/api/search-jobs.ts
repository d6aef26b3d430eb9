import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client.ts';
import { jobPageCheck } from '../../../lib/response-checks.generated.ts';
import { jobKeys, type JobFilters } from './job-keys.ts';

export type { JobFilters } from './job-keys.ts';

export const JOB_PAGE_SIZE = 20;

/** The query string of one page: empty filters are left out, so the server sees only real ones. */
export const jobSearchParams = (filters: JobFilters, cursor?: string): URLSearchParams => {
  const params = new URLSearchParams({ limit: String(JOB_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    const text = String(value).trim();
    if (text !== '') params.set(key, text);
  }
  if (cursor) params.set('cursor', cursor);
  return params;
};

/** GET /api/user/job/getAll: one page of open jobs, newest first, searched on the server. */
export const searchJobs = (filters: JobFilters, cursor?: string, signal?: AbortSignal) =>
  apiPage(`/user/job/getAll?${jobSearchParams(filters, cursor)}`, jobPageCheck, {
    signal,
  });

export const jobSearchQueryOptions = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.search(filters),
    queryFn: ({ pageParam, signal }) => searchJobs(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
    // While a new search runs, the previous results stay on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });

export const useJobSearch = (filters: JobFilters) =>
  useInfiniteQuery(jobSearchQueryOptions(filters));

import type { TJobSearchQuery } from '@marketplace/contract';

export type JobFilters = Omit<TJobSearchQuery, 'limit' | 'cursor'>;

/** Query keys of the jobs domain, shared by queries, mutations and invalidation. */
export const jobKeys = {
  all: ['jobs'] as const,
  details: () => ['jobs', 'detail'] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  /** Every list of job summaries (own, saved, searched): what a change to one job affects. */
  lists: () => ['jobs', 'list'] as const,
  mine: () => ['jobs', 'list', 'mine'] as const,
  saved: () => ['jobs', 'list', 'saved'] as const,
  searches: () => ['jobs', 'list', 'search'] as const,
  search: (filters: JobFilters) => ['jobs', 'list', 'search', filters] as const,
};

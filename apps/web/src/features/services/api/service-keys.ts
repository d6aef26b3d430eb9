/** Query keys of the services domain, shared by queries, mutations and invalidation. */
export const serviceKeys = {
  all: ['services'] as const,
  browse: (sort: string, category: string | undefined) =>
    ['services', 'browse', sort, category ?? ''] as const,
  search: (title: string) => ['services', 'search', title] as const,
  detail: (id: number) => ['services', 'detail', id] as const,
  /** `undefined` is the signed-in freelancer's own list. */
  byOwner: (owner: string | undefined) => ['services', 'owner', owner ?? ''] as const,
};

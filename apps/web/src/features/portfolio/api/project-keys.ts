/** Query keys of the portfolio domain, shared by queries, mutations and invalidation. */
export const projectKeys = {
  all: ['projects'] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  /** `undefined` is the signed-in freelancer's own list. */
  byOwner: (owner: string | undefined) => ['projects', 'owner', owner ?? ''] as const,
};

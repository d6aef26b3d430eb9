/** Query keys of the user domain, shared by queries, mutations and invalidation. */
export const userKeys = {
  all: ['user'] as const,
  me: () => ['user', 'me'] as const,
  info: () => ['user', 'info'] as const,
  detail: (id: number) => ['user', 'detail', id] as const,
};

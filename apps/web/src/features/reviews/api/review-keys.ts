/** Query keys of the reviews domain, shared by queries, mutations and invalidation. */
export const reviewKeys = {
  all: ['reviews'] as const,
  order: (orderId: number) => ['reviews', 'order', orderId] as const,
  user: (ref: string) => ['reviews', 'user', ref.toLowerCase()] as const,
  service: (serviceId: number) => ['reviews', 'service', serviceId] as const,
};

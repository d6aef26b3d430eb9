/** Query keys of the orders domain, shared by queries, mutations and invalidation. */
export type OrderListRole = 'purchases' | 'sales';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (role: OrderListRole) => ['orders', 'list', role] as const,
  details: () => ['orders', 'detail'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

export const earningsKeys = {
  all: ['earnings'] as const,
};

export const paymentsInfoKey = ['payments-info'] as const;

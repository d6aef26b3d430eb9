import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client.ts';
import type { ResponseOf } from '../../../lib/response-schemas.ts';
import { orderPageCheck } from '../../../lib/response-checks-orders.generated.ts';
import { orderKeys, type OrderListRole } from './order-keys.ts';

export const ORDER_PAGE_SIZE = 20;

export type OrderPage = ResponseOf<'orderPage'>;

/** GET /api/orders: one page of the caller's purchases (clients) or sales (freelancers). */
export const listOrders = (
  role: OrderListRole,
  cursor?: string,
  signal?: AbortSignal,
): Promise<OrderPage> => {
  const params = new URLSearchParams({ role, limit: String(ORDER_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiPage(`/orders?${params}`, orderPageCheck, { signal });
};

export const ordersQueryOptions = (role: OrderListRole) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(role),
    queryFn: ({ pageParam, signal }) => listOrders(role, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
  });

export const useOrders = (role: OrderListRole) => useInfiniteQuery(ordersQueryOptions(role));

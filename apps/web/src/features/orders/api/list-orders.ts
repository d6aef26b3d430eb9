import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZOrder } from '@marketplace/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { orderKeys, type OrderListRole } from './order-keys.ts';

export const ORDER_PAGE_SIZE = 20;

const ZOrderPage = z.object({
  data: z.array(ZOrder),
  meta: z.object({ next_cursor: z.nullable(z.string()) }),
});
export type OrderPage = z.infer<typeof ZOrderPage>;

/** GET /api/orders: one page of the caller's purchases (clients) or sales (freelancers). */
export const listOrders = async (
  role: OrderListRole,
  cursor?: string,
  signal?: AbortSignal,
): Promise<OrderPage> => {
  const params = new URLSearchParams({ role, limit: String(ORDER_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  const envelope = await apiRequest(`/orders?${params}`, { signal });
  const parsed = ZOrderPage.safeParse(
    envelope.kind === 'data' ? { data: envelope.data, meta: envelope.meta } : undefined,
  );
  if (!parsed.success) throw new ApiError(200, 'The server sent an unexpected response.');
  return parsed.data;
};

export const ordersQueryOptions = (role: OrderListRole) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(role),
    queryFn: ({ pageParam, signal }) => listOrders(role, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
  });

export const useOrders = (role: OrderListRole) => useInfiniteQuery(ordersQueryOptions(role));

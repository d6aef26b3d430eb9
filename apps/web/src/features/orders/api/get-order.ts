import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrderDetail } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { orderDetailCheck } from '../../../lib/response-checks-orders.generated.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/orders/:id: the order with its timeline, requirement files and payments. */
export const getOrder = (id: number, signal?: AbortSignal): Promise<TOrderDetail> =>
  apiData(`/orders/${id}`, orderDetailCheck, { signal });

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));

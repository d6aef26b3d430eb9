import { useQueryClient } from '@tanstack/react-query';
import type { TOrderDetail } from '@marketplace/contract';
import { earningsKeys, orderKeys } from './order-keys.ts';

/**
 * What every order change does to the cache: the answer is the order as it is now, the lists
 * and the freelancer's earnings follow from it.
 */
export const useApplyOrder = () => {
  const queryClient = useQueryClient();
  return async (order: TOrderDetail) => {
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
    ]);
  };
};

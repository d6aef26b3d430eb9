import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { earningsCheck, payoutCheck } from '../../../lib/response-checks-orders.generated.ts';
import { retryMoneyCall } from '../../../lib/idempotency-key.ts';
import { earningsKeys } from './order-keys.ts';

/** GET /api/earnings: pending, available and total, and the movements behind them. */
export const getEarnings = (signal?: AbortSignal) =>
  apiData('/earnings', earningsCheck, { signal });

export const earningsQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.all, queryFn: ({ signal }) => getEarnings(signal) });

export const useEarnings = () => useQuery(earningsQueryOptions());

/** POST /api/earnings/payout: the whole available balance leaves for the bank. */
export const requestPayout = ({ idempotencyKey }: { idempotencyKey: string }) =>
  apiData('/earnings/payout', payoutCheck, {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const usePayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    retry: retryMoneyCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
};

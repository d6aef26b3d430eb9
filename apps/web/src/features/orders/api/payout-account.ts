import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { payoutAccountCheck } from '../../../lib/response-checks-more.generated.ts';
import { earningsKeys } from './order-keys.ts';

/** GET /api/payouts/account: whether payouts need an account with the processor, and its state. */
export const getPayoutAccount = (signal?: AbortSignal) =>
  apiData('/payouts/account', payoutAccountCheck, { signal });

export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: [...earningsKeys.all, 'payout-account'] as const,
    queryFn: ({ signal }) => getPayoutAccount(signal),
  });

export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions());

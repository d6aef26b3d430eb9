import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ZPayoutAccount, ZPayoutAccountLink } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { leaveSite } from '../../../lib/leave-site.ts';
import { earningsKeys } from './order-keys.ts';

/** GET /api/payouts/account: whether payouts need an account with the processor, and its state. */
export const getPayoutAccount = (signal?: AbortSignal) =>
  apiData('/payouts/account', ZPayoutAccount, { signal });

export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: [...earningsKeys.all, 'payout-account'] as const,
    queryFn: ({ signal }) => getPayoutAccount(signal),
  });

export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions());

/** POST /api/payouts/account: the processor's onboarding page, where the browser goes next. */
export const useSetUpPayouts = () =>
  useMutation({
    mutationFn: () => apiData('/payouts/account', ZPayoutAccountLink, { method: 'POST', body: {} }),
    onSuccess: ({ url }) => leaveSite(url),
  });

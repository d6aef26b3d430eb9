import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiData, networkError } from '../../../lib/api-client.ts';
import { leaveSite } from '../../../lib/leave-site.ts';
import { payoutAccountCheck } from '../../../lib/response-checks-orders.generated.ts';
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

/**
 * Sends the browser to the processor's onboarding page. The call checks the page's address
 * with a zod schema (a URL), so it loads with the press, not with the earnings page.
 */
export const useSetUpPayouts = () =>
  useMutation({
    mutationFn: async () => {
      const link = await import('./payout-account-link.ts').catch(() => {
        throw networkError();
      });
      return link.requestPayoutAccountLink();
    },
    onSuccess: ({ url }) => leaveSite(url),
  });

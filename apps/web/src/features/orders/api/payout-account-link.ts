import { useMutation } from '@tanstack/react-query';
import { ZPayoutAccountLink } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { leaveSite } from '../../../lib/leave-site.ts';

/** POST /api/payouts/account: the processor's onboarding page, where the browser goes next. */
export const useSetUpPayouts = () =>
  useMutation({
    mutationFn: () => apiData('/payouts/account', ZPayoutAccountLink, { method: 'POST', body: {} }),
    onSuccess: ({ url }) => leaveSite(url),
  });

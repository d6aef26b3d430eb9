import { ZPayoutAccountLink } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';

/** POST /api/payouts/account: the processor's onboarding page, where the browser goes next. */
export const requestPayoutAccountLink = () =>
  apiData('/payouts/account', ZPayoutAccountLink, { method: 'POST', body: {} });

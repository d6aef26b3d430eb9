import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentsInfo } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { paymentsInfoKey } from './order-keys.ts';

/** GET /api/payments/info: the provider, whether it is in test mode, and its test cards. */
export const getPaymentsInfo = (signal?: AbortSignal) =>
  apiData('/payments/info', ZPaymentsInfo, { signal });

export const paymentsInfoQueryOptions = () =>
  queryOptions({
    queryKey: paymentsInfoKey,
    queryFn: ({ signal }) => getPaymentsInfo(signal),
    staleTime: Infinity,
  });

export const usePaymentsInfo = () => useQuery(paymentsInfoQueryOptions());

import { useMutation } from '@tanstack/react-query';
import { ZCheckout, type TCheckout } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { leaveSite } from '../../../lib/leave-site.ts';
import { retryMoneyCall } from '../../../lib/idempotency-key.ts';

/**
 * POST /api/orders/:id/checkout: the address of the processor's checkout page for the order
 * (hosted checkout only). The same key answers the same page, so a retry opens no second one.
 */
export const startCheckout = ({
  orderId,
  idempotencyKey,
}: {
  orderId: number;
  idempotencyKey: string;
}): Promise<TCheckout> =>
  apiData(`/orders/${orderId}/checkout`, ZCheckout, {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Opens the checkout page: the browser leaves the site and comes back to the order. */
export const useHostedCheckout = () =>
  useMutation({
    mutationFn: startCheckout,
    retry: retryMoneyCall,
    onSuccess: ({ url }) => leaveSite(url),
  });

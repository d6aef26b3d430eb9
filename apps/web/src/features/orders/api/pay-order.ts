import { useMutation } from '@tanstack/react-query';
import type { TPayResult } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { payResultCheck } from '../../../lib/response-checks-orders.generated.ts';
import { retryMoneyCall } from '../../../lib/idempotency-key.ts';
import { useApplyOrder } from './use-apply-order.ts';

/** The card as the form parsed it: digits only, expiry MM/YY, CVC. */
export type CardInput = { card_number: string; expiry: string; cvc: string };

export type PayInput = { orderId: number; card: CardInput; idempotencyKey: string };
export type ConfirmInput = { orderId: number; paymentId: number; idempotencyKey: string };

/**
 * POST /api/orders/:id/pay. A declined card answers 402 with the provider's message; a card
 * that needs confirmation answers with payment.status 'requires_confirmation'.
 */
export const payOrder = ({ orderId, card, idempotencyKey }: PayInput): Promise<TPayResult> =>
  apiData(`/orders/${orderId}/pay`, payResultCheck, {
    method: 'POST',
    body: card,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST /api/orders/:id/pay/confirm: the second step of a payment that asked for it. */
export const confirmPayment = ({
  orderId,
  paymentId,
  idempotencyKey,
}: ConfirmInput): Promise<TPayResult> =>
  apiData(`/orders/${orderId}/pay/confirm`, payResultCheck, {
    method: 'POST',
    body: { payment_id: paymentId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Both calls move money: a retry (no answer, or a server failure) resends the same key. */
export const usePayOrder = () => {
  const apply = useApplyOrder();
  return useMutation({
    meta: { changesContracts: true },
    mutationFn: payOrder,
    retry: retryMoneyCall,
    onSuccess: (result) => apply(result.order),
  });
};

export const useConfirmPayment = () => {
  const apply = useApplyOrder();
  return useMutation({
    meta: { changesContracts: true },
    mutationFn: confirmPayment,
    retry: retryMoneyCall,
    onSuccess: (result) => apply(result.order),
  });
};

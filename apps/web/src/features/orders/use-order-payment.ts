import { useState } from 'react';
import type { TOrderDetail } from '@marketplace/contract';
import { isApiError } from '../../lib/api-client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { S } from '../../strings.ts';
import { useConfirmPayment, usePayOrder, type CardInput } from './api/pay-order.ts';

/** A payment that asked to be confirmed before it is charged. */
export type PendingConfirmation = { orderId: number; paymentId: number };

type Outcome =
  | { kind: 'paid'; order: TOrderDetail }
  | { kind: 'confirm' }
  | { kind: 'failed'; fieldErrors: Record<string, string> };

/**
 * Paying an order: one attempt per press, each with its own Idempotency-Key (automatic
 * retries of that attempt reuse it), a second step when the card asks for confirmation, and
 * the server's words when the card is refused, kept for the form to show.
 */
export const useOrderPayment = (initial?: PendingConfirmation) => {
  const pay = usePayOrder();
  const confirmCall = useConfirmPayment();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<PendingConfirmation | undefined>(initial);

  const failed = (cause: unknown): Outcome => {
    const fieldErrors = isApiError(cause) ? cause.fieldErrors : {};
    setError(
      isApiError(cause)
        ? Object.keys(fieldErrors).length
          ? undefined
          : cause.message
        : S.app.somethingWentWrong,
    );
    return { kind: 'failed', fieldErrors };
  };

  const submit = async (orderId: number, card: CardInput): Promise<Outcome> => {
    setError(undefined);
    try {
      const result = await pay.mutateAsync({ orderId, card, idempotencyKey: newIdempotencyKey() });
      if (result.payment.status === 'succeeded') return { kind: 'paid', order: result.order };
      if (result.payment.status === 'requires_confirmation') {
        setPending({ orderId, paymentId: result.payment.id });
        return { kind: 'confirm' };
      }
      setError(result.payment.failure_message ?? S.app.somethingWentWrong);
      return { kind: 'failed', fieldErrors: {} };
    } catch (cause) {
      return failed(cause);
    }
  };

  const confirm = async (): Promise<Outcome> => {
    if (!pending) return { kind: 'failed', fieldErrors: {} };
    setError(undefined);
    try {
      const result = await confirmCall.mutateAsync({
        ...pending,
        idempotencyKey: newIdempotencyKey(),
      });
      setPending(undefined);
      return { kind: 'paid', order: result.order };
    } catch (cause) {
      // A refused confirmation ends that payment: the card form comes back for another try.
      if (isApiError(cause) && cause.status === 402) setPending(undefined);
      return failed(cause);
    }
  };

  return {
    submit,
    confirm,
    pending,
    error,
    paying: pay.isPending,
    confirming: confirmCall.isPending,
  };
};

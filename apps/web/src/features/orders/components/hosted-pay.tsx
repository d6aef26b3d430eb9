import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Loader2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TOrderDetail } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { S } from '../../../strings-money.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { useHostedCheckout } from '../api/hosted-checkout.ts';

/** How often the order is read again while the processor confirms a payment. */
const CONFIRMING_POLL_MS = 2_000;

/**
 * Paying on the processor's own checkout page (Stripe): a button that goes there. Back on
 * the order page (`?checkout=success`), the payment waits for the processor's word, which
 * reaches the server and not this browser, so the order is read again until it moves.
 */
export const HostedPay = ({ order }: { order: TOrderDetail }) => {
  const checkout = useHostedCheckout();
  const [search] = useSearchParams();
  const returned = search.get('checkout');
  const confirming =
    returned === 'success' && order.payments.some((payment) => payment.status === 'pending');
  useQuery({
    ...orderQueryOptions(order.id),
    refetchInterval: confirming ? CONFIRMING_POLL_MS : false,
  });
  const error = checkout.error
    ? isApiError(checkout.error)
      ? checkout.error.message
      : S.app.somethingWentWrong
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      {confirming ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
        >
          <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" />
          {S.payment.hostedConfirming}
        </p>
      ) : returned === 'cancelled' ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
          {S.payment.hostedCancelled}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{S.payment.hostedText}</p>
      <FormError message={error} />
      <Button
        size="lg"
        className="self-stretch sm:self-start"
        loading={checkout.isPending || checkout.isSuccess}
        loadingText={S.payment.hostedOpening}
        onClick={() => checkout.mutate({ orderId: order.id, idempotencyKey: newIdempotencyKey() })}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {S.payment.hostedPay(formatMoney(order.price))}
      </Button>
    </div>
  );
};

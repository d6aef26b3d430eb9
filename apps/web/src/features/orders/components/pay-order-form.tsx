import type { TOrderDetail } from '@marketplace/contract';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { S } from '../../../strings-money.ts';
import { CARD_FIELDS, EMPTY_CARD, ZCardForm } from '../card-schema.ts';
import { usePaymentsInfo } from '../api/payments-info.ts';
import { useOrderPayment } from '../use-order-payment.ts';
import { CardFields } from './card-fields.tsx';
import { ConfirmPaymentStep } from './confirm-payment-step.tsx';
import { HostedPay } from './hosted-pay.tsx';
import { TestModeNotice } from './test-mode-notice.tsx';

type PayOrderFormProps = {
  order: TOrderDetail;
  onPaid: (order: TOrderDetail) => void;
};

/** Funding an order that waits for payment (a contract, or a checkout paid later). */
export const PayOrderForm = ({ order, onPaid }: PayOrderFormProps) => {
  const waiting = order.payments.find((payment) => payment.status === 'requires_confirmation');
  const payment = useOrderPayment(
    waiting ? { orderId: order.id, paymentId: waiting.id } : undefined,
  );
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZCardForm),
    defaultValues: EMPTY_CARD,
  });
  const amount = formatMoney(order.price);
  const hosted = usePaymentsInfo().data?.checkout === 'hosted';

  const onSubmit = form.handleSubmit(async (card) => {
    const outcome = await payment.submit(order.id, card);
    if (outcome.kind === 'paid') onPaid(outcome.order);
    if (outcome.kind === 'failed')
      for (const field of CARD_FIELDS) {
        const message = outcome.fieldErrors[field];
        if (message) form.setError(field, { type: 'server', message });
      }
  });

  const onConfirm = async () => {
    const outcome = await payment.confirm();
    if (outcome.kind === 'paid') onPaid(outcome.order);
  };

  if (hosted) return <HostedPay order={order} />;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TestModeNotice
        onUse={(number) => {
          form.setValue('card_number', number);
          form.clearErrors('card_number');
        }}
      />
      <CardFields
        disabled={Boolean(payment.pending)}
        cardNumber={fieldProps(form, 'card_number')}
        expiry={fieldProps(form, 'expiry')}
        cvc={fieldProps(form, 'cvc')}
      />
      <FormError message={payment.error} />
      {payment.pending ? (
        <ConfirmPaymentStep
          amount={amount}
          loading={payment.confirming}
          onConfirm={() => void onConfirm()}
        />
      ) : (
        <Button
          type="submit"
          size="lg"
          className="self-stretch sm:self-start"
          loading={payment.paying}
          loadingText={S.checkout.paying}
        >
          {S.checkout.payNow(amount)}
        </Button>
      )}
    </form>
  );
};

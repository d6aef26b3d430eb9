import { CalendarClock, RefreshCcw } from 'lucide-react';
import { useState } from 'react';
import {
  computeFee,
  ORDER_TEXT_MAX,
  toCents,
  toDollars,
  type TOrderDetail,
  type TService,
} from '@marketplace/contract';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { S as SERVICES_TEXT } from '../../../strings-services.ts';
import { S } from '../../../strings-money.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useHostedCheckout } from '../api/hosted-checkout.ts';
import { CARD_FIELDS, EMPTY_CARD, ZCheckoutForm, ZHostedCheckoutForm } from '../card-schema.ts';
import { useOrderPayment } from '../use-order-payment.ts';
import { CardFields } from './card-fields.tsx';
import { ConfirmPaymentStep } from './confirm-payment-step.tsx';
import { FeeBreakdown } from './fee-breakdown.tsx';
import { OrderFilesPicker } from './order-files-picker.tsx';
import { TestModeNotice } from './test-mode-notice.tsx';

type CheckoutFormProps = {
  service: TService;
  onPaid: (order: TOrderDetail) => void;
  /** The buyer pays on the processor's checkout page (Stripe) instead of the card fields. */
  hosted?: boolean;
};

/**
 * Buying a service: requirements and files for the freelancer, then the card. The order is
 * placed once; a refused card leaves it waiting for payment, and the next try pays that same
 * order rather than placing another.
 */
export const CheckoutForm = ({ service, onPaid, hosted = false }: CheckoutFormProps) => {
  const [progress, setProgress] = useState<number>();
  const create = useCreateOrder(setProgress);
  const payment = useOrderPayment();
  const hostedCheckout = useHostedCheckout();
  const [placed, setPlaced] = useState<TOrderDetail>();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(hosted ? ZHostedCheckoutForm : ZCheckoutForm),
    defaultValues: { requirements: '', ...EMPTY_CARD },
  });

  const priceCents = toCents(service.price.value);
  const { feeCents, receiveCents } = computeFee(priceCents);
  const amount = formatMoney(service.price.value);
  const owner = `${service.owner.first_name} ${service.owner.last_name}`;

  /** Places the order once; answers it, or undefined when the server refused it. */
  const placeOrder = async (requirements: string) => {
    if (placed) return placed;
    setProgress(files.length ? 0 : undefined);
    try {
      const order = await create.mutateAsync({ service_id: service.id, requirements, files });
      setPlaced(order);
      return order;
    } catch (error) {
      if (isApiError(error)) {
        const { requirements: onRequirements, file_ids: onFiles } = error.fieldErrors;
        if (onRequirements)
          form.setError('requirements', { type: 'server', message: onRequirements });
        if (onFiles) setFilesError(onFiles);
        else if (error.status === 413 || error.status === 415) setFilesError(error.message);
        else if (!onRequirements) setFormError(error.message);
      } else setFormError(S.app.somethingWentWrong);
      return undefined;
    } finally {
      setProgress(undefined);
    }
  };

  const onSubmit = form.handleSubmit(async ({ requirements, ...card }) => {
    setFormError(undefined);
    const order = await placeOrder(requirements);
    if (!order) return;
    if (hosted) {
      try {
        await hostedCheckout.mutateAsync({
          orderId: order.id,
          idempotencyKey: newIdempotencyKey(),
        });
      } catch (error) {
        setFormError(isApiError(error) ? error.message : S.app.somethingWentWrong);
      }
      return;
    }
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

  const sending = form.formState.isSubmitting;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <Card className="flex flex-col gap-3 p-5 lg:col-start-2 lg:row-start-1">
        <h2 className="text-base font-semibold text-slate-900">{S.checkout.orderSummary}</h2>
        <div>
          <p className="font-medium break-words text-slate-900">{service.title}</p>
          <p className="text-sm text-slate-500">{S.checkout.by(owner)}</p>
        </div>
        <ul className="flex flex-col gap-1.5 text-sm text-slate-600">
          <li className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
            {SERVICES_TEXT.services.deliveryIn(service.delivery_days)}
          </li>
          <li className="flex items-center gap-2">
            <RefreshCcw aria-hidden="true" className="size-4 text-slate-400" />
            {SERVICES_TEXT.services.revisionsIncluded(service.revisions)}
          </li>
        </ul>
        <FeeBreakdown
          className="border-t border-slate-100 pt-3"
          kind="service"
          viewer="client"
          price={service.price.value}
          fee={toDollars(feeCents)}
          receive={toDollars(receiveCents)}
        />
      </Card>

      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          <TextareaField
            label={S.checkout.requirements}
            placeholder={S.checkout.requirementsPlaceholder}
            hint={placed ? S.checkout.placedNote : S.checkout.requirementsHint}
            maxLength={ORDER_TEXT_MAX}
            readOnly={Boolean(placed)}
            {...fieldProps(form, 'requirements')}
          />
          <OrderFilesPicker
            label={S.checkout.files}
            files={files}
            onChange={(next) => {
              setFilesError(undefined);
              setFiles(next);
            }}
            error={filesError}
            progress={progress}
            disabled={sending || Boolean(placed)}
          />
        </Card>

        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          {hosted ? (
            <p className="text-sm text-slate-600">{S.payment.hostedText}</p>
          ) : (
            <>
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
            </>
          )}
          <FormError message={payment.error ?? formError} />
          {hosted ? (
            <Button
              type="submit"
              size="lg"
              loading={sending || hostedCheckout.isSuccess}
              loadingText={create.isPending ? S.checkout.placing : S.payment.hostedOpening}
            >
              {S.payment.hostedPay(amount)}
            </Button>
          ) : payment.pending ? (
            <ConfirmPaymentStep
              amount={amount}
              loading={payment.confirming}
              onConfirm={() => void onConfirm()}
            />
          ) : (
            <Button
              type="submit"
              size="lg"
              loading={sending}
              loadingText={create.isPending ? S.checkout.placing : S.checkout.paying}
            >
              {S.checkout.payNow(amount)}
            </Button>
          )}
        </Card>
      </div>
    </form>
  );
};

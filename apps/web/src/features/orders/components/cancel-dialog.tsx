import { useState } from 'react';
import { ORDER_TEXT_MAX, type TOrderDetail } from '@marketplace/contract';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FormError, TextareaField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-money.ts';
import { useCancelOrder } from '../api/order-actions.ts';
import type { CancelMode } from '../order-rules.ts';

const LABELS: Record<CancelMode, string> = {
  cancel: S.orders.cancel,
  refund: S.orders.cancelRefund,
  request: S.orders.askToCancel,
  agree: S.orders.agreeToCancel,
};

/** The opener's look: agreeing and refunding are the step itself, the others a way out. */
const OPENER: Record<CancelMode, ButtonVariant> = {
  cancel: 'dangerOutline',
  refund: 'destructive',
  request: 'dangerOutline',
  agree: 'destructive',
};

const explanation = (mode: CancelMode, order: TOrderDetail) => {
  const amount = formatMoney(order.price);
  if (mode === 'cancel') return S.orders.cancelUnpaidText;
  if (mode === 'refund') return S.orders.cancelRefundText(amount);
  if (mode === 'agree') return S.orders.cancelAgreeText(amount);
  return S.orders.cancelRequestText;
};

/** Cancelling, with the refund rules spelled out before anything happens. */
export const CancelDialog = ({ order, mode }: { order: TOrderDetail; mode: CancelMode }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelOrder();

  const onConfirm = async () => {
    setError(undefined);
    try {
      const result = await cancel.mutateAsync({
        orderId: order.id,
        reason,
        idempotencyKey: newIdempotencyKey(),
      });
      notify.success(result.status === 'cancelled' ? S.orders.cancelled : S.orders.cancelRequested);
      setOpen(false);
      setReason('');
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : S.app.somethingWentWrong);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(undefined);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={OPENER[mode]}>{LABELS[mode]}</Button>
      </DialogTrigger>
      <DialogContent title={S.orders.cancelTitle} description={order.title}>
        <div className="flex flex-col gap-4 p-0.5">
          <p className="text-sm text-slate-600">{explanation(mode, order)}</p>
          <TextareaField
            label={S.orders.cancelReason}
            value={reason}
            maxLength={ORDER_TEXT_MAX}
            onChange={(event) => setReason(event.target.value)}
            className="[&_textarea]:min-h-24"
          />
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{S.orders.keepOrder}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              loading={cancel.isPending}
              onClick={() => void onConfirm()}
            >
              {LABELS[mode]}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
};

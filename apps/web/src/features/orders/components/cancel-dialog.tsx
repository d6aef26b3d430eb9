import { useState } from 'react';
import { ORDER_TEXT_MAX, type TOrderDetail } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-money.ts';
import { useCancelOrder } from '../api/order-actions.ts';
import type { CancelMode } from '../order-rules.ts';
import { CANCEL_LABELS } from './cancel-labels.ts';
import type { DialogOpenState } from '../../../lib/lazy-on-intent.ts';

const explanation = (mode: CancelMode, order: TOrderDetail) => {
  const amount = formatMoney(order.price);
  if (mode === 'cancel') return S.orders.cancelUnpaidText;
  if (mode === 'refund') return S.orders.cancelRefundText(amount);
  if (mode === 'agree') return S.orders.cancelAgreeText(amount);
  return S.orders.cancelRequestText;
};

/** Cancelling, with the refund rules spelled out before anything happens. */
export const CancelDialog = ({
  order,
  mode,
  open,
  onOpenChange,
}: { order: TOrderDetail; mode: CancelMode } & DialogOpenState) => {
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
      onOpenChange(false);
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
        onOpenChange(next);
      }}
    >
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
              {CANCEL_LABELS[mode]}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
};

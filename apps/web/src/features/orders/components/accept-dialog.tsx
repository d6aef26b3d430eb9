import { useState } from 'react';
import type { TOrderDetail } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-money.ts';
import { useAcceptOrder } from '../api/order-actions.ts';
import type { DialogOpenState } from '../../../lib/lazy-on-intent.ts';

/** 'Accept delivery': the dialog states the amount released before the money moves. */
export const AcceptDialog = ({
  order,
  open,
  onOpenChange,
}: { order: TOrderDetail } & DialogOpenState) => {
  const accept = useAcceptOrder();
  const [error, setError] = useState<string>();
  const released = formatMoney(order.price);

  const onAccept = async () => {
    setError(undefined);
    try {
      await accept.mutateAsync({ orderId: order.id, idempotencyKey: newIdempotencyKey() });
      notify.success(S.orders.accepted);
      onOpenChange(false);
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
      <DialogContent title={S.orders.acceptTitle} description={order.title}>
        <p className="text-sm text-slate-600">
          {S.orders.acceptText(released, formatMoney(order.receive), formatMoney(order.fee))}
        </p>
        {error ? (
          <div className="mt-4">
            <FormError message={error} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{S.jobs.cancel}</Button>
          </DialogClose>
          <Button loading={accept.isPending} onClick={() => void onAccept()}>
            {S.orders.acceptConfirm(released)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
};

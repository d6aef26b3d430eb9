import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { DialogOpenState } from '../../../lib/lazy-on-intent.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-earnings.ts';
import { usePayout } from '../api/earnings.ts';

type PayoutDialogProps = { available: number } & DialogOpenState;

/**
 * The payout's confirmation: the whole available balance leaves at once. A module of its own,
 * with Radix Dialog, loaded when the freelancer is about to pay out (earnings-view.tsx).
 */
export const PayoutDialog = ({ available, open, onOpenChange }: PayoutDialogProps) => {
  const [error, setError] = useState<string>();
  const payout = usePayout();
  const amount = formatMoney(available);

  const onConfirm = async () => {
    setError(undefined);
    try {
      const result = await payout.mutateAsync({ idempotencyKey: newIdempotencyKey() });
      notify.success(S.earnings.paidOut(formatMoney(result.amount)));
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
      <DialogContent title={S.earnings.payoutTitle}>
        <p className="text-sm text-slate-600">{S.earnings.payoutText(amount)}</p>
        {error ? (
          <div className="mt-4">
            <FormError message={error} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{S.jobs.cancel}</Button>
          </DialogClose>
          <Button loading={payout.isPending} onClick={() => void onConfirm()}>
            {S.earnings.payoutConfirm(amount)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
};

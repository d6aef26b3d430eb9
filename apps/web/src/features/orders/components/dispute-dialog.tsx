import { useState } from 'react';
import { ORDER_TEXT_MAX, ZOpenDispute, type TOrderDetail } from '@marketplace/contract';
import { z } from 'zod/mini';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-money.ts';
import type { DialogOpenState } from '../../../lib/lazy-on-intent.ts';
import { useOpenDispute } from '../api/order-actions.ts';
import { routeOrderFormError } from '../order-form-error.ts';
import { OrderFilesPicker } from './order-files-picker.tsx';

const ZDisputeFields = z.pick(ZOpenDispute, { reason: true });

/** 'Open a dispute' and its dialog: the reason and the evidence. Focus returns to the button. */
export const DisputeDialog = ({
  order,
  open,
  onOpenChange,
}: { order: TOrderDetail } & DialogOpenState) => {
  const [progress, setProgress] = useState<number>();
  const dispute = useOpenDispute(setProgress);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZDisputeFields),
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(undefined);
    setProgress(files.length ? 0 : undefined);
    try {
      await dispute.mutateAsync({ orderId: order.id, reason, files });
      notify.success(S.orders.disputeOpened);
      onOpenChange(false);
    } catch (error) {
      routeOrderFormError(error, 'reason', {
        field: (message) => form.setError('reason', { type: 'server', message }),
        files: setFilesError,
        form: setFormError,
      });
    } finally {
      setProgress(undefined);
    }
  });
  const sending = form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={S.orders.disputeTitle} description={S.orders.disputeDescription}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-0.5">
          <TextareaField
            label={S.orders.disputeReason}
            placeholder={S.orders.disputePlaceholder}
            maxLength={ORDER_TEXT_MAX}
            {...fieldProps(form, 'reason')}
          />
          <OrderFilesPicker
            label={S.orders.disputeFiles}
            files={files}
            onChange={(next) => {
              setFilesError(undefined);
              setFiles(next);
            }}
            error={filesError}
            progress={progress}
            disabled={sending}
          />
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{S.jobs.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={sending}>
              {S.orders.sendDispute}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
};

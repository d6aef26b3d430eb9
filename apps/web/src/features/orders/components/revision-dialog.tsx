import { useState } from 'react';
import { ORDER_TEXT_MAX, ZRequestRevision, type TOrderDetail } from '@marketplace/contract';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-money.ts';
import { useRequestRevision } from '../api/order-actions.ts';
import type { DialogOpenState } from '../../../lib/lazy-on-intent.ts';

/** 'Request revision' and its dialog: what should change. Focus returns to the button. */
export const RevisionDialog = ({
  order,
  open,
  onOpenChange,
}: { order: TOrderDetail } & DialogOpenState) => {
  const revise = useRequestRevision();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZRequestRevision),
    defaultValues: { message: '' },
  });

  const onSubmit = form.handleSubmit(async ({ message }) => {
    setFormError(undefined);
    try {
      await revise.mutateAsync({ orderId: order.id, message });
      notify.success(S.orders.revisionSent);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.message)
        form.setError('message', { type: 'server', message: error.fieldErrors.message });
      else setFormError(isApiError(error) ? error.message : S.app.somethingWentWrong);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={S.orders.revisionTitle}
        description={S.orders.revisionsUsed(order.revisions_used, order.revisions_included)}
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-0.5">
          <TextareaField
            label={S.orders.revisionMessage}
            placeholder={S.orders.revisionPlaceholder}
            maxLength={ORDER_TEXT_MAX}
            {...fieldProps(form, 'message')}
          />
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{S.jobs.cancel}</Button>
            </DialogClose>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {S.orders.sendRevision}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
};

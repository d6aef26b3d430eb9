import { useState } from 'react';
import { ORDER_TEXT_MAX, ZSuspendUser, type TAdminUser } from '@marketplace/contract';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { DialogOpenState } from '../../../lib/lazy-on-intent.ts';
import { FORM_OPTIONS, fieldProps } from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-admin.ts';
import { useSetSuspended } from '../api/admin-api.ts';

type SuspendDialogProps = { user: TAdminUser } & DialogOpenState;

/**
 * Suspend or restore one account, with the reason the audit log keeps. A module of its own,
 * with Radix Dialog, loaded when its button is about to be used (users-admin.tsx).
 */
export const SuspendDialog = ({ user, open, onOpenChange }: SuspendDialogProps) => {
  const suspend = user.suspended_at === null;
  const change = useSetSuspended();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZSuspendUser),
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(undefined);
    try {
      await change.mutateAsync({ userId: user.id, suspend, reason });
      notify.success(suspend ? S.admin.suspendedDone : S.admin.restoredDone);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      setFormError(isApiError(error) ? error.message : S.app.somethingWentWrong);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={suspend ? S.admin.suspendTitle(user.username) : S.admin.restoreTitle(user.username)}
        description={suspend ? S.admin.suspendText : S.admin.restoreText}
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-0.5">
          <TextareaField
            label={S.admin.whyLabel}
            maxLength={ORDER_TEXT_MAX}
            className="[&_textarea]:min-h-24"
            {...fieldProps(form, 'reason')}
          />
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{S.jobs.cancel}</Button>
            </DialogClose>
            <Button
              type="submit"
              variant={suspend ? 'destructive' : 'primary'}
              loading={form.formState.isSubmitting}
            >
              {suspend ? S.admin.suspend : S.admin.restore}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
};

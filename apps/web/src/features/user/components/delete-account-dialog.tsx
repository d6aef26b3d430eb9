import { ZDeleteAccount } from '@marketplace/contract';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { DialogOpenState } from '../../../lib/lazy-on-intent.ts';
import { FORM_OPTIONS, applyServerFieldErrors, fieldProps } from '../../../lib/form.ts';
import { endSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { realtime } from '../../../lib/ws-client.ts';
import { S } from '../../../strings-profile.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const EMPTY = { password: '' };

const DeleteAccountForm = ({ onCancel }: { onCancel: () => void }) => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(ZDeleteAccount),
    defaultValues: EMPTY,
  });
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const message = await remove.mutateAsync(values);
      // Closed first: the server ends this session too, which is no surprise to announce.
      realtime.disconnect();
      endSession();
      notify.success(message);
      void navigate('/', { replace: true });
    } catch (error) {
      if (!isApiError(error)) setFormError(S.app.somethingWentWrong);
      // Open orders or money held: the server's sentence says what to settle first.
      else if (applyServerFieldErrors(form, error, ['password']).length === 0)
        setFormError(error.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-600">
        {S.profile.deleteAccountWhat.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-sm font-medium text-rose-700">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {S.profile.deleteAccountWarning}
      </p>
      <FormError message={formError} />
      <TextField
        label={S.profile.deleteAccountPassword}
        type="password"
        autoComplete="current-password"
        {...fieldProps(form, 'password')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {S.jobs.cancel}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          loading={remove.isPending}
          loadingText={S.profile.deletingAccount}
        >
          {S.profile.deleteAccountConfirm}
        </Button>
      </div>
    </form>
  );
};

/**
 * The account's deletion, confirmed with the password in a dialog that says what happens. A
 * module of its own, with Radix Dialog, loaded when the person is about to open it
 * (delete-account-card.tsx).
 */
export const DeleteAccountDialog = ({ open, onOpenChange }: DialogOpenState) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    {/* Mounted only while open: the password is never kept between openings. */}
    {open ? (
      <DialogContent title={S.profile.deleteAccountTitle}>
        <DeleteAccountForm onCancel={() => onOpenChange(false)} />
      </DialogContent>
    ) : null}
  </Dialog>
);

import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RESET_MESSAGES } from '@marketplace/contract';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import {
  applyServerFieldErrors,
  FORM_OPTIONS,
  fieldProps,
  resolverOnIntent,
} from '../../../lib/form.ts';
import { clearSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-auth.ts';
import { useResetPassword } from '../api/password-reset.ts';

const resetPasswordChecks = resolverOnIntent(() =>
  import('../account-form-checks.ts').then((module) => module.resetPasswordResolver),
);

/** A link that cannot be used (malformed, used, expired), with the way to a new one. */
export const BadResetLink = ({ message }: { message: string }) => (
  <div className="flex flex-col gap-4">
    <p
      role="alert"
      className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800"
    >
      {message}
    </p>
    <Link
      to="/forgot_password"
      className="text-center text-sm font-semibold text-violet-700 hover:underline"
    >
      {S.auth.askNewLink}
    </Link>
  </div>
);

/** Sets a new password with the token of the mailed link, then sends the person to sign in. */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: resetPasswordChecks.resolver,
    defaultValues: { token, new_password: '', confirm_password: '' },
  });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [linkError, setLinkError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await reset.mutateAsync(values);
      // Every session of the account has ended, this browser's included.
      clearSession();
      notify.success(RESET_MESSAGES.done);
      void navigate('/sign_in', { replace: true });
    } catch (error) {
      if (!isApiError(error)) setFormError(S.app.somethingWentWrong);
      else if (error.fieldErrors.token || error.message === RESET_MESSAGES.tokenInvalid)
        setLinkError(RESET_MESSAGES.tokenInvalid);
      else if (
        applyServerFieldErrors(form, error, ['new_password', 'confirm_password']).length === 0
      )
        setFormError(error.message);
    }
  });

  if (linkError) return <BadResetLink message={linkError} />;

  return (
    <form
      {...resetPasswordChecks.formProps}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
      <TextField
        label={S.auth.newPassword}
        type="password"
        autoComplete="new-password"
        hint={S.auth.passwordHint}
        {...fieldProps(form, 'new_password')}
      />
      <TextField
        label={S.auth.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        {...fieldProps(form, 'confirm_password')}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={form.formState.isSubmitting}
        loadingText={S.app.submitting}
      >
        {S.auth.savePassword}
      </Button>
    </form>
  );
};

import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { FORM_OPTIONS, fieldProps, resolverOnIntent } from '../../../lib/form.ts';
import { S } from '../../../strings-auth.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

const linkClass = 'font-semibold text-violet-700 hover:text-violet-800 hover:underline';

const forgotPasswordChecks = resolverOnIntent(() =>
  import('../account-form-checks.ts').then((module) => module.forgotPasswordResolver),
);

/** Asks for a reset link; says the same thing whether or not the address has an account. */
export const ForgotPasswordForm = () => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: forgotPasswordChecks.resolver,
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      setSent(await request.mutateAsync(values));
    } catch (error) {
      setFormError(isApiError(error) ? error.message : S.app.somethingWentWrong);
    }
  });

  if (sent)
    return (
      <div role="status" className="flex flex-col gap-4">
        <div className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div>
            <p className="font-medium text-emerald-900">{S.auth.checkMail}</p>
            <p className="mt-1 text-sm text-emerald-900">{sent}</p>
          </div>
        </div>
        <Link to="/sign_in" className={`${linkClass} text-center text-sm`}>
          {S.auth.backToSignIn}
        </Link>
      </div>
    );

  return (
    <form
      {...forgotPasswordChecks.formProps}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
      <TextField
        label={S.auth.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...fieldProps(form, 'email')}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={form.formState.isSubmitting}
        loadingText={S.app.submitting}
      >
        {S.auth.sendLink}
      </Button>
      <Link to="/sign_in" className={`${linkClass} text-center text-sm`}>
        {S.auth.backToSignIn}
      </Link>
    </form>
  );
};

import type { TAccountType, TRegister } from '@marketplace/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import {
  FORM_OPTIONS,
  applyServerFieldErrors,
  fieldProps,
  useFocusFirstInvalid,
  resolverOnIntent,
} from '../../../lib/form.ts';
import { notify, notifyErrorsInSequence } from '../../../lib/toast.ts';
import { S } from '../../../strings-auth.ts';
import { useRegister } from '../api/register.ts';

const FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'confirm_password',
] as const satisfies readonly (keyof TRegister)[];

type SignUpFormProps = { accountType: TAccountType; onBack: () => void };

const signUpChecks = resolverOnIntent(
  () => import('../account-form-checks.ts').then((module) => module.signUpResolver),
  // SPEC.md section 8: a registration that never reached the server alerts.
  () => window.alert(S.auth.badCredentials),
);

/** Step two of sign-up: the account details. */
export const SignUpForm = ({ accountType, onBack }: SignUpFormProps) => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: signUpChecks.resolver,
    defaultValues: {
      account_type: accountType,
      first_name: '',
      last_name: '',
      username: '',
      email: '',
      password: '',
      confirm_password: '',
    },
  });
  const registerAccount = useRegister();
  const navigate = useNavigate();
  const cancelToasts = useRef<() => void>(undefined);

  useEffect(() => () => cancelToasts.current?.(), []);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  const onSubmit = form.handleSubmit((values) =>
    registerAccount.mutate(values, {
      onSuccess: () => {
        notify.success(S.auth.signUpSuccess);
        void navigate('/sign_in', { state: { email: values.email } });
      },
      onError: (error) => {
        if (!isApiError(error) || error.isNetworkError) {
          // SPEC.md section 8: a registration that never reached the server alerts.
          window.alert(S.auth.badCredentials);
          return;
        }
        applyServerFieldErrors(form, error, FIELDS);
        cancelToasts.current?.();
        cancelToasts.current = notifyErrorsInSequence(error.messages);
      },
    }),
  );

  return (
    <form
      ref={formRef}
      {...signUpChecks.formProps}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
      <div className="flex items-center justify-between rounded-lg bg-violet-50 px-3 py-2 text-sm">
        <span className="text-violet-900">
          <span className="font-semibold">
            {accountType === 'client' ? S.auth.client : S.auth.freeLancer}
          </span>{' '}
          {S.auth.accountSuffix}
        </span>
        <button
          type="button"
          onClick={onBack}
          className="inline-flex cursor-pointer items-center gap-1 rounded font-medium text-violet-700 hover:text-violet-900 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {S.auth.back}
        </button>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={S.auth.firstName}
          autoComplete="given-name"
          {...fieldProps(form, 'first_name')}
        />
        <TextField
          label={S.auth.lastName}
          autoComplete="family-name"
          {...fieldProps(form, 'last_name')}
        />
      </div>
      <TextField
        label={S.auth.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps(form, 'username')}
      />
      <TextField
        label={S.auth.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...fieldProps(form, 'email')}
      />
      <TextField
        label={S.auth.password}
        type="password"
        autoComplete="new-password"
        hint={S.auth.passwordHint}
        {...fieldProps(form, 'password')}
      />
      <TextField
        label={S.auth.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...fieldProps(form, 'confirm_password')}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" loading={registerAccount.isPending}>
        {S.auth.createAccount}
      </Button>
    </form>
  );
};

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import {
  FORM_OPTIONS,
  fieldProps,
  useFocusFirstInvalid,
  resolverOnIntent,
} from '../../../lib/form.ts';
import { saveSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-auth.ts';
import { useLogin } from '../api/login.ts';

/** SPEC.md section 2: after signing in, the app waits 3 seconds before going to /home. */
export const SIGN_IN_REDIRECT_MS = 3_000;

/** The second line of a failed sign-in, when the password was not the problem. */
const whyNotSignedIn = (error: unknown): string | undefined => {
  if (isApiError(error) && error.status === 429) return error.message;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return undefined;
  return S.auth.notYourPassword;
};

const signInChecks = resolverOnIntent(
  () => import('../account-form-checks.ts').then((module) => module.signInResolver),
  (error) => notify.error(S.auth.badCredentials, undefined, whyNotSignedIn(error)),
);

export const SignInForm = ({ defaultEmail = '' }: { defaultEmail?: string }) => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: signInChecks.resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const login = useLogin();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (result) => {
        saveSession(result.access_token, result.account_type);
        notify.success(S.auth.signInSuccess);
        setRedirecting(true);
        timer.current = setTimeout(() => void navigate('/home'), SIGN_IN_REDIRECT_MS);
      },
      // SPEC 8 answers every failure with 'Bad credentials'. When the cause was not the
      // password (no network, the server, too many attempts), a second line says so (issue 15).
      onError: (error) => notify.error(S.auth.badCredentials, undefined, whyNotSignedIn(error)),
    }),
  );

  return (
    <form
      ref={formRef}
      {...signInChecks.formProps}
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
      <div className="flex flex-col gap-1.5">
        <TextField
          label={S.auth.password}
          type="password"
          autoComplete="current-password"
          {...fieldProps(form, 'password')}
        />
        <Link
          to="/forgot_password"
          className="self-end text-sm font-medium text-violet-700 hover:text-violet-800 hover:underline"
        >
          {S.auth.forgotPassword}
        </Link>
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        loading={login.isPending || redirecting}
        loadingText={redirecting ? S.auth.redirecting : S.app.submitting}
      >
        {S.auth.signInTitle}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {S.auth.noAccount}{' '}
        <Link
          to="/sign_up"
          className="font-semibold text-violet-700 hover:text-violet-800 hover:underline"
        >
          {S.auth.signUpTitle}
        </Link>
      </p>
    </form>
  );
};

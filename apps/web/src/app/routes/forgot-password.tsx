import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { S } from '../../strings-auth.ts';

/** /forgot_password: asks for the account's email and mails a reset link. */
export const ForgotPasswordRoute = () => (
  <AuthShell>
    <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{S.auth.forgotTitle}</h1>
    <p className="mt-2 mb-8 text-sm text-slate-500">{S.auth.forgotSubtitle}</p>
    <ForgotPasswordForm />
  </AuthShell>
);

import { useSearchParams } from 'react-router';
import { RESET_MESSAGES, ZResetToken } from '@marketplace/contract';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import {
  BadResetLink,
  ResetPasswordForm,
} from '../../features/auth/components/reset-password-form.tsx';
import { S } from '../../strings-auth.ts';

/** /reset_password?token=…: the page the reset mail links to. */
export const ResetPasswordRoute = () => {
  const token = useSearchParams()[0].get('token') ?? '';
  const wellFormed = ZResetToken.safeParse(token).success;
  return (
    <AuthShell>
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{S.auth.resetTitle}</h1>
      <p className="mt-2 mb-8 text-sm text-slate-500">{S.auth.resetSubtitle}</p>
      {wellFormed ? (
        <ResetPasswordForm token={token} />
      ) : (
        <BadResetLink message={RESET_MESSAGES.tokenInvalid} />
      )}
    </AuthShell>
  );
};

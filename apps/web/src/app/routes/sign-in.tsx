import { useLocation } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { S } from '../../strings-auth.ts';

const emailFromState = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';

export const SignInRoute = () => {
  // Sign-up hands over the new account's email so it need not be typed twice.
  const email = emailFromState(useLocation().state);
  return (
    <AuthShell>
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{S.auth.signInTitle}</h1>
      <p className="mt-2 mb-8 text-sm text-slate-500">{S.auth.signInSubtitle}</p>
      <SignInForm defaultEmail={email} />
    </AuthShell>
  );
};

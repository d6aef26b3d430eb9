import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VERIFY_MESSAGES, ZVerifyEmail } from '@marketplace/contract';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { useVerifyEmail } from '../../features/user/api/email-verification.ts';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings.ts';

/** /verify_email?token=…: the page a verification mail links to; opening it verifies. */
export const VerifyEmailRoute = () => {
  const token = useSearchParams()[0].get('token') ?? '';
  const wellFormed = ZVerifyEmail.safeParse({ token }).success;
  const signedIn = Boolean(useSession());
  const verify = useVerifyEmail();
  // A link works once: the call is made once per token, even when effects run twice.
  const sentFor = useRef<string>(undefined);
  const { mutate } = verify;
  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [mutate, token, wellFormed]);

  const failure = !wellFormed ? VERIFY_MESSAGES.tokenInvalid : verify.error?.message;
  return (
    <AuthShell>
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{S.verify.pageTitle}</h1>
      <div className="mt-8" aria-live="polite">
        {failure ? (
          <p
            role="alert"
            className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800"
          >
            {failure}
          </p>
        ) : verify.isSuccess ? (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
            <p className="flex items-center gap-2 font-semibold">
              <CircleCheck aria-hidden="true" className="size-5" />
              {S.verify.done}
            </p>
            <p className="mt-1 text-sm">{S.verify.doneText}</p>
            <p className="mt-1 text-sm break-all">{verify.data.email}</p>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner />
            {S.verify.checking}
          </p>
        )}
        {verify.isPending ? null : (
          <Link
            to={signedIn ? '/home' : '/sign_in'}
            className={buttonClass({ className: 'mt-6 w-full' })}
          >
            {signedIn ? S.verify.continue : S.verify.signIn}
          </Link>
        )}
      </div>
    </AuthShell>
  );
};

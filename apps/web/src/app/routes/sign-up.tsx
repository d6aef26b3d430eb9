import type { TAccountType } from '@marketplace/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountTypeStep } from '../../features/auth/components/account-type-step.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { S } from '../../strings-auth.ts';

export const SignUpRoute = () => {
  const [accountType, setAccountType] = useState<TAccountType>();
  const [step, setStep] = useState<1 | 2>(1);

  return (
    <AuthShell>
      <p className="text-xs font-semibold tracking-wide text-violet-700 uppercase">
        {S.auth.stepOf(step, 2)}
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900 sm:text-3xl">
        {step === 1 ? S.auth.chooseAccountType : S.auth.signUpTitle}
      </h1>
      <p className="mt-2 mb-8 text-sm text-slate-500">{S.auth.signUpSubtitle}</p>
      {step === 1 || !accountType ? (
        <AccountTypeStep
          initial={accountType}
          onContinue={(type) => {
            setAccountType(type);
            setStep(2);
          }}
        />
      ) : (
        <SignUpForm accountType={accountType} onBack={() => setStep(1)} />
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {S.auth.haveAccount}{' '}
        <Link
          to="/sign_in"
          className="font-semibold text-violet-700 hover:text-violet-800 hover:underline"
        >
          {S.auth.signInTitle}
        </Link>
      </p>
    </AuthShell>
  );
};

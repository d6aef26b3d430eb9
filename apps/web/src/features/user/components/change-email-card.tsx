import { AtSign } from 'lucide-react';
import { useState } from 'react';
import type { TUser } from '@marketplace/contract';
import { useForm } from '../../../lib/use-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { VerifiedMark } from '../../../components/ui/verified-mark.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import {
  FORM_OPTIONS,
  applyServerFieldErrors,
  fieldProps,
  resolverOnIntent,
} from '../../../lib/form.ts';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings.ts';
import { useChangeEmail } from '../api/email-verification.ts';

const changeEmailChecks = resolverOnIntent(() =>
  import('../account-settings-checks.ts').then((module) => module.changeEmailResolver),
);

const FIELDS = ['email', 'password'] as const;
const EMPTY = { email: '', password: '' };

/** Settings: the current address and its state, and asking to change it (with the password). */
export const ChangeEmailCard = ({ user, className }: { user: TUser; className?: string }) => {
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: changeEmailChecks.resolver,
    defaultValues: EMPTY,
  });
  const change = useChangeEmail();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    setSent(undefined);
    change.mutate(values, {
      onSuccess: (message) => {
        form.reset(EMPTY);
        setSent(message);
        notify.success(message);
      },
      onError: (error) => {
        const placed = isApiError(error) ? applyServerFieldErrors(form, error, FIELDS) : [];
        if (placed.length === 0) setFormError(error.message);
        notify.error(error.message);
      },
    });
  });

  return (
    <Card className={cn('p-6 sm:p-8', className)}>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <AtSign aria-hidden="true" className="size-5 text-violet-700" />
        {S.verify.changeEmail}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{S.verify.changeEmailText}</p>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium break-all text-slate-900">{user.email}</span>
        {user.verified ? (
          <VerifiedMark verified />
        ) : (
          <span className="text-xs font-medium text-amber-700">{S.verify.unverifiedStatus}</span>
        )}
      </p>
      <form
        {...changeEmailChecks.formProps}
        onSubmit={onSubmit}
        noValidate
        className="mt-5 flex max-w-xl flex-col gap-5"
      >
        <FormError message={formError} />
        {sent ? (
          <p
            role="status"
            className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
          >
            {sent}
          </p>
        ) : null}
        <TextField
          label={S.verify.newEmail}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email')}
        />
        <TextField
          label={S.verify.password}
          type="password"
          autoComplete="current-password"
          {...fieldProps(form, 'password')}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending}>
            {S.verify.sendLink}
          </Button>
        </div>
      </form>
    </Card>
  );
};

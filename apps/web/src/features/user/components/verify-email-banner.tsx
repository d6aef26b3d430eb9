import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings.ts';
import { useMe } from '../api/get-me.ts';
import { useResendVerification } from '../api/email-verification.ts';

/** On every signed-in page until the address is verified: what it unlocks, and a new link. */
export const VerifyEmailBanner = () => {
  const me = useMe().data;
  const resend = useResendVerification();
  if (!me || me.verified) return null;
  return (
    <section
      aria-label={S.verify.bannerTitle}
      className="border-b border-amber-200 bg-amber-50 text-amber-900"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <MailWarning aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
        <p className="flex-1 text-sm">
          <strong className="font-semibold">{S.verify.bannerTitle}.</strong> {S.verify.bannerText}
          {me.email ? <span className="font-medium break-all"> ({me.email})</span> : null}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-auto"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (message) => notify.success(message),
              onError: (error) => notify.error(error.message),
            })
          }
        >
          {S.verify.resend}
        </Button>
      </div>
    </section>
  );
};

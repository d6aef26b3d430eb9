import { Landmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TPayoutAccount } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { S } from '../../../strings-earnings.ts';
import { useSetUpPayouts } from '../api/payout-account.ts';

/**
 * With a processor that pays into the freelancer's own account (Stripe Connect), the
 * account is set up on the processor's pages first; until it accepts payouts, releases wait
 * in the available balance. Shows nothing once it is ready (or with the sandbox).
 */
export const PayoutSetup = ({ account }: { account: TPayoutAccount }) => {
  const setUp = useSetUpPayouts();
  const [search] = useSearchParams();
  if (!account.required || account.ready) return null;
  const returned = search.get('payouts') === 'returned';
  const error = setUp.error
    ? isApiError(setUp.error)
      ? setUp.error.message
      : S.app.somethingWentWrong
    : undefined;

  return (
    <Card className="flex flex-col gap-3 border-amber-200 bg-amber-50 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <Landmark aria-hidden="true" className="size-5" />
        {S.earnings.setUpHeading}
      </h2>
      <p className="text-sm text-amber-900">
        {account.started
          ? returned
            ? S.earnings.setUpChecking
            : S.earnings.setUpUnfinished
          : S.earnings.setUpText}
      </p>
      <FormError message={error} />
      <Button
        className="self-start"
        loading={setUp.isPending || setUp.isSuccess}
        loadingText={S.earnings.setUpOpening}
        onClick={() => setUp.mutate()}
      >
        {account.started ? S.earnings.setUpContinue : S.earnings.setUp}
      </Button>
    </Card>
  );
};

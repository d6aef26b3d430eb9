import { ArrowDownLeft, ArrowUpRight, Wallet } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TEarnings } from '@marketplace/contract';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { lazyOnIntent, useDialogsOnIntent } from '../../../lib/lazy-on-intent.ts';
import { S } from '../../../strings-earnings.ts';
import { useEarnings } from '../api/earnings.ts';
import { usePayoutAccount } from '../api/payout-account.ts';
import { PayoutSetup } from './payout-setup.tsx';

const Stat = ({
  label,
  hint,
  value,
  testId,
  children,
}: {
  label: string;
  hint: string;
  value: number;
  testId: string;
  children?: ReactNode;
}) => (
  <Card className="flex flex-col gap-1 p-5">
    <p className="text-sm font-medium text-slate-600">{label}</p>
    <p className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
      {formatMoney(value)}
    </p>
    <p className="text-xs text-slate-500">{hint}</p>
    {children}
  </Card>
);

// The payout's confirmation, with Radix Dialog (13 kB gzipped), loads when the freelancer is
// about to pay out: the page draws without it.
const { Component: PayoutDialog, preload: preloadPayoutDialog } = lazyOnIntent(
  () => import('./payout-dialog.tsx'),
  (module) => module.PayoutDialog,
);

/** The payout button; its confirmation opens over the page. */
const PayoutButton = ({ available, blocked }: { available: number; blocked: boolean }) => {
  const dialog = useDialogsOnIntent<'payout'>(preloadPayoutDialog);
  return (
    <>
      <Button
        className="mt-3 self-start"
        disabled={available <= 0 || blocked}
        {...dialog.triggerFor('payout')}
      >
        <Wallet aria-hidden="true" className="size-4" />
        {S.earnings.payout}
      </Button>
      {dialog.wanted ? (
        <Suspense fallback={null}>
          <PayoutDialog available={available} {...dialog.stateOf('payout')} />
        </Suspense>
      ) : null}
    </>
  );
};

const Movements = ({ earnings }: { earnings: TEarnings }) =>
  earnings.movements.length === 0 ? (
    <EmptyState
      icon={Wallet}
      title={S.earnings.noMovements}
      description={S.earnings.noMovementsHint}
      action={
        <Link to="/orders" className={buttonClass({ variant: 'secondary' })}>
          {S.earnings.viewOrders}
        </Link>
      }
    />
  ) : (
    <Card>
      <ul className="divide-y divide-slate-100" aria-label={S.earnings.movements}>
        {earnings.movements.map((movement) => {
          const incoming = movement.amount >= 0;
          return (
            <li key={movement.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full',
                  incoming ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600',
                )}
              >
                {incoming ? (
                  <ArrowDownLeft aria-hidden="true" className="size-4" />
                ) : (
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">
                  {movement.kind === 'release' ? S.earnings.release : S.earnings.payoutMovement}
                </p>
                {movement.order_id !== null ? (
                  <p className="truncate text-xs text-slate-600">
                    <Link to={`/orders/${movement.order_id}`} className="hover:text-violet-800">
                      {movement.title}
                    </Link>
                  </p>
                ) : null}
                <p className="text-xs text-slate-500">{formatDateTime(movement.created_at)}</p>
              </div>
              <div className="shrink-0 text-right">
                <p
                  className={cn(
                    'text-sm font-semibold tabular-nums',
                    incoming ? 'text-emerald-700' : 'text-slate-900',
                  )}
                >
                  {incoming ? '+' : '−'}
                  {formatMoney(Math.abs(movement.amount))}
                </p>
                {movement.fee > 0 ? (
                  <p className="text-xs text-slate-500">
                    {S.earnings.feeOf(formatMoney(movement.fee))}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );

/** Pending, available and total earned; the payout; every movement behind them. */
export const EarningsView = () => {
  const earnings = useEarnings();
  const account = usePayoutAccount();
  const blocked = Boolean(account.data?.required && !account.data.ready);
  if (earnings.isPending)
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <div className="grid gap-4 sm:grid-cols-3">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-32 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  if (earnings.isError)
    return <ErrorState message={S.earnings.loadFailed} onRetry={() => void earnings.refetch()} />;
  const data = earnings.data;
  return (
    <div className="flex flex-col gap-6">
      {account.data ? <PayoutSetup account={account.data} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          label={S.earnings.pending}
          hint={S.earnings.pendingHint}
          value={data.pending}
          testId="earnings-pending"
        />
        <Stat
          label={S.earnings.available}
          hint={S.earnings.availableHint}
          value={data.available}
          testId="earnings-available"
        >
          <PayoutButton available={data.available} blocked={blocked} />
          {data.available <= 0 ? (
            <p className="text-xs text-slate-500">{S.earnings.nothingToPayOut}</p>
          ) : blocked ? (
            <p className="text-xs text-slate-500">{S.earnings.setUpFirst}</p>
          ) : null}
        </Stat>
        <Stat
          label={S.earnings.totalEarned}
          hint={S.earnings.totalEarnedHint}
          value={data.total_earned}
          testId="earnings-total"
        />
      </div>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{S.earnings.movements}</h2>
        <Movements earnings={data} />
      </section>
    </div>
  );
};

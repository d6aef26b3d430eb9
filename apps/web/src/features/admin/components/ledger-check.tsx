import { CircleAlert, CircleCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { S } from '../../../strings-admin.ts';
import { useLedgerCheck } from '../api/admin-api.ts';

/** The books at a glance: every entry summed (zero), and each account type's balance. */
export const LedgerCheck = () => {
  const ledger = useLedgerCheck();
  if (ledger.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (ledger.isError)
    return <ErrorState message={S.admin.ledgerFailed} onRetry={() => void ledger.refetch()} />;
  const { total_of_entries: total, entries, accounts } = ledger.data;
  const balanced = total === 0;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex items-start gap-3 p-5 sm:p-6" data-testid="ledger-total">
        {balanced ? (
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-rose-600" />
        )}
        <div>
          <p className="text-sm text-slate-500">{S.admin.ledgerTotal}</p>
          <p className="text-2xl font-semibold text-slate-900">{formatMoney(total)}</p>
          <p className={balanced ? 'text-sm text-emerald-700' : 'text-sm text-rose-700'}>
            {balanced ? S.admin.ledgerBalanced : S.admin.ledgerUnbalanced} ·{' '}
            {S.admin.ledgerEntries(entries)}
          </p>
        </div>
      </Card>
      <Card className="overflow-hidden">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {S.admin.accountKind}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {S.admin.accounts}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {S.admin.balance}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {accounts.map((row) => (
              <tr key={row.kind}>
                <td className="px-4 py-2 font-medium break-all text-slate-800">{row.kind}</td>
                <td className="px-4 py-2 text-right text-slate-600">{row.accounts}</td>
                <td className="px-4 py-2 text-right text-slate-900 tabular-nums">
                  {formatMoney(row.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
};

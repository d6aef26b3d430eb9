import type { TProposalStatus } from '@marketplace/contract';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings-proposals.ts';

const TONES: Record<TProposalStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  active: 'bg-sky-50 text-sky-800 ring-sky-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refused: 'bg-rose-50 text-rose-800 ring-rose-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export const StatusBadge = ({ status }: { status: TProposalStatus }) => (
  <span
    className={cn(
      'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
      TONES[status],
    )}
  >
    {S.proposalFlow.statuses[status]}
  </span>
);

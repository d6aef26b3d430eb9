import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TProposal } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { S } from '../../../strings-proposals.ts';
import { table, tableFrame, tbody, td, th, thead, tr } from './responsive-table.ts';
import { StatusBadge } from './status-badge.tsx';

type ContractsTableProps = {
  proposals: TProposal[];
  isClient: boolean;
  onConfirm: (proposal: TProposal) => void;
  /** The contract's escrow order (its funding state and next step), drawn by the page. */
  renderOrder?: (proposal: TProposal) => ReactNode;
};

/** The Active and Done tabs: accepted proposals, their funding, dates, chat and completion. */
export const ContractsTable = ({
  proposals,
  isClient,
  onConfirm,
  renderOrder,
}: ContractsTableProps) => (
  <Card className={`relative ${tableFrame}`}>
    <table className={table}>
      <thead className={thead}>
        <tr>
          <th className={th}>{S.proposals.jobTitle}</th>
          <th className={th}>{S.proposals.status}</th>
          <th className={th}>{S.proposals.price}</th>
          <th className={th}>{S.proposals.startedAt}</th>
          <th className={th}>{S.proposals.endAt}</th>
          <th className={th}>
            <span className="sr-only">{S.proposals.action}</span>
          </th>
        </tr>
      </thead>
      <tbody className={tbody}>
        {proposals.map((proposal) => (
          <tr key={proposal.id} className={tr}>
            <td data-label={S.proposals.jobTitle} className={td}>
              <Link
                to={`/job/${proposal.job_post_id}`}
                className="font-medium text-slate-900 hover:text-violet-800"
              >
                {proposal.job.title}
              </Link>
            </td>
            <td data-label={S.proposals.status} className={td}>
              <div className="flex flex-col items-start gap-2">
                <StatusBadge status={proposal.status} />
                {renderOrder?.(proposal)}
              </div>
            </td>
            <td data-label={S.proposals.price} className={td}>
              <div>
                {formatMoney(proposal.job.budjet)}
                <p className="text-xs text-slate-500">
                  {S.proposalFlow.bidLabel(formatMoney(proposal.bid))}
                </p>
              </div>
            </td>
            <td data-label={S.proposals.startedAt} className={`${td} whitespace-nowrap`}>
              {proposal.started_at ? formatDate(proposal.started_at) : S.proposals.notYet}
            </td>
            <td data-label={S.proposals.endAt} className={`${td} whitespace-nowrap`}>
              {proposal.ends_at ? formatDate(proposal.ends_at) : S.proposals.notYet}
            </td>
            <td data-label={S.proposals.action} className={td}>
              <div className="flex flex-wrap items-center gap-2 @4xl:flex-nowrap @4xl:whitespace-nowrap">
                {proposal.chat_id ? (
                  <Link
                    to={`/chat/${proposal.chat_id}`}
                    className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline"
                  >
                    <MessageSquare aria-hidden="true" className="size-4" />
                    {S.proposalFlow.openChat}
                  </Link>
                ) : null}
                {isClient && proposal.status === 'active' ? (
                  <Button variant="secondary" size="sm" onClick={() => onConfirm(proposal)}>
                    {S.proposalFlow.markComplete}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </Card>
);

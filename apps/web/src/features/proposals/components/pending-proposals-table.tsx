import { Link } from 'react-router';
import type { TProposal } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Menu, MenuContent, MenuItem, MoreMenuTrigger } from '../../../components/ui/menu.tsx';
import { Rating } from '../../../components/ui/star-rating.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { S as ORDERS_TEXT } from '../../../strings-orders.ts';
import { S } from '../../../strings-proposals.ts';
import { CoverLetter } from './cover-letter.tsx';
import { table, tableFrame, tbody, td, th, thead, tr } from './responsive-table.ts';
import { StatusBadge } from './status-badge.tsx';
import { VerifiedMark } from '../../../components/ui/verified-mark.tsx';

type PendingProposalsTableProps = {
  proposals: TProposal[];
  isClient: boolean;
  onView: (freelancer: TProposal['freelancer']) => void;
  onAccept: (proposal: TProposal) => void;
  onAcceptWithMilestones: (proposal: TProposal) => void;
  onConfirm: (proposal: TProposal, action: 'refuse' | 'withdraw') => void;
};

/** The Pending tab: a client accepts or refuses, a freelancer withdraws. */
export const PendingProposalsTable = ({
  proposals,
  isClient,
  onView,
  onAccept,
  onAcceptWithMilestones,
  onConfirm,
}: PendingProposalsTableProps) => (
  <Card className={`relative ${tableFrame}`}>
    <table className={table}>
      <thead className={thead}>
        <tr>
          <th className={th}>{isClient ? S.proposals.freelancer : S.proposals.status}</th>
          <th className={th}>{S.proposals.jobTitle}</th>
          <th className={th}>{S.proposals.coverLetter}</th>
          <th className={th}>{S.proposals.dateSent}</th>
          <th className={th}>{S.proposals.action}</th>
        </tr>
      </thead>
      <tbody className={tbody}>
        {proposals.map((proposal) => {
          const name = `${proposal.freelancer.first_name} ${proposal.freelancer.last_name}`;
          return (
            <tr key={proposal.id} className={tr}>
              <td
                data-label={isClient ? S.proposals.freelancer : S.proposals.status}
                className={td}
              >
                {isClient ? (
                  <div className="flex flex-col items-start gap-1">
                    <button
                      type="button"
                      onClick={() => onView(proposal.freelancer)}
                      className="text-left font-medium text-violet-700 hover:underline"
                    >
                      {name}
                    </button>
                    <VerifiedMark verified={proposal.freelancer.verified} />
                    <Rating
                      average={proposal.freelancer.rating.average}
                      count={proposal.freelancer.rating.count}
                      compact
                    />
                  </div>
                ) : (
                  <StatusBadge status={proposal.status} />
                )}
              </td>
              <td data-label={S.proposals.jobTitle} className={td}>
                <div>
                  <Link
                    to={`/job/${proposal.job_post_id}`}
                    className="font-medium text-slate-900 hover:text-violet-800"
                  >
                    {proposal.job.title}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {S.proposalFlow.bidLabel(formatMoney(proposal.bid))}
                  </p>
                  {isClient ? null : (
                    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                      <span>{S.proposals.clientRating}</span>
                      <Rating
                        average={proposal.client_rating.average}
                        count={proposal.client_rating.count}
                        compact
                      />
                    </p>
                  )}
                </div>
              </td>
              <td data-label={S.proposals.coverLetter} className={td}>
                <CoverLetter text={proposal.cover_letter} />
              </td>
              <td data-label={S.proposals.dateSent} className={`${td} whitespace-nowrap`}>
                {formatDate(proposal.created_at)}
              </td>
              <td data-label={S.proposals.action} className={td}>
                {isClient ? (
                  <Menu>
                    <MoreMenuTrigger label={S.proposalFlow.rowActions(name)} />
                    <MenuContent>
                      <MenuItem onSelect={() => onAccept(proposal)}>{S.proposals.accept}</MenuItem>
                      <MenuItem onSelect={() => onAcceptWithMilestones(proposal)}>
                        {ORDERS_TEXT.milestones.acceptWith}
                      </MenuItem>
                      <MenuItem onSelect={() => onConfirm(proposal, 'refuse')} tone="danger">
                        {S.proposals.refuse}
                      </MenuItem>
                    </MenuContent>
                  </Menu>
                ) : proposal.status === 'pending' ? (
                  <Button
                    variant="dangerOutline"
                    size="sm"
                    onClick={() => onConfirm(proposal, 'withdraw')}
                  >
                    {S.proposalFlow.withdraw}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </Card>
);

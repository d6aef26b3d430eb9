import { FileSearch, MessageSquare, MoreVertical } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TAccountType, TProposal } from '@marketplace/contract';
import { PageContainer } from '../../components/page-container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../components/ui/menu.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import {
  useChangeProposal,
  type ProposalAction,
} from '../../features/proposals/api/change-proposal.ts';
import { useProposals } from '../../features/proposals/api/list-proposals.ts';
import { FreelancerDialog } from '../../features/proposals/components/freelancer-dialog.tsx';
import { StatusBadge } from '../../features/proposals/components/status-badge.tsx';
import { userQueryOptions } from '../../features/user/api/get-user.ts';
import { isApiError } from '../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { S } from '../../strings.ts';

type Confirmation = { proposal: TProposal; action: Exclude<ProposalAction, 'accept'> };

const CONFIRM_TEXT = {
  refuse: {
    title: S.proposalFlow.confirmRefuseTitle,
    text: S.proposalFlow.confirmRefuseText,
    done: S.proposalFlow.refused,
  },
  withdraw: {
    title: S.proposalFlow.confirmWithdrawTitle,
    text: S.proposalFlow.confirmWithdrawText,
    done: S.proposalFlow.withdrawn,
  },
  complete: {
    title: S.proposalFlow.confirmCompleteTitle,
    text: S.proposalFlow.confirmCompleteText,
    done: S.proposalFlow.completed,
  },
} as const;

/** /proposals/: tabs Active, Done and Pending for clients and freelancers alike. */
export const ProposalsRoute = () => {
  const accountType: TAccountType = useSession()?.accountType ?? 'freelancer';
  const proposals = useProposals(accountType);
  const change = useChangeProposal();
  const [confirming, setConfirming] = useState<Confirmation>();
  const [viewing, setViewing] = useState<TProposal['freelancer']>();
  const isClient = accountType === 'client';
  const viewed = useQuery({ ...userQueryOptions(viewing?.id ?? 0), enabled: Boolean(viewing) });

  const all = proposals.data ?? [];
  const pending = all.filter((p) =>
    isClient ? p.status === 'pending' : ['pending', 'refused', 'withdrawn'].includes(p.status),
  );
  const active = all.filter((p) => p.status === 'active');
  const done = all.filter((p) => p.status === 'done');

  const run = async (proposal: TProposal, action: ProposalAction, success: string) => {
    try {
      await change.mutateAsync({ id: proposal.id, action });
      notify.success(success);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : S.app.somethingWentWrong);
    }
  };

  const body = (list: TProposal[], empty: string, table: 'pending' | 'contracts') =>
    proposals.isPending ? (
      <Skeleton className="h-48 w-full rounded-xl" />
    ) : proposals.isError ? (
      <ErrorState message={S.proposalFlow.loadFailed} onRetry={() => void proposals.refetch()} />
    ) : list.length === 0 ? (
      <EmptyState icon={FileSearch} title={empty} />
    ) : table === 'pending' ? (
      <PendingTable
        proposals={list}
        isClient={isClient}
        onView={setViewing}
        onAccept={(p) => void run(p, 'accept', S.proposals.accepted)}
        onConfirm={(p, action) => setConfirming({ proposal: p, action })}
      />
    ) : (
      <ContractsTable
        proposals={list}
        isClient={isClient}
        onConfirm={(p) => setConfirming({ proposal: p, action: 'complete' })}
      />
    );

  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        {S.proposalFlow.heading2}
      </h1>
      <p className="mt-1 text-sm text-slate-500">
        {isClient ? S.proposalFlow.intro : S.proposalFlow.introFreelancer}
      </p>
      <Tabs defaultValue="active" className="mt-6">
        <TabsList>
          <TabsTrigger value="active">{S.proposals.active}</TabsTrigger>
          <TabsTrigger value="done">{S.proposals.done}</TabsTrigger>
          <TabsTrigger value="pending">{S.proposals.pending}</TabsTrigger>
        </TabsList>
        <TabsContent value="active" className="mt-4">
          {body(active, S.proposals.noProposalsFound, 'contracts')}
        </TabsContent>
        <TabsContent value="done" className="mt-4">
          {body(
            done,
            isClient ? S.proposals.proposalsNotFound : S.proposals.doneSection,
            'contracts',
          )}
        </TabsContent>
        <TabsContent value="pending" className="mt-4">
          {body(pending, S.proposals.noProposalsFound, 'pending')}
        </TabsContent>
      </Tabs>
      <FreelancerDialog
        open={Boolean(viewing)}
        person={viewed.data}
        onClose={() => setViewing(undefined)}
      />
      <Dialog open={Boolean(confirming)} onOpenChange={(open) => !open && setConfirming(undefined)}>
        {confirming ? (
          <DialogContent
            title={CONFIRM_TEXT[confirming.action].title}
            description={confirming.proposal.job.title}
          >
            <p className="text-sm text-slate-600">{CONFIRM_TEXT[confirming.action].text}</p>
            <div className="mt-6 flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirming(undefined)}>
                {S.jobs.cancel}
              </Button>
              <Button
                variant={confirming.action === 'complete' ? 'primary' : 'destructive'}
                loading={change.isPending}
                onClick={() =>
                  void run(
                    confirming.proposal,
                    confirming.action,
                    CONFIRM_TEXT[confirming.action].done,
                  ).then(() => setConfirming(undefined))
                }
              >
                {S.proposalFlow.confirm}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </PageContainer>
  );
};

/*
 * One markup for every width: from md up a table; below it each row becomes a card whose
 * cells are labelled by their column (data-label), so no action is ever off-screen.
 */
const table = 'block w-full md:table';
const thead = 'hidden border-b border-slate-200 bg-slate-50 md:table-header-group';
const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const tbody = 'block divide-y divide-slate-100 md:table-row-group';
const tr = 'block px-4 py-3 md:table-row md:p-0';
const td =
  'flex gap-3 py-1.5 text-sm text-slate-700 before:w-24 before:shrink-0 before:pt-0.5 before:text-xs before:font-semibold before:tracking-wide before:text-slate-500 before:uppercase before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:align-top md:before:content-none';

const CoverLetter = ({ text }: { text: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      onClick={() => setOpen((value) => !value)}
      aria-expanded={open}
      title={open ? S.proposalFlow.showLess : S.proposalFlow.showMore}
      className={`max-w-xs text-left whitespace-pre-line hover:text-slate-900 ${open ? '' : 'line-clamp-2'}`}
    >
      {text}
    </button>
  );
};

type PendingTableProps = {
  proposals: TProposal[];
  isClient: boolean;
  onView: (freelancer: TProposal['freelancer']) => void;
  onAccept: (proposal: TProposal) => void;
  onConfirm: (proposal: TProposal, action: 'refuse' | 'withdraw') => void;
};

const PendingTable = ({ proposals, isClient, onView, onAccept, onConfirm }: PendingTableProps) => (
  <Card className="relative">
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
                  <button
                    type="button"
                    onClick={() => onView(proposal.freelancer)}
                    className="text-left font-medium text-violet-700 hover:underline"
                  >
                    {name}
                  </button>
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
                    <MenuTrigger
                      aria-label={S.proposalFlow.rowActions(name)}
                      className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
                    >
                      <MoreVertical aria-hidden="true" className="size-5" />
                    </MenuTrigger>
                    <MenuContent>
                      <MenuItem onSelect={() => onAccept(proposal)}>{S.proposals.accept}</MenuItem>
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

const ContractsTable = ({
  proposals,
  isClient,
  onConfirm,
}: {
  proposals: TProposal[];
  isClient: boolean;
  onConfirm: (proposal: TProposal) => void;
}) => (
  <Card className="relative">
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
              <StatusBadge status={proposal.status} />
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
              <div className="flex flex-wrap items-center gap-2 md:flex-nowrap md:whitespace-nowrap">
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

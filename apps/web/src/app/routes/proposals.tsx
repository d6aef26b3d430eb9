import { FileSearch } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TAccountType, TProposal } from '@marketplace/contract';
import { PageContainer } from '../../components/page-container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { jobKeys } from '../../features/jobs/api/job-keys.ts';
import { ContractFunding } from '../../features/orders/components/contract-funding.tsx';
import { useProposals } from '../../features/proposals/api/list-proposals.ts';
import type { ProposalConfirmation } from '../../features/proposals/components/confirm-proposal-dialog.tsx';
import { ContractsTable } from '../../features/proposals/components/contracts-table.tsx';
import { JobFilterBar } from '../../features/proposals/components/job-filter-bar.tsx';
import { PendingProposalsTable } from '../../features/proposals/components/pending-proposals-table.tsx';
import { useProposalAction } from '../../features/proposals/use-proposal-action.ts';
import { KEEP_SCROLL } from '../scroll-restoration.ts';
import { userKeys } from '../../features/user/api/user-keys.ts';
import { PROPOSAL_TABS, type ProposalTab } from '../../lib/links.ts';
import { useSession } from '../../lib/session.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { S } from '../../strings-proposals.ts';

const isTab = (value: string | null): value is ProposalTab =>
  PROPOSAL_TABS.some((tab) => tab === value);

/**
 * The tab (?tab=) and the job filter (?job=) live in the address: a notification or a job
 * page opens them, and back, forward and reload keep them (issue 15).
 */
const useProposalsPlace = () => {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ProposalTab = isTab(tabParam) ? tabParam : 'active';
  const jobParam = Number(params.get('job'));
  const jobId = Number.isInteger(jobParam) && jobParam > 0 ? jobParam : undefined;
  const change = (name: 'tab' | 'job', value: string | undefined) => {
    // Tabs report a choice on press and again on focus, before the next render: the address
    // itself (already pushed) tells whether this is a real change, one history entry each.
    const now = new URLSearchParams(window.location.search).get(name) ?? undefined;
    if (now === value) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { state: KEEP_SCROLL },
    );
  };
  return {
    tab,
    jobId,
    setTab: (value: string) => change('tab', value),
    clearJob: () => change('job', undefined),
  };
};

const ProposalsDialogs = lazy(() =>
  import('./proposals-dialogs.tsx').then((m) => ({ default: m.ProposalsDialogs })),
);

/** /proposals/: tabs Active, Done and Pending for clients and freelancers alike. */
export const ProposalsRoute = () => {
  const place = useProposalsPlace();
  const accountType: TAccountType = useSession()?.accountType ?? 'freelancer';
  const proposals = useProposals(accountType);
  const action = useProposalAction();
  const { run } = action;
  const [confirming, setConfirming] = useState<ProposalConfirmation>();
  const [splitting, setSplitting] = useState<TProposal>();
  const [viewing, setViewing] = useState<TProposal['freelancer']>();
  const isClient = accountType === 'client';
  const activeTab = useRef<HTMLButtonElement>(null);
  // The two reads this page makes only on demand (a freelancer's details; a job no proposal
  // names any more) load their calls with them, beside the dialogs' code: with the page, their
  // areas' calls cost every visit 1.8 kB gzipped and two files (issue 12). Same keys as the
  // calls' own query options, so the cache is one.
  const viewed = useQuery({
    queryKey: userKeys.detail(viewing?.id ?? 0),
    queryFn: ({ signal }) =>
      import('../../features/user/api/get-user.ts').then(({ getUser }) =>
        getUser(viewing?.id ?? 0, signal),
      ),
    enabled: Boolean(viewing),
  });
  const dialogsWanted = useLatch(Boolean(viewing || splitting || confirming));

  const mine = proposals.data ?? [];
  const all = place.jobId === undefined ? mine : mine.filter((p) => p.job_post_id === place.jobId);
  // The job's title from its proposals, or from the job itself when none is left to show.
  const jobTitle = mine.find((p) => p.job_post_id === place.jobId)?.job.title;
  const job = useQuery({
    queryKey: jobKeys.detail(place.jobId ?? 0),
    queryFn: ({ signal }) =>
      import('../../features/jobs/api/get-job.ts').then(({ getJob }) =>
        getJob(place.jobId ?? 0, signal),
      ),
    enabled: place.jobId !== undefined && proposals.isSuccess && !jobTitle,
  });
  const pending = all.filter((p) =>
    isClient ? p.status === 'pending' : ['pending', 'refused', 'withdrawn'].includes(p.status),
  );
  const active = all.filter((p) => p.status === 'active');
  const done = all.filter((p) => p.status === 'done');

  const body = (list: TProposal[], empty: string, table: 'pending' | 'contracts') =>
    proposals.isPending ? (
      <Skeleton className="h-48 w-full rounded-xl" />
    ) : proposals.isError ? (
      <ErrorState message={S.proposalFlow.loadFailed} onRetry={() => void proposals.refetch()} />
    ) : list.length === 0 ? (
      <EmptyState
        icon={FileSearch}
        title={empty}
        action={
          place.jobId === undefined ? undefined : (
            <Button variant="secondary" onClick={place.clearJob}>
              {S.proposalFlow.clearJobFilter}
            </Button>
          )
        }
      />
    ) : table === 'pending' ? (
      <PendingProposalsTable
        proposals={list}
        isClient={isClient}
        onView={setViewing}
        // The accepted row leaves Pending with the menu that held focus: focus goes to the
        // Active tab, which shows the new contract (issue 15).
        onAccept={(p) =>
          void run(p, 'accept', S.proposals.accepted).then(
            (moved) => moved && activeTab.current?.focus(),
          )
        }
        onAcceptWithMilestones={setSplitting}
        onConfirm={(p, action) => setConfirming({ proposal: p, action })}
      />
    ) : (
      <ContractsTable
        proposals={list}
        isClient={isClient}
        onConfirm={(p) => setConfirming({ proposal: p, action: 'complete' })}
        renderOrder={(p) =>
          p.order ? (
            <ContractFunding order={p.order} milestones={p.milestones} isClient={isClient} />
          ) : null
        }
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
      {place.jobId !== undefined ? (
        <JobFilterBar title={jobTitle ?? job.data?.title} onClear={place.clearJob} />
      ) : null}
      <Tabs value={place.tab} onValueChange={place.setTab} className="mt-6">
        <TabsList>
          <TabsTrigger ref={activeTab} value="active">
            {S.proposals.active}
          </TabsTrigger>
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
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <ProposalsDialogs
            viewing={Boolean(viewing)}
            viewed={viewed.data}
            onCloseViewing={() => setViewing(undefined)}
            splitting={splitting}
            onCloseSplitting={() => setSplitting(undefined)}
            onSplit={() => {
              setSplitting(undefined);
              place.setTab('active');
            }}
            confirming={confirming}
            onCloseConfirming={() => setConfirming(undefined)}
            action={action}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
};

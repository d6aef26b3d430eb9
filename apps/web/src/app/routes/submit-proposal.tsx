import { ExternalLink } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useJob } from '../../features/jobs/api/get-job.ts';
import { useJobProposals } from '../../features/proposals/api/get-job-proposals.ts';
import { ProposalForm } from '../../features/proposals/components/proposal-form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { formatMoney, formatRelativeTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { proposalsPath } from '../../lib/links.ts';
import { S as JOBS_TEXT } from '../../strings-jobs.ts';
import { S } from '../../strings-proposals.ts';

/** /job/:id/submit_proposal (freelancers): the job, then the proposal form. */
export const SubmitProposalRoute = () => {
  const id = Number(useParams().id);
  const accountType = useSession()?.accountType;
  const job = useJob(id);
  const mine = useJobProposals(id);
  if (accountType !== 'freelancer') return <Navigate to={`/job/${id}`} replace />;
  const existing = mine.data?.[0];

  return (
    <PageContainer width="narrow" className="py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900 sm:text-3xl">
        {S.proposalFlow.heading}
      </h1>
      {job.isError ? (
        <ErrorState
          message={isApiError(job.error) ? job.error.message : JOBS_TEXT.jobBoard.loadFailed}
          onRetry={() => void job.refetch()}
        />
      ) : !job.data || mine.isPending ? (
        <Skeleton className="h-96 w-full rounded-xl" />
      ) : (
        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {S.proposalFlow.jobDetails}
            </h2>
            <div>
              <h3 className="text-xl font-semibold text-slate-900">{job.data.title}</h3>
              <p className="mt-1 text-sm text-slate-500">
                {S.jobBoard.posted(formatRelativeTime(job.data.created_at))}
              </p>
            </div>
            <p className="line-clamp-4 text-sm whitespace-pre-line text-slate-700">
              {job.data.description}
            </p>
            <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
              <div>
                <dt className="text-slate-500">{S.jobBoard.budget}</dt>
                <dd className="font-semibold text-slate-900">{formatMoney(job.data.budjet)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{S.jobBoard.level}</dt>
                <dd className="font-semibold text-slate-900">{job.data.experience_level}</dd>
              </div>
            </dl>
            <ul className="flex flex-wrap gap-2" aria-label={S.jobBoard.skills}>
              {job.data.categories.map((category) => (
                <li
                  key={category.id}
                  className="rounded-full bg-violet-50 px-3 py-1 text-sm text-violet-800"
                >
                  {category.name}
                </li>
              ))}
            </ul>
            <Link
              to={`/job/${id}`}
              className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline"
            >
              {S.proposalFlow.viewJob}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          </Card>
          {existing ? (
            <Card className="flex flex-col gap-3 p-5 sm:p-6">
              <p className="font-medium text-slate-900">{S.proposalFlow.alreadyApplied}</p>
              <p className="text-sm text-slate-600">
                {S.proposalFlow.yourBid}: {formatMoney(existing.bid)} · {S.proposalFlow.yourStatus}:{' '}
                {S.proposalFlow.statuses[existing.status]}
              </p>
              <Link
                to={proposalsPath({
                  tab:
                    existing.status === 'active' || existing.status === 'done'
                      ? existing.status
                      : 'pending',
                  job: id,
                })}
                className={buttonClass({ className: 'self-start' })}
              >
                {S.proposalFlow.seeProposals}
              </Link>
            </Card>
          ) : (
            <ProposalForm jobId={id} budget={job.data.budjet} />
          )}
        </div>
      )}
    </PageContainer>
  );
};

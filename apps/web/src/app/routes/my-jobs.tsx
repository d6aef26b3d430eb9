import { BriefcaseBusiness, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { TJobSummary } from '@marketplace/contract';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useMyJobs } from '../../features/jobs/api/get-my-jobs.ts';
import { ClientActivity } from '../../features/jobs/components/client-activity.tsx';
import { JobCard } from '../../features/jobs/components/job-card.tsx';
import { JobMenu } from '../../features/jobs/components/job-menu.tsx';
import { useSession } from '../../lib/session.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { S } from '../../strings-jobs.ts';

// The delete confirmation (Radix Dialog) loads when it is first opened: the page draws and
// works without it.
const DeleteJobDialog = lazy(() =>
  import('../../features/jobs/components/delete-job-dialog.tsx').then((m) => ({
    default: m.DeleteJobDialog,
  })),
);

/** /my_jobs: the client's job posts with their real activity (SPEC.md section 2). */
export const MyJobsRoute = () => {
  const isClient = useSession()?.accountType === 'client';
  const jobs = useMyJobs({ enabled: isClient });
  const [deleting, setDeleting] = useState<TJobSummary>();
  const dialogWanted = useLatch(deleting !== undefined);
  if (!isClient) return <Navigate to="/home" replace />;

  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{S.jobBoard.myJobs}</h1>
          <p className="mt-1 text-sm text-slate-500">{S.jobBoard.myJobsIntro}</p>
        </div>
        <Link to="/create_job" className={buttonClass({ className: 'self-start sm:self-auto' })}>
          <Plus aria-hidden="true" className="size-4" />
          {S.jobs.postNewJob}
        </Link>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <section aria-label={S.jobBoard.myJobs} className="flex min-w-0 flex-col gap-4">
          {jobs.isPending ? (
            Array.from({ length: 3 }, (_, index) => <JobCardSkeleton key={index} />)
          ) : jobs.isError ? (
            <ErrorState message={S.jobBoard.loadJobsFailed} onRetry={() => void jobs.refetch()} />
          ) : jobs.data.length === 0 ? (
            <EmptyState
              icon={BriefcaseBusiness}
              title={S.jobBoard.noJobs}
              description={S.jobBoard.noJobsHint}
              action={
                <Link to="/create_job" className={buttonClass()}>
                  <Plus aria-hidden="true" className="size-4" />
                  {S.jobs.postNewJob}
                </Link>
              }
            />
          ) : (
            jobs.data.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                variant="client"
                menu={<JobMenu id={job.id} title={job.title} onDelete={() => setDeleting(job)} />}
              />
            ))
          )}
        </section>
        <aside>
          <div className="lg:sticky lg:top-24">
            <ClientActivity jobs={jobs.data} />
          </div>
        </aside>
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <DeleteJobDialog job={deleting} onClose={() => setDeleting(undefined)} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
};

const JobCardSkeleton = () => (
  <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
    <Skeleton className="h-3 w-28" />
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-4 w-full" />
    <Skeleton className="h-4 w-40" />
  </div>
);

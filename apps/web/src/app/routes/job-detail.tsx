import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useJob } from '../../features/jobs/api/get-job.ts';
import { ClientJobView } from '../../features/jobs/components/client-job-view.tsx';
import { FreelancerJobView } from '../../features/jobs/components/freelancer-job-view.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-jobs.ts';

/** /job/:id: the client's or the freelancer's view, picked by the stored account type. */
export const JobDetailRoute = () => {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const job = useJob(id, { enabled: valid });
  const accountType = useSession()?.accountType;
  const missing = !valid || (isApiError(job.error) && job.error.status === 404);
  // A job that is gone leaves the person somewhere to go: their list of jobs (issue 15).
  const wayBack = missing ? (
    <Link
      to={accountType === 'client' ? '/my_jobs' : '/home'}
      className={buttonClass({ size: 'sm' })}
    >
      {accountType === 'client' ? S.jobBoard.myJobs : S.jobBoard.backToJobs}
    </Link>
  ) : undefined;
  return (
    <PageContainer className="py-8 sm:py-10">
      {!valid ? (
        <ErrorState message={S.jobBoard.notFound} action={wayBack} />
      ) : job.data ? (
        accountType === 'freelancer' ? (
          <FreelancerJobView job={job.data} />
        ) : (
          <ClientJobView job={job.data} />
        )
      ) : job.isError ? (
        <ErrorState
          message={isApiError(job.error) ? job.error.message : S.jobBoard.loadFailed}
          // A missing job stays missing; only other failures are worth another try.
          onRetry={missing ? undefined : () => void job.refetch()}
          action={wayBack}
        />
      ) : (
        <JobDetailSkeleton />
      )}
    </PageContainer>
  );
};

const JobDetailSkeleton = () => (
  <div className="flex flex-col gap-6">
    <Skeleton className="h-4 w-24" />
    <div className="flex flex-col gap-2">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-32" />
    </div>
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <Skeleton className="h-80 w-full rounded-xl" />
      <div className="flex flex-col gap-6">
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    </div>
  </div>
);

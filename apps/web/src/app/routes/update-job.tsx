import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useJob } from '../../features/jobs/api/get-job.ts';
import { JobForm } from '../../features/jobs/components/job-form.tsx';
import { JobFormPage } from '../../features/jobs/components/job-form-page.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { S } from '../../strings-jobs.ts';

/** /update_job/:id: the job's client edits it in the creation form, loaded by id. */
export const UpdateJobRoute = () => {
  const id = Number(useParams().id);
  const isClient = useSession()?.accountType === 'client';
  const job = useJob(id, { enabled: isClient && Number.isInteger(id) });
  const loadError = job.error;

  // SPEC.md section 8: a job that cannot be loaded shows the response's error as a toast.
  useEffect(() => {
    if (loadError) notify.error(isApiError(loadError) ? loadError.message : S.jobBoard.loadFailed);
  }, [loadError]);

  if (!isClient) return <Navigate to="/home" replace />;
  return (
    <JobFormPage
      heading={S.jobs.updateJobPost}
      intro={job.data ? S.jobBoard.editIntro(job.data.title) : S.jobBoard.createIntro}
    >
      {job.data && !job.data.is_owner ? (
        <ErrorState message={S.jobBoard.notYourJob} />
      ) : job.data ? (
        // Keyed by job, so a later edit of another job starts from that job's values.
        <JobForm key={job.data.id} job={job.data} />
      ) : job.isError || !Number.isInteger(id) ? (
        <ErrorState
          message={isApiError(loadError) ? loadError.message : S.jobBoard.loadFailed}
          onRetry={Number.isInteger(id) ? () => void job.refetch() : undefined}
        />
      ) : (
        <JobFormSkeleton />
      )}
    </JobFormPage>
  );
};

const JobFormSkeleton = () => (
  <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
    {Array.from({ length: 6 }, (_, index) => (
      <div key={index} className="flex flex-col gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-full rounded-lg" />
      </div>
    ))}
    <Skeleton className="h-40 w-full rounded-lg" />
  </div>
);

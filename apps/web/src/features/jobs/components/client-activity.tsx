import type { TJobSummary } from '@marketplace/contract';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { S } from '../../../strings-jobs.ts';
import { useJob } from '../api/get-job.ts';

/** The client's figures that their own job list already holds. */
export const activityOf = (jobs: readonly TJobSummary[]) => ({
  openJobs: jobs.length,
  proposals: jobs.reduce((sum, job) => sum + job.proposals_count, 0),
  running: jobs.reduce((sum, job) => sum + job.interviewing_count, 0),
});

/**
 * The activity box of /my_jobs with real numbers (SPEC showed hard-coded ones). Hires are the
 * client's accepted proposals, running or done: the `client.hires` figure the server puts on
 * any of their job pages, read from the newest one.
 */
export const ClientActivity = ({ jobs }: { jobs: readonly TJobSummary[] | undefined }) => {
  const newest = jobs?.[0];
  const detail = useJob(newest?.id ?? 0, { enabled: newest !== undefined });
  const figures = jobs ? activityOf(jobs) : undefined;
  const hires = newest === undefined ? (jobs ? 0 : undefined) : detail.data?.client.hires;
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {S.jobBoard.activity}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Figure label={S.jobBoard.openJobs} value={figures?.openJobs} />
        <Figure label={S.jobBoard.proposalsReceived} value={figures?.proposals} />
        <Figure label={S.jobBoard.interviewing} value={figures?.running} />
        <Figure label={S.jobBoard.hiresLabel} value={detail.isError ? '–' : hires} />
      </dl>
    </Card>
  );
};

const Figure = ({ label, value }: { label: string; value: number | string | undefined }) => (
  <div className="rounded-lg bg-slate-50 p-3">
    <dt className="text-xs text-slate-500">{label}</dt>
    <dd className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums">
      {value === undefined ? <Skeleton className="mt-1 h-6 w-8" /> : value}
    </dd>
  </div>
);

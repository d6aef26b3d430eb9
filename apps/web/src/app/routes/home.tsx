import { PageContainer } from '../../components/page-container.tsx';
import { useMyJobs } from '../../features/jobs/api/get-my-jobs.ts';
import { FirstJobCard } from '../../features/jobs/components/first-job-card.tsx';
import { JobFeed } from '../../features/jobs/components/job-feed.tsx';
import { ClientHome } from '../../features/services/components/client-home.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { UserSummaryCard } from '../../features/user/components/user-summary-card.tsx';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings.ts';

/** /home: the freelancer or the client home, by the stored account type (SPEC.md section 2). */
export const HomeRoute = () =>
  useSession()?.accountType === 'freelancer' ? <FreelancerHome /> : <ClientHomeRoute />;

/** A client who has posted no job yet sees that first step above the services (issue 15). */
const ClientHomeRoute = () => {
  const myJobs = useMyJobs();
  return (
    <ClientHome
      firstStep={myJobs.data?.length === 0 ? <FirstJobCard /> : undefined}
      firstStepPending={myJobs.isPending}
    />
  );
};

const FreelancerHome = () => {
  const me = useMe();
  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <p className="text-sm text-slate-500">
            {me.data ? S.home.welcome(me.data.first_name) : '\u00a0'}
          </p>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900 sm:text-3xl">
            {S.home.findWork}
          </h1>
          <section aria-label={S.home.jobsForYou} className="mt-6">
            <JobFeed />
          </section>
        </div>
        <aside>
          <UserSummaryCard />
        </aside>
      </div>
    </PageContainer>
  );
};

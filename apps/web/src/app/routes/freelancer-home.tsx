import { PageContainer } from '../../components/page-container.tsx';
import { JobFeed } from '../../features/jobs/components/job-feed.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { UserSummaryCard } from '../../features/user/components/user-summary-card.tsx';
import { S } from '../../strings.ts';

/** /home for a freelancer (SPEC.md section 2; the router picks the home by the stored account type). */
export const FreelancerHomeRoute = () => {
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

import { FolderOpen, Plus, UserX } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { CardGridSkeleton } from '../../components/ui/card-grid.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Rating } from '../../components/ui/star-rating.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useOwnerProjects } from '../../features/portfolio/api/get-owner-projects.ts';
import { ProjectGrid } from '../../features/portfolio/components/project-grid.tsx';
import { useOwnerServices } from '../../features/services/api/get-owner-services.ts';
import { useUserReviews } from '../../features/reviews/api/list-reviews.ts';
import { ReviewsSection } from '../../features/reviews/components/reviews-section.tsx';
import { useMe } from '../../features/user/api/get-me.ts';
import { isApiError } from '../../lib/api-client.ts';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { useSession } from '../../lib/session.ts';
import { S } from '../../strings-portfolio.ts';
import { S as REVIEWS_TEXT } from '../../strings-reviews.ts';
import { VerifiedMark } from '../../components/ui/verified-mark.tsx';

/**
 * The services tab's cards load when a person is about to open the tab (pointer over it, focus
 * on it), not with the page, which opens on the projects: with the page, their code (the
 * client home's file, where the service card lives) cost every portfolio 3.9 kB gzipped and
 * two files, and kept it over the signed-in budget (issue 12).
 */
const { Component: ServiceGrid, preload: preloadServiceGrid } = lazyOnIntent(
  () => import('../../features/services/components/service-grid.tsx'),
  (module) => module.ServiceGrid,
);

type Tab = 'projects' | 'services' | 'reviews';
const TABS: readonly Tab[] = ['projects', 'services', 'reviews'];

/** /portfolio (yours, freelancers) and /portfolio/:username (anyone's): projects and services. */
export const PortfolioRoute = () => {
  const { username } = useParams();
  const accountType = useSession()?.accountType;
  const me = useMe();
  if (!username && accountType !== 'freelancer') return <Navigate to="/home" replace />;
  // Your own username in the address is your own portfolio, with its create buttons.
  const isOwn =
    !username ||
    (accountType === 'freelancer' && username.toLowerCase() === me.data?.username.toLowerCase());
  return <PortfolioPage key={username ?? ''} username={username} isOwn={isOwn} />;
};

const PortfolioPage = ({ username, isOwn }: { username: string | undefined; isOwn: boolean }) => {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'projects';
  const me = useMe();
  const owner = isOwn ? undefined : username;
  const projects = useOwnerProjects(owner);
  const services = useOwnerServices(owner);
  const reviews = useUserReviews(isOwn ? me.data?.username : username);
  const rating = reviews.data?.pages[0]?.meta.rating;
  // Someone else's name and picture come with their projects and services; yours with `me`.
  const person = isOwn ? me.data : (projects.data?.[0]?.owner ?? services.data?.[0]?.owner);
  const loadingPerson = isOwn ? me.isPending : projects.isPending || services.isPending;
  const missing = [projects.error, services.error].find(
    (error) => isApiError(error) && error.status === 404,
  );

  if (!isOwn && missing) {
    return (
      <PageContainer className="py-10">
        <EmptyState
          icon={UserX}
          title={missing.message}
          action={
            <Link to="/home" className={buttonClass()}>
              {S.services.backHome}
            </Link>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar
            src={person?.avatar_url}
            name={person?.first_name}
            fallback="picture"
            size="lg"
            alt={person ? `${person.first_name} ${person.last_name}` : ''}
          />
          <div className="min-w-0">
            {loadingPerson ? (
              <>
                <Skeleton className="h-7 w-48" />
                <Skeleton className="mt-2 h-4 w-24" />
              </>
            ) : (
              <>
                <h1 className="flex flex-wrap items-center gap-x-2 text-2xl font-semibold break-words text-slate-900">
                  <span>
                    {person ? `${person.first_name} ${person.last_name}` : `@${username ?? ''}`}
                  </span>
                  <VerifiedMark verified={person?.verified} className="text-sm" />
                </h1>
                {person ? (
                  <p className="truncate text-sm text-slate-500">@{person.username}</p>
                ) : null}
                {rating ? (
                  <Rating average={rating.average} count={rating.count} className="mt-1" />
                ) : null}
              </>
            )}
          </div>
        </div>
        {isOwn ? (
          <Link
            to={tab === 'projects' ? '/create_project' : '/create_service'}
            className={buttonClass({ className: 'shrink-0' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {tab === 'projects' ? S.portfolio.createProject : S.portfolio.createService}
          </Link>
        ) : null}
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'projects' ? {} : { tab: value }, { replace: true })
        }
        className="mt-6"
      >
        <TabsList>
          <TabsTrigger value="projects">
            {S.portfolio.myProjects}
            {projects.data ? <Count n={projects.data.length} /> : null}
          </TabsTrigger>
          <TabsTrigger
            value="services"
            onPointerEnter={preloadServiceGrid}
            onFocus={preloadServiceGrid}
          >
            {S.portfolio.myServices}
            {services.data ? <Count n={services.data.length} /> : null}
          </TabsTrigger>
          <TabsTrigger value="reviews">
            {REVIEWS_TEXT.reviews.heading}
            {rating ? <Count n={rating.count} /> : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="projects">
          <ProjectGrid
            query={projects}
            label={S.portfolio.myProjects}
            empty={
              isOwn
                ? {
                    icon: FolderOpen,
                    title: S.portfolio.noProjects,
                    description: S.portfolio.noProjectsHint,
                    action: (
                      <Link to="/create_project" className={buttonClass()}>
                        <Plus aria-hidden="true" className="size-4" />
                        {S.portfolio.createProject}
                      </Link>
                    ),
                  }
                : { icon: FolderOpen, title: S.portfolio.noProjects }
            }
          />
        </TabsContent>
        <TabsContent value="services">
          <Suspense fallback={<CardGridSkeleton count={5} />}>
            <ServiceGrid query={services} label={S.portfolio.myServices} isOwn={isOwn} />
          </Suspense>
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsSection
            query={reviews}
            revieweeName={person?.first_name ?? ''}
            canReply={isOwn}
            showOrder
          />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
};

const Count = ({ n }: { n: number }) => (
  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
    {n}
  </span>
);

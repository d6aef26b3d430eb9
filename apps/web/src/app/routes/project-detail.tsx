import { Navigate, useParams } from 'react-router';
import defaultProjectThumbnail from '../../assets/default-project-thumbnail.svg';
import { PageContainer } from '../../components/page-container.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProject } from '../../features/portfolio/api/get-project.ts';
import { ImageSlider } from '../../components/ui/image-slider.tsx';
import { OwnerCard } from '../../features/services/components/owner-card.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { S } from '../../strings-portfolio.ts';

/** The server refused this project for good: it does not exist, or the address is wrong. */
const isMissing = (error: unknown) =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** /project/:id: pictures, title, description, skills and who made it. */
export const ProjectDetailRoute = () => {
  const id = Number(useParams().id);
  const project = useProject(id);

  if (project.isError) {
    // SPEC: a project that cannot be loaded sends you to /portfolio. Only a project that is
    // not there (or not yours to see) does; a lost connection or a failing server is not
    // "cannot be loaded" and gets a Retry instead of a surprise redirect (issue 15).
    if (!isMissing(project.error)) {
      return (
        <PageContainer className="py-10">
          <ErrorState
            message={
              isApiError(project.error)
                ? `${S.portfolio.loadOneFailed} ${project.error.message}`
                : S.portfolio.loadOneFailed
            }
            onRetry={() => void project.refetch()}
          />
        </PageContainer>
      );
    }
    return <Navigate to="/portfolio" replace />;
  }
  if (project.isPending) {
    return (
      <PageContainer className="py-8 sm:py-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      </PageContainer>
    );
  }
  const data = project.data;
  return (
    <PageContainer className="py-8 sm:py-10">
      {/* One column on phones (pictures, title and skills, owner, description); two above. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-8">
        <div className="min-w-0 lg:col-start-1">
          <ImageSlider images={data.images} fallback={defaultProjectThumbnail} label={data.title} />
        </div>
        <aside className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="flex flex-col gap-4 p-5">
            <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
              {data.title}
            </h1>
            <p className="text-xs text-slate-500">
              {S.portfolio.addedOn(formatDate(data.created_at))}
            </p>
            {data.skills.length ? (
              <div className="border-t border-slate-100 pt-4">
                <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {S.portfolio.skills}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={S.portfolio.skills}>
                  {data.skills.map((skill) => (
                    <li
                      key={skill}
                      className="rounded-full bg-violet-50 px-3 py-1 text-sm text-violet-800"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Card>
          <OwnerCard owner={data.owner} heading={S.portfolio.madeBy} />
        </aside>
        <Card className="min-w-0 p-5 sm:p-6 lg:col-start-1">
          <h2 className="text-base font-semibold text-slate-900">{S.services.description}</h2>
          <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
            {data.description}
          </p>
        </Card>
      </div>
    </PageContainer>
  );
};

import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SERVICE_SORTS } from '@marketplace/contract';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { S } from '../../../strings.ts';
import { CategoryList } from './category-list.tsx';
import { ServiceSearchForm } from './service-search-form.tsx';
import { SortMenu, type SortValue } from './sort-menu.tsx';
import { useCategories } from '../../../lib/categories.ts';
import { useBrowseServices } from '../api/browse-services.ts';
import { ServiceFeed } from './service-feed.tsx';

const isSort = (value: string | null): value is SortValue =>
  (SERVICE_SORTS as readonly (string | null)[]).includes(value);

/**
 * The client home ('All Services'): every service, sorted and filtered by category on the
 * server. The choices live in the address (?sort=&category=) so Back and reload keep them.
 * `firstStep` sits above the services: what a client who has posted nothing yet can do next.
 * While it is not known yet whether there is one (`firstStepPending`), the services wait as
 * a skeleton: drawn first, they were pushed down when the step came (a layout shift of 0.075
 * on a phone's network, Lighthouse's mobile preset with its throttling applied).
 */
export const ClientHome = ({
  firstStep,
  firstStepPending = false,
}: {
  firstStep?: ReactNode;
  firstStepPending?: boolean;
}) => {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort: SortValue = isSort(sortParam) ? sortParam : 'newest';
  const category = params.get('category') || undefined;
  const categories = useCategories();
  const services = useBrowseServices(sort, category);

  const choose = (name: 'sort' | 'category', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined || (name === 'sort' && value === 'newest')) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <PageContainer className="py-8 sm:py-10">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
                {S.home.allServices}
              </h1>
              <p className="mt-2 max-w-xl text-sm text-slate-500 sm:text-base">
                {S.home.allServicesTagline}
              </p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:flex-row lg:w-auto lg:min-w-[32rem]">
              <ServiceSearchForm />
              <SortMenu value={sort} onChange={(value) => choose('sort', value)} />
            </div>
          </div>
        </PageContainer>
      </div>
      <PageContainer className="py-8">
        <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
          <aside className="min-w-0">
            <CategoryList
              names={categories.data?.map((c) => c.name)}
              selected={category}
              onSelect={(name) => choose('category', name)}
              onRetry={categories.isError ? () => void categories.refetch() : undefined}
            />
          </aside>
          <section aria-label={category ?? S.home.allServices} className="min-w-0">
            {firstStep ? <div className="mb-6">{firstStep}</div> : null}
            <ServiceFeed
              query={services}
              holdBack={firstStepPending}
              width="besideSidebar"
              label={category ?? S.home.allServices}
              emptyTitle={S.home.noServicesAtTheMoment}
              emptyDescription={
                category ? S.services.noServicesInCategory(category) : S.home.noServicesHint
              }
              emptyAction={
                category ? (
                  <Button variant="secondary" onClick={() => choose('category', undefined)}>
                    {S.services.showAllCategories}
                  </Button>
                ) : (
                  <Link to="/create_job" className={buttonClass()}>
                    <Plus aria-hidden="true" className="size-4" />
                    {S.jobs.postNewJob}
                  </Link>
                )
              }
            />
          </section>
        </div>
      </PageContainer>
    </>
  );
};

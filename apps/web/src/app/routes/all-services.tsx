import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { ServiceSearchForm } from '../../features/services/components/service-search-form.tsx';
import { useBrowseServices } from '../../features/services/api/browse-services.ts';
import { useSearchServices } from '../../features/services/api/search-services.ts';
import { ServiceFeed } from '../../features/services/components/service-feed.tsx';
import { S } from '../../strings.ts';

/** /all_services: 'Our Services', searched by the `title` parameter when there is one. */
export const AllServicesRoute = () => {
  const title = (useSearchParams()[0].get('title') ?? '').trim();
  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            {S.services.ourServices}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {title ? S.services.showingResults(title) : S.services.allServicesIntro}
          </p>
        </div>
        <div className="w-full lg:max-w-md">
          {/* Keyed by the query so the box shows the new search after Back and Forward. */}
          <ServiceSearchForm key={title} initialTitle={title} />
        </div>
      </div>
      <div className="mt-6">
        {title ? <SearchResults key={title} title={title} /> : <AllResults />}
      </div>
    </PageContainer>
  );
};

const SearchResults = ({ title }: { title: string }) => (
  <ServiceFeed
    query={useSearchServices(title)}
    label={S.services.showingResults(title)}
    emptyTitle={S.services.noResults(title)}
    emptyDescription={S.services.noResultsHint}
  />
);

const AllResults = () => (
  <ServiceFeed
    query={useBrowseServices('newest')}
    label={S.services.ourServices}
    emptyTitle={S.home.noServicesAtTheMoment}
  />
);

import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { S } from '../../../strings.ts';
import type { ServicePage } from '../api/service-page.ts';
import {
  CardGrid,
  CardGridSkeleton,
  type CardGridWidth,
} from '../../../components/ui/card-grid.tsx';
import { ServiceCard } from './service-card.tsx';

type ServiceFeedProps = {
  query: UseInfiniteQueryResult<InfiniteData<ServicePage>>;
  label: string;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  width?: CardGridWidth;
  /** Shows the loading state even once the services are in (something above is still coming). */
  holdBack?: boolean;
};

/** A paged grid of services with its loading, empty and error states, and 'Load more'. */
export const ServiceFeed = ({
  query,
  label,
  emptyTitle,
  emptyDescription,
  emptyAction,
  width = 'full',
  holdBack = false,
}: ServiceFeedProps) => {
  if (query.isPending || holdBack) return <CardGridSkeleton count={10} width={width} />;
  if (query.isError)
    return <ErrorState message={S.services.loadFailed} onRetry={() => void query.refetch()} />;
  const services = query.data.pages.flatMap((page) => page.data);
  if (services.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <CardGrid label={label} width={width}>
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </CardGrid>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={query.isFetchingNextPage}
          loadingText={S.services.loadingMore}
          onClick={() => void query.fetchNextPage()}
        >
          {S.services.loadMore}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-rose-600">
          {S.services.loadMoreFailed}
        </p>
      ) : null}
    </div>
  );
};

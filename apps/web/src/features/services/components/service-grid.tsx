import type { UseQueryResult } from '@tanstack/react-query';
import { PackageOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { TService } from '@marketplace/contract';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { S } from '../../../strings-portfolio.ts';
import { CardGrid, CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { ServiceCard } from './service-card.tsx';

type ServiceGridProps = {
  query: UseQueryResult<TService[]>;
  label: string;
  /** Your own list offers 'Create Service' when it is empty. */
  isOwn: boolean;
};

/** A freelancer's services (all at once) with the loading, empty and error states. */
export const ServiceGrid = ({ query, label, isOwn }: ServiceGridProps) => {
  if (query.isPending) return <CardGridSkeleton count={5} />;
  if (query.isError) {
    // A username that names no one is not worth retrying.
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        message={missing ? query.error.message : S.services.loadFailed}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title={S.services.noServicesAvailable}
        description={S.services.noServicesHint}
        action={
          isOwn ? (
            <Link to="/create_service" className={buttonClass()}>
              <Plus aria-hidden="true" className="size-4" />
              {S.portfolio.createService}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <CardGrid label={label}>
      {query.data.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </CardGrid>
  );
};

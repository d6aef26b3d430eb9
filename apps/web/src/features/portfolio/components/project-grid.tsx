import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { TProject } from '@marketplace/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { S } from '../../../strings-portfolio.ts';
import { CardGrid, CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { ProjectCard } from './project-card.tsx';

type ProjectGridProps = {
  query: UseQueryResult<TProject[]>;
  label: string;
  empty: ComponentProps<typeof EmptyState>;
};

/** A freelancer's projects with the loading, empty and error states. */
export const ProjectGrid = ({ query, label, empty }: ProjectGridProps) => {
  if (query.isPending) return <CardGridSkeleton count={5} />;
  if (query.isError) {
    // A username that names no one is not worth retrying.
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        message={missing ? query.error.message : S.portfolio.loadFailed}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState {...empty} />;
  return (
    <CardGrid label={label}>
      {query.data.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </CardGrid>
  );
};

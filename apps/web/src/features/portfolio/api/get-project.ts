import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProject } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { projectCheck } from '../../../lib/response-checks-portfolio.generated.ts';
import { projectKeys } from './project-keys.ts';

export const getProject = (id: number, signal?: AbortSignal): Promise<TProject> =>
  apiData(`/projects/${id}`, projectCheck, { signal });

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    // SPEC: a project that cannot be loaded sends you to /portfolio, so fail at once.
    retry: false,
  });

export const useProject = (id: number) => useQuery(projectQueryOptions(id));

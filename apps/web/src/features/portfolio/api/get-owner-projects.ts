import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProject } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { projectsCheck } from '../../../lib/response-checks-portfolio.generated.ts';
import { projectKeys } from './project-keys.ts';

/** Your own projects (no owner given) or a user's, by username or id. */
export const getOwnerProjects = (
  owner: string | undefined,
  signal?: AbortSignal,
): Promise<TProject[]> =>
  apiData(owner ? `/user/${encodeURIComponent(owner)}/projects` : '/user/projects', projectsCheck, {
    signal,
  });

export const ownerProjectsQueryOptions = (owner: string | undefined) =>
  queryOptions({
    queryKey: projectKeys.byOwner(owner),
    queryFn: ({ signal }) => getOwnerProjects(owner, signal),
  });

export const useOwnerProjects = (owner: string | undefined) =>
  useQuery(ownerProjectsQueryOptions(owner));

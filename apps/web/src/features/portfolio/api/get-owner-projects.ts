import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZProject, type TProject } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

/** Your own projects (no owner given) or a user's, by username or id. */
export const getOwnerProjects = (
  owner: string | undefined,
  signal?: AbortSignal,
): Promise<TProject[]> =>
  apiData(
    owner ? `/user/${encodeURIComponent(owner)}/projects` : '/user/projects',
    z.array(ZProject),
    { signal },
  );

export const ownerProjectsQueryOptions = (owner: string | undefined) =>
  queryOptions({
    queryKey: projectKeys.byOwner(owner),
    queryFn: ({ signal }) => getOwnerProjects(owner, signal),
  });

export const useOwnerProjects = (owner: string | undefined) =>
  useQuery(ownerProjectsQueryOptions(owner));

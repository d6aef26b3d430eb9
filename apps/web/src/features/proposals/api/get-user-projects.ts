import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZProject } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { proposalKeys } from './proposal-keys.ts';

/** A freelancer's portfolio projects, for the detail dialog on the proposals screen. */
export const getUserProjects = (userId: number, signal?: AbortSignal) =>
  apiData(`/user/${userId}/projects`, z.array(ZProject), { signal });

export const userProjectsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: proposalKeys.projectsOf(userId),
    queryFn: ({ signal }) => getUserProjects(userId, signal),
  });

export const useUserProjects = (userId: number) => useQuery(userProjectsQueryOptions(userId));

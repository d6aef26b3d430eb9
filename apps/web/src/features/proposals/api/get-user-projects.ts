import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { projectsCheck } from '../../../lib/response-checks-portfolio.generated.ts';
import { proposalKeys } from './proposal-keys.ts';

/** A freelancer's portfolio projects, for the detail dialog on the proposals screen. */
export const getUserProjects = (userId: number, signal?: AbortSignal) =>
  apiData(`/user/${userId}/projects`, projectsCheck, { signal });

export const userProjectsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: proposalKeys.projectsOf(userId),
    queryFn: ({ signal }) => getUserProjects(userId, signal),
  });

export const useUserProjects = (userId: number) => useQuery(userProjectsQueryOptions(userId));

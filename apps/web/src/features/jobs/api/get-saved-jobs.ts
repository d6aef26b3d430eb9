import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { jobsCheck } from '../../../lib/response-checks.generated.ts';
import { jobKeys } from './job-keys.ts';

/** GET /api/jobs/saved: the jobs the signed-in freelancer saved. */
export const getSavedJobs = (signal?: AbortSignal) => apiData('/jobs/saved', jobsCheck, { signal });

export const savedJobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.saved(), queryFn: ({ signal }) => getSavedJobs(signal) });

export const useSavedJobs = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...savedJobsQueryOptions(), enabled: options.enabled ?? true });

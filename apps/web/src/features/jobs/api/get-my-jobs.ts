import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { jobsCheck } from '../../../lib/response-checks.generated.ts';
import { jobKeys } from './job-keys.ts';

/** GET /api/job: the signed-in client's own jobs, newest first. */
export const getMyJobs = (signal?: AbortSignal) => apiData('/job/', jobsCheck, { signal });

export const myJobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.mine(), queryFn: ({ signal }) => getMyJobs(signal) });

export const useMyJobs = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...myJobsQueryOptions(), enabled: options.enabled ?? true });

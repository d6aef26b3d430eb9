import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { jobCheck } from '../../../lib/response-checks-jobs.generated.ts';
import { jobKeys } from './job-keys.ts';

/** GET /api/job/:id: the job with its activity, the viewer's flags and the client's figures. */
export const getJob = (id: number, signal?: AbortSignal) =>
  apiData(`/job/${id}`, jobCheck, { signal });

export const jobQueryOptions = (id: number) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });

export const useJob = (id: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...jobQueryOptions(id), enabled: options.enabled ?? true });

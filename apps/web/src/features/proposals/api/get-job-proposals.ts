import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { proposalsCheck } from '../../../lib/response-checks-proposals.generated.ts';
import { proposalKeys } from './proposal-keys.ts';

/** For a freelancer: their own proposal on the job (zero or one). */
export const getJobProposals = (jobId: number, signal?: AbortSignal) =>
  apiData(`/proposals/${jobId}`, proposalsCheck, { signal });

export const jobProposalsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: proposalKeys.forJob(jobId),
    queryFn: ({ signal }) => getJobProposals(jobId, signal),
  });

export const useJobProposals = (jobId: number) => useQuery(jobProposalsQueryOptions(jobId));

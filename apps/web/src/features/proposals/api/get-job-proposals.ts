import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZProposal } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { proposalKeys } from './proposal-keys.ts';

/** For a freelancer: their own proposal on the job (zero or one). */
export const getJobProposals = (jobId: number, signal?: AbortSignal) =>
  apiData(`/proposals/${jobId}`, z.array(ZProposal), { signal });

export const jobProposalsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: proposalKeys.forJob(jobId),
    queryFn: ({ signal }) => getJobProposals(jobId, signal),
  });

export const useJobProposals = (jobId: number) => useQuery(jobProposalsQueryOptions(jobId));

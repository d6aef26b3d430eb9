import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountType } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { proposalsCheck } from '../../../lib/response-checks-proposals.generated.ts';
import { proposalKeys } from './proposal-keys.ts';

/** Clients get the proposals on their jobs; freelancers get the ones they sent. */
export const listProposals = (accountType: TAccountType, signal?: AbortSignal) =>
  apiData(
    accountType === 'client' ? '/proposals/getMyProposals' : '/proposals/getFreelancerProposals',
    proposalsCheck,
    { signal },
  );

export const proposalsQueryOptions = (accountType: TAccountType) =>
  queryOptions({
    queryKey: proposalKeys.mine(accountType),
    queryFn: ({ signal }) => listProposals(accountType, signal),
  });

export const useProposals = (accountType: TAccountType) =>
  useQuery(proposalsQueryOptions(accountType));

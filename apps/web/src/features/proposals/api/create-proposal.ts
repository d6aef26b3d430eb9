import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateProposal } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { proposalCheck } from '../../../lib/response-checks-proposals.generated.ts';

export const createProposal = (input: TCreateProposal) =>
  apiData('/proposals/create', proposalCheck, { method: 'POST', body: input });

export const useCreateProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProposal,
    // Counts on job pages and the home card change too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

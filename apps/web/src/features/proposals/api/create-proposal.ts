import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProposal, type TCreateProposal } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';

export const createProposal = (input: TCreateProposal) =>
  apiData('/proposals/create', ZProposal, { method: 'POST', body: input });

export const useCreateProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProposal,
    // Counts on job pages and the home card change too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../../lib/api-client.ts';

export type ProposalAction = 'accept' | 'refuse' | 'withdraw' | 'complete';

/** Moves a proposal along: accept, refuse, withdraw or complete (the server checks who may). */
export const changeProposal = ({ id, action }: { id: number; action: ProposalAction }) =>
  apiData(`/proposals/${id}/${action}`, z.unknown(), { method: 'PUT' });

export const useChangeProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProposal,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

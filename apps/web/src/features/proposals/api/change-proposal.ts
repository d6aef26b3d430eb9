import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMilestoneInput } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { anyAnswer } from '../../../lib/response-check.ts';

export type ProposalAction = 'accept' | 'refuse' | 'withdraw' | 'complete';

/**
 * Moves a proposal along: accept, refuse, withdraw or complete (the server checks who may).
 * An accept may carry milestones that split the bid; without them it is SPEC's accept.
 */
export const changeProposal = ({
  id,
  action,
  milestones,
}: {
  id: number;
  action: ProposalAction;
  milestones?: TMilestoneInput[];
}) =>
  apiData(`/proposals/${id}/${action}`, anyAnswer, {
    method: 'PUT',
    ...(milestones ? { body: { milestones } } : {}),
  });

export const useChangeProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProposal,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

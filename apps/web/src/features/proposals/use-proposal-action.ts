import type { TMilestoneInput } from '@marketplace/contract';
import { isApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { S } from '../../strings-proposals.ts';
import { useChangeProposal, type ProposalAction } from './api/change-proposal.ts';

/** Moves a proposal along and says how it went in a toast; `run` tells whether it moved. */
export const useProposalAction = () => {
  const change = useChangeProposal();
  const run = async (
    proposal: { id: number },
    action: ProposalAction,
    success: string,
  ): Promise<boolean> => {
    try {
      await change.mutateAsync({ id: proposal.id, action });
      notify.success(success);
      return true;
    } catch (error) {
      notify.error(isApiError(error) ? error.message : S.app.somethingWentWrong);
      return false;
    }
  };
  /** An accept that splits the bid: answers the error for the form, or nothing when done. */
  const acceptWithMilestones = async (
    proposal: { id: number },
    milestones: TMilestoneInput[],
  ): Promise<unknown> => {
    try {
      await change.mutateAsync({ id: proposal.id, action: 'accept', milestones });
      notify.success(S.proposals.accepted);
      return undefined;
    } catch (error) {
      return error;
    }
  };
  return { run, acceptWithMilestones, isPending: change.isPending };
};

import type { TProposal } from '@marketplace/contract';
import { ConfirmDialogContent } from '../../../components/ui/confirm-dialog-content.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { S } from '../../../strings-proposals.ts';
import type { ProposalAction } from '../api/change-proposal.ts';

export type ProposalConfirmation = {
  proposal: TProposal;
  action: Exclude<ProposalAction, 'accept'>;
};

const CONFIRM_TEXT = {
  refuse: {
    title: S.proposalFlow.confirmRefuseTitle,
    text: S.proposalFlow.confirmRefuseText,
    done: S.proposalFlow.refused,
  },
  withdraw: {
    title: S.proposalFlow.confirmWithdrawTitle,
    text: S.proposalFlow.confirmWithdrawText,
    done: S.proposalFlow.withdrawn,
  },
  complete: {
    title: S.proposalFlow.confirmCompleteTitle,
    text: S.proposalFlow.confirmCompleteText,
    done: S.proposalFlow.completed,
  },
} as const;

type ConfirmProposalDialogProps = {
  confirming: ProposalConfirmation | undefined;
  loading: boolean;
  run: (proposal: TProposal, action: ProposalAction, success: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks before refusing, withdrawing or completing; the dialog closes once it is done. */
export const ConfirmProposalDialog = ({
  confirming,
  loading,
  run,
  onClose,
}: ConfirmProposalDialogProps) => (
  <Dialog open={Boolean(confirming)} onOpenChange={(open) => !open && onClose()}>
    {confirming ? (
      <ConfirmDialogContent
        title={CONFIRM_TEXT[confirming.action].title}
        description={confirming.proposal.job.title}
        text={CONFIRM_TEXT[confirming.action].text}
        confirmLabel={S.proposalFlow.confirm}
        tone={confirming.action === 'complete' ? 'primary' : 'destructive'}
        loading={loading}
        onCancel={onClose}
        onConfirm={() =>
          void run(
            confirming.proposal,
            confirming.action,
            CONFIRM_TEXT[confirming.action].done,
          ).then(onClose)
        }
      />
    ) : null}
  </Dialog>
);

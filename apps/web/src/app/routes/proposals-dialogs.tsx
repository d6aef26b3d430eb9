import { useQuery } from '@tanstack/react-query';
import type { TProposal, TPublicUser } from '@marketplace/contract';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ownerProjectsQueryOptions } from '../../features/portfolio/api/get-owner-projects.ts';
import { AcceptMilestonesDialog } from '../../features/proposals/components/accept-milestones-dialog.tsx';
import {
  ConfirmProposalDialog,
  type ProposalConfirmation,
} from '../../features/proposals/components/confirm-proposal-dialog.tsx';
import { FreelancerDialog } from '../../features/proposals/components/freelancer-dialog.tsx';
import type { useProposalAction } from '../../features/proposals/use-proposal-action.ts';

type ProposalsDialogsProps = {
  viewing: boolean;
  viewed: TPublicUser | undefined;
  onCloseViewing: () => void;
  splitting: TProposal | undefined;
  onCloseSplitting: () => void;
  onSplit: () => void;
  confirming: ProposalConfirmation | undefined;
  onCloseConfirming: () => void;
  /** The page's proposal steps, so the page and its dialogs share one pending state. */
  action: ReturnType<typeof useProposalAction>;
};

/**
 * The dialogs of /proposals/ (a freelancer's details, accepting with milestones, confirming a
 * step), in a module of their own: with Radix Dialog and the form parts they weigh more than
 * the page, which draws without them; they load when one first opens (issue 12).
 */
export const ProposalsDialogs = (props: ProposalsDialogsProps) => {
  const { splitting, action, viewed } = props;
  // The viewed freelancer's projects, by the portfolio's own read (by id: /user/:id/projects).
  // No one viewed is id 0, never '': an empty owner is the signed-in person's own list.
  const projects = useQuery({
    ...ownerProjectsQueryOptions(String(viewed?.id ?? 0)),
    enabled: Boolean(viewed),
  });
  return (
    <>
      <FreelancerDialog
        open={props.viewing}
        person={viewed}
        projects={projects.data}
        onClose={props.onCloseViewing}
      />
      <Dialog open={Boolean(splitting)} onOpenChange={(open) => !open && props.onCloseSplitting()}>
        {splitting ? (
          <AcceptMilestonesDialog
            proposal={splitting}
            loading={action.isPending}
            onAccept={async (milestones) => {
              const error = await action.acceptWithMilestones(splitting, milestones);
              if (error === undefined) props.onSplit();
              return error;
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmProposalDialog
        confirming={props.confirming}
        loading={action.isPending}
        run={action.run}
        onClose={props.onCloseConfirming}
      />
    </>
  );
};

import type { TOrderDetail } from '@marketplace/contract';
import type { DialogOpenState } from '../../../lib/lazy-on-intent.ts';
import type { OrderActions } from '../order-rules.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { DisputeDialog } from './dispute-dialog.tsx';
import { RevisionDialog } from './revision-dialog.tsx';

export type OrderDialog = 'accept' | 'revision' | 'cancel' | 'dispute';

type OrderDialogsProps = {
  order: TOrderDetail;
  /** What this side may do now: only those dialogs are drawn. */
  actions: OrderActions;
  /** Each dialog's open state (`useDialogsOnIntent` on the page). */
  stateOf: (which: OrderDialog) => DialogOpenState;
};

/**
 * The order's confirmations (accept, revision, cancel, dispute) in a module of their own: with
 * Radix Dialog (13 kB gzipped) they load when one of their buttons is about to be used; the
 * order's page draws without them.
 */
export const OrderDialogs = ({ order, actions, stateOf }: OrderDialogsProps) => (
  <>
    {actions.accept ? <AcceptDialog order={order} {...stateOf('accept')} /> : null}
    {actions.revise === 'available' ? (
      <RevisionDialog order={order} {...stateOf('revision')} />
    ) : null}
    {actions.cancel ? (
      <CancelDialog order={order} mode={actions.cancel} {...stateOf('cancel')} />
    ) : null}
    {actions.dispute ? <DisputeDialog order={order} {...stateOf('dispute')} /> : null}
  </>
);

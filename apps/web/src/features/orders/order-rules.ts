import type { TAccountType, TOrder, TOrderStatus } from '@marketplace/contract';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/** UI guide tones: awaiting amber, in escrow sky, delivered violet, completed emerald, cancelled slate. */
export const ORDER_STATUS_TONES: Record<TOrderStatus, BadgeTone> = {
  awaiting_payment: 'amber',
  in_escrow: 'sky',
  delivered: 'violet',
  completed: 'emerald',
  cancelled: 'slate',
  disputed: 'rose',
};

/** How cancelling works for this person now, or null when they cannot. */
export type CancelMode =
  /** Unpaid: the order simply ends. */
  | 'cancel'
  /** The client, on an overdue undelivered order: cancelled and refunded at once. */
  | 'refund'
  /** Funded: records a request the other side must agree to. */
  | 'request'
  /** The other side asked already: agreeing cancels and refunds. */
  | 'agree';

export type OrderActions = {
  pay: boolean;
  deliver: boolean;
  accept: boolean;
  /** Asking for a revision: shown on a delivery, enabled while revisions are left. */
  revise: 'available' | 'used_up' | null;
  cancel: CancelMode | null;
  /** Either side may open a dispute while the money is in escrow. */
  dispute: boolean;
  /** This person asked to cancel and waits for the other side. */
  awaitingOtherSide: boolean;
};

const NONE: OrderActions = {
  pay: false,
  deliver: false,
  accept: false,
  revise: null,
  cancel: null,
  dispute: false,
  awaitingOtherSide: false,
};

/** Which actions the order offers its client or its freelancer right now (the server decides too). */
export const orderActions = (
  order: Pick<
    TOrder,
    | 'status'
    | 'client'
    | 'freelancer'
    | 'cancel_requested_by'
    | 'overdue'
    | 'revisions_used'
    | 'revisions_included'
  >,
  role: TAccountType,
): OrderActions => {
  const isClient = role === 'client';
  const myId = isClient ? order.client.id : order.freelancer.id;
  const requestedBy = order.cancel_requested_by;
  const funded = order.status === 'in_escrow' || order.status === 'delivered';

  const cancel: CancelMode | null =
    order.status === 'awaiting_payment'
      ? 'cancel'
      : !funded
        ? null
        : requestedBy !== null && requestedBy !== myId
          ? 'agree'
          : isClient && order.overdue
            ? 'refund'
            : requestedBy === myId
              ? null
              : 'request';

  if (order.status === 'completed' || order.status === 'cancelled' || order.status === 'disputed')
    return NONE;
  return {
    pay: isClient && order.status === 'awaiting_payment',
    deliver: !isClient && order.status === 'in_escrow',
    accept: isClient && order.status === 'delivered',
    revise:
      isClient && order.status === 'delivered'
        ? order.revisions_used < order.revisions_included
          ? 'available'
          : 'used_up'
        : null,
    cancel,
    dispute: funded,
    awaitingOtherSide: funded && requestedBy === myId && cancel !== 'refund',
  };
};

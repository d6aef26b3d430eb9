import { eq } from 'drizzle-orm';
import {
  formatMoney,
  toDollars,
  type TOrderDetail,
  type TOrderEventKind,
  type TPayResult,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orderEvents, orders } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';

import type { ChatService } from '#modules/chat/index.ts';
import type { LedgerService } from '#modules/ledger/index.ts';
import type { NotificationsService } from '#modules/notifications/index.ts';
import {
  ProviderRefusal,
  toPaymentSummary,
  type PaymentsService,
} from '#modules/payments/index.ts';
import { createOrderViews, type OrderRow } from './order-views.ts';
import { createPayOut } from './pay-out.ts';

const ORDER_NOT_FOUND = 'This order does not exist or you are not part of it.';
const money = (cents: number) => formatMoney(toDollars(cents));

const STATUS_WORDS: Record<OrderRow['status'], string> = {
  awaiting_payment: 'waiting for payment',
  in_escrow: 'in progress',
  delivered: 'delivered',
  completed: 'completed',
  cancelled: 'cancelled',
  disputed: 'in dispute',
};

/** Called when a contract's order completes, so the contract (a proposal) ends with it. */
export type ContractCompletedHook = (tx: Database, proposalId: number) => Promise<void>;

export type OrderStepsDeps = {
  db: Database;
  ledger: LedgerService;
  payments: PaymentsService;
  conversations: ChatService;
  notifications: NotificationsService;
  settings: { autoCompleteDays: number; daySeconds: number };
};

/**
 * The steps every order action is made of: lock and check, write the state and the timeline,
 * move the money, and (after commit) tell both sides. Actions compose them in one transaction.
 */
export const createOrderSteps = (deps: OrderStepsDeps) => {
  const { db, ledger, payments, conversations, notifications, settings } = deps;
  const views = createOrderViews({ db, payments });
  const payOut = createPayOut({ ledger, payments });
  const dayMs = settings.daySeconds * 1000;
  let contractCompleted: ContractCompletedHook = async () => undefined;

  const lockOrder = async (tx: Database, userId: number, orderId: number): Promise<OrderRow> => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || (row.clientId !== userId && row.freelancerId !== userId))
      throw new AppError('not_found', ORDER_NOT_FOUND);
    return row;
  };

  const assertClient = (order: OrderRow, userId: number, action: string) => {
    if (order.clientId !== userId)
      throw new AppError('forbidden', `Only the buyer can ${action} this order.`);
  };
  const assertFreelancer = (order: OrderRow, userId: number, action: string) => {
    if (order.freelancerId !== userId)
      throw new AppError('forbidden', `Only the freelancer can ${action} this order.`);
  };
  const assertStatus = (order: OrderRow, allowed: OrderRow['status'][], action: string) => {
    if (!allowed.includes(order.status))
      throw new AppError(
        'conflict',
        `This order is ${STATUS_WORDS[order.status]}, so it cannot be ${action} now.`,
      );
  };

  const addEvent = async (
    tx: Database,
    orderId: number,
    kind: TOrderEventKind,
    actorId: number | null,
    message = '',
  ) => {
    const [event] = await tx
      .insert(orderEvents)
      .values({ orderId, kind, actorId, message })
      .returning({ id: orderEvents.id });
    if (!event) throw new Error('insert returned no row');
    return event.id;
  };

  const update = async (tx: Database, orderId: number, changes: Partial<OrderRow>) => {
    await tx
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  };

  /** After commit: the chat line for both, and a notification to the side that must act. */
  const announce = async (
    order: OrderRow,
    actorId: number,
    line: string,
    /** `order_disputed` when a dispute opens or is decided: mailed like the other order events. */
    notify?: { userId: number; text: string; kind?: 'order_update' | 'order_disputed' },
  ) => {
    if (order.chatId !== null) await conversations.postSystemLine(order.chatId, actorId, line);
    if (notify)
      await notifications.notify(
        notify.userId,
        notify.kind ?? 'order_update',
        notify.text,
        `/orders/${order.id}`,
      );
  };

  const detailFor = async (userId: number, orderId: number): Promise<TOrderDetail> => {
    const detail = await views.detail(userId, orderId);
    if (!detail) throw new AppError('not_found', ORDER_NOT_FOUND);
    return detail;
  };

  /** Money from the client's card into the order's escrow; the clock for delivery starts. */
  const fund = async (tx: Database, order: OrderRow) => {
    await ledger.move(tx, {
      kind: 'payment',
      orderId: order.id,
      entries: [
        {
          account: { kind: 'client_payments', userId: order.clientId },
          amountCents: -order.priceCents,
        },
        { account: { kind: 'escrow', orderId: order.id }, amountCents: order.priceCents },
      ],
    });
    const now = new Date();
    await update(tx, order.id, {
      status: 'in_escrow',
      paidAt: now,
      // A contract's milestone keeps the due date the client gave it.
      dueAt: order.dueAt ?? new Date(now.getTime() + order.deliveryDays * dayMs),
    });
    await addEvent(
      tx,
      order.id,
      'paid',
      order.clientId,
      `Paid ${money(order.priceCents)} into escrow`,
    );
  };

  /** `amountCents` of the escrow to the freelancer, less `feeCents` to the platform. */
  const moveToFreelancer = (tx: Database, order: OrderRow, amountCents: number, feeCents: number) =>
    ledger.move(tx, {
      kind: 'release',
      orderId: order.id,
      entries: [
        { account: { kind: 'escrow', orderId: order.id }, amountCents: -amountCents },
        {
          account: { kind: 'freelancer_available', userId: order.freelancerId },
          amountCents: amountCents - feeCents,
        },
        { account: { kind: 'platform_fees' }, amountCents: feeCents },
      ],
    });

  /** `amountCents` of the escrow back to the buyer's card, then into the ledger. */
  const moveToClient = async (tx: Database, order: OrderRow, amountCents: number) => {
    await payments.refund(tx, order.id, amountCents);
    await ledger.move(tx, {
      kind: 'refund',
      orderId: order.id,
      entries: [
        { account: { kind: 'escrow', orderId: order.id }, amountCents: -amountCents },
        { account: { kind: 'refunds', userId: order.clientId }, amountCents },
      ],
    });
  };

  /** Escrow to the freelancer (net of the fee) and the platform (the fee), as one movement. */
  const release = async (
    tx: Database,
    order: OrderRow,
    kind: 'accepted' | 'auto_completed',
    actorId: number | null,
  ) => {
    const escrow = await ledger.balanceOf(tx, { kind: 'escrow', orderId: order.id }, true);
    const feeCents = Math.min(order.feeCents, escrow);
    await moveToFreelancer(tx, order, escrow, feeCents);
    // With a processor that pays into the freelancer's own account (Stripe Connect), a ready
    // account receives the release at once; otherwise it waits in their available balance.
    let transferred = false;
    if (escrow - feeCents > 0 && (await payments.canPayOutOnRelease(tx, order.freelancerId)))
      try {
        await payOut(tx, order.freelancerId, escrow - feeCents, null, { orderId: order.id });
        transferred = true;
      } catch (error) {
        // The processor refused the transfer (its balance not available yet, say): nothing
        // was written for it, and the money waits in the balance for a withdrawal instead.
        // Any other failure (no answer: the transfer may have been made) rolls the whole
        // release back; its retry reuses the order's transfer key, so it pays at most once.
        if (!(error instanceof ProviderRefusal)) throw error;
      }
    await update(tx, order.id, {
      status: 'completed',
      completedAt: new Date(),
      autoCompleteAt: null,
    });
    await addEvent(
      tx,
      order.id,
      kind,
      actorId,
      `${money(escrow - feeCents)} released to the freelancer (fee ${money(feeCents)})${transferred ? ', paid out to their payout account' : ''}`,
    );
    if (order.proposalId !== null) await contractCompleted(tx, order.proposalId);
  };

  /** Escrow back to the client's card; the order ends cancelled. */
  const refund = async (tx: Database, order: OrderRow, actorId: number, reason: string) => {
    const escrow = await ledger.balanceOf(tx, { kind: 'escrow', orderId: order.id }, true);
    await moveToClient(tx, order, escrow);
    await update(tx, order.id, {
      status: 'cancelled',
      cancelledAt: new Date(),
      autoCompleteAt: null,
    });
    await addEvent(
      tx,
      order.id,
      'cancelled',
      actorId,
      `Refunded ${money(escrow)} to the buyer${reason ? `: ${reason}` : ''}`,
    );
  };

  const announcePaid = async (order: OrderRow) => {
    await announce(
      order,
      order.clientId,
      `Payment of ${money(order.priceCents)} received and held in escrow.`,
      {
        userId: order.freelancerId,
        text: `"${order.title}" is funded: you can start the work`,
      },
    );
  };

  const payResult = async (
    clientId: number,
    orderId: number,
    payment: Awaited<ReturnType<PaymentsService['charge']>>,
  ): Promise<TPayResult> => ({
    order: await detailFor(clientId, orderId),
    payment: toPaymentSummary(payment),
  });

  return {
    views,
    dayMs,
    lockOrder,
    assertClient,
    assertFreelancer,
    assertStatus,
    addEvent,
    update,
    announce,
    detailFor,
    fund,
    moveToFreelancer,
    moveToClient,
    release,
    refund,
    announcePaid,
    payResult,
    money,
    /** Ends the contract behind an order that completed (the proposals module's hook). */
    completeContract: (tx: Database, proposalId: number) => contractCompleted(tx, proposalId),
    setContractCompleted: (hook: ContractCompletedHook) => {
      contractCompleted = hook;
    },
  };
};

export type OrderSteps = ReturnType<typeof createOrderSteps>;

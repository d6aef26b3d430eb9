import { and, desc, eq } from 'drizzle-orm';
import {
  DISPUTE_MESSAGES,
  toCents,
  toDollars,
  type TDispute,
  type TDisputeDetail,
  type TDisputeOutcome,
  type TOrderFile,
  type TOpenDispute,
  type TResolveDispute,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { messages, orderDisputes, orders, users } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { LedgerService } from '#modules/ledger/index.ts';
import type { NotificationsService } from '#modules/notifications/index.ts';
import type { OrderFiles } from './order-files.ts';
import type { OrderSteps } from './order-steps.ts';
import type { OrderRow } from './order-views.ts';

type DisputeRow = typeof orderDisputes.$inferSelect;

const DISPUTE_NOT_FOUND = 'This dispute does not exist.';
export const adminOrderFileUrl = (id: number) => `/api/admin/order_files/${id}`;
/** How many of the conversation's latest lines an admin reads beside the order. */
const CONVERSATION_LINES = 200;

const OUTCOME_WORDS: Record<TDisputeOutcome, string> = {
  release: 'the escrow is released to the freelancer',
  refund: 'the buyer is refunded in full',
  split: 'the escrow is split',
};

/**
 * Disputes: either side of a funded order stops it ('disputed': no timers, no deliveries, no
 * cancels) until an admin decides where the escrow goes. The decision moves the money on the
 * same ledger as every other step, in the transaction that records it.
 */
export const createOrderDisputes = (deps: {
  db: Database;
  steps: OrderSteps;
  ledger: LedgerService;
  notifications: NotificationsService;
  files: OrderFiles;
}) => {
  const { db, steps, ledger } = deps;
  const { lockOrder, addEvent, update, announce, money } = steps;

  const toDto = (row: DisputeRow, order: OrderRow, openerName: string): TDispute => ({
    id: row.id,
    order_id: row.orderId,
    order_title: order.title,
    price: toDollars(order.priceCents),
    status: row.status,
    opened_by: row.openedBy,
    opened_by_name: openerName,
    reason: row.reason,
    outcome: row.outcome,
    freelancer_amount: row.freelancerCents === null ? null : toDollars(row.freelancerCents),
    decision: row.decision,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  });

  const selectDisputes = () =>
    db
      .select({ dispute: orderDisputes, order: orders, openerUsername: users.username })
      .from(orderDisputes)
      .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
      .innerJoin(users, eq(users.id, orderDisputes.openedBy));

  /** Escrow to the freelancer (less the fee in proportion) and the rest back to the buyer. */
  const settle = async (tx: Database, order: OrderRow, freelancerCents: number) => {
    const escrow = await ledger.balanceOf(tx, { kind: 'escrow', orderId: order.id }, true);
    const toFreelancer = Math.min(freelancerCents, escrow);
    const toClient = escrow - toFreelancer;
    if (toFreelancer > 0) {
      const feeCents = Math.min(
        Math.round((order.feeCents * toFreelancer) / order.priceCents),
        toFreelancer,
      );
      await steps.moveToFreelancer(tx, order, toFreelancer, feeCents);
    }
    if (toClient > 0) await steps.moveToClient(tx, order, toClient);
    return { toFreelancer, toClient, escrow };
  };

  return {
    /** Either side stops a funded order; the reason and evidence join its timeline. */
    open: async (userId: number, orderId: number, input: Required<TOpenDispute>) => {
      const order = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, userId, orderId);
        if (row.status !== 'in_escrow' && row.status !== 'delivered')
          throw new AppError(
            'conflict',
            row.status === 'disputed'
              ? 'This order is already in dispute: an admin will decide.'
              : 'Only an order whose money is in escrow (in progress or delivered) can be disputed.',
          );
        const eventId = await addEvent(tx, orderId, 'dispute_opened', userId, input.reason);
        await deps.files.attach(tx, userId, orderId, eventId, input.file_ids);
        await tx
          .insert(orderDisputes)
          .values({ orderId, openedBy: userId, reason: input.reason, eventId });
        await update(tx, orderId, {
          status: 'disputed',
          autoCompleteAt: null,
          cancelRequestedBy: null,
        });
        return row;
      });
      const other = order.clientId === userId ? order.freelancerId : order.clientId;
      await announce(
        order,
        userId,
        'A dispute was opened. The money stays in escrow until an admin decides.',
        { userId: other, text: `A dispute was opened on "${order.title}"`, kind: 'order_disputed' },
      );
      return steps.detailFor(userId, orderId);
    },

    list: async (status: 'open' | 'resolved', limit: number): Promise<TDispute[]> => {
      const rows = await selectDisputes()
        .where(eq(orderDisputes.status, status))
        .orderBy(
          status === 'open' ? orderDisputes.createdAt : desc(orderDisputes.resolvedAt),
          orderDisputes.id,
        )
        .limit(limit);
      return rows.map((row) => toDto(row.dispute, row.order, row.openerUsername));
    },

    /** Everything an admin reads before deciding: the order, its timeline and the chat. */
    detail: async (disputeId: number): Promise<TDisputeDetail> => {
      const [row] = await selectDisputes().where(eq(orderDisputes.id, disputeId));
      if (!row) throw new AppError('not_found', DISPUTE_NOT_FOUND);
      const order = await steps.views.detail(null, row.order.id);
      if (!order) throw new AppError('not_found', DISPUTE_NOT_FOUND);
      const chatId = row.order.chatId;
      const lines =
        chatId === null
          ? []
          : await db
              .select({ message: messages, username: users.username })
              .from(messages)
              .innerJoin(users, eq(users.id, messages.senderId))
              .where(eq(messages.chatId, chatId))
              .orderBy(desc(messages.id))
              .limit(CONVERSATION_LINES);
      // The admin downloads the evidence and deliveries through the admin route.
      const forAdmin = (file: TOrderFile) => ({ ...file, url: adminOrderFileUrl(file.id) });
      return {
        dispute: toDto(row.dispute, row.order, row.openerUsername),
        order: {
          ...order,
          requirement_files: order.requirement_files.map(forAdmin),
          events: order.events.map((event) => ({ ...event, files: event.files.map(forAdmin) })),
        },
        messages: lines.reverse().map(({ message, username }) => ({
          id: message.id,
          sender_id: message.kind === 'system' ? null : message.senderId,
          sender_name: message.kind === 'system' ? 'Order update' : username,
          text: message.body,
          created_at: message.createdAt.toISOString(),
        })),
      };
    },

    /**
     * An admin's decision: release, refund, or split by the freelancer's amount. Returns the
     * dispute before and after, for the audit log the caller writes in the same transaction.
     */
    resolve: async (tx: Database, adminId: number, disputeId: number, input: TResolveDispute) => {
      const [before] = await tx
        .select()
        .from(orderDisputes)
        .where(eq(orderDisputes.id, disputeId))
        .for('update');
      if (!before) throw new AppError('not_found', DISPUTE_NOT_FOUND);
      if (before.status !== 'open')
        throw new AppError('conflict', 'This dispute has already been decided.');
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, before.orderId))
        .for('update');
      if (!order || order.status !== 'disputed')
        throw new Error(`order of open dispute ${disputeId} is not disputed`);
      const requested =
        input.outcome === 'release'
          ? order.priceCents
          : input.outcome === 'refund'
            ? 0
            : toCents(input.freelancer_amount ?? 0);
      if (input.outcome === 'split' && (requested <= 0 || requested >= order.priceCents))
        throw new AppError('unprocessable', DISPUTE_MESSAGES.splitAmountRange, {
          freelancer_amount: DISPUTE_MESSAGES.splitAmountRange,
        });
      const moved = await settle(tx, order, requested);
      const now = new Date();
      const completed = moved.toFreelancer > 0;
      await update(
        tx,
        order.id,
        completed
          ? { status: 'completed', completedAt: now, autoCompleteAt: null }
          : { status: 'cancelled', cancelledAt: now, autoCompleteAt: null },
      );
      const summary =
        `Decision: ${OUTCOME_WORDS[input.outcome]} (${money(moved.toFreelancer)} to the ` +
        `freelancer before the fee, ${money(moved.toClient)} refunded to the buyer). ${input.decision}`;
      await addEvent(tx, order.id, 'dispute_resolved', adminId, summary);
      const [after] = await tx
        .update(orderDisputes)
        .set({
          status: 'resolved',
          outcome: input.outcome,
          freelancerCents: moved.toFreelancer,
          decision: input.decision,
          decidedBy: adminId,
          resolvedAt: now,
        })
        .where(and(eq(orderDisputes.id, disputeId), eq(orderDisputes.status, 'open')))
        .returning();
      if (!after) throw new Error('update returned no row');
      if (completed && order.proposalId !== null)
        await steps.completeContract(tx, order.proposalId);
      return { before, after, order, summary };
    },

    /** After the decision committed: a line in the conversation and a notice to both sides. */
    announceDecision: async (order: OrderRow, adminId: number, summary: string) => {
      const text = `The dispute on "${order.title}" was decided`;
      await announce(order, adminId, summary, {
        userId: order.clientId,
        text,
        kind: 'order_disputed',
      });
      await deps.notifications.notify(
        order.freelancerId,
        'order_disputed',
        text,
        `/orders/${order.id}`,
      );
    },
  };
};

export type OrderDisputes = ReturnType<typeof createOrderDisputes>;

import { and, asc, eq, notInArray } from 'drizzle-orm';
import { SETTLED_ORDER_STATUSES } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orders } from '#db/schema/index.ts';
import type { PaymentsService } from '#modules/payments/index.ts';
import type { OrderSteps } from './order-steps.ts';
import type { OrderRow } from './order-views.ts';

/**
 * A job contract's side of the orders module: its escrow orders are its milestones (one for
 * a contract accepted without them). The proposals module opens, locks and settles them inside
 * its own transactions, always locking the orders before the proposal.
 */
export const createContractOrders = (steps: OrderSteps, payments: PaymentsService) => {
  const { dayMs, addEvent, update, release, announce, money } = steps;

  return {
    /**
     * An accepted proposal's escrow orders, opened in the proposal's transaction: one per
     * milestone, or one for the whole bid. Each milestone's fee is its share of the
     * proposal's fee, so the parts add up to the whole.
     */
    createForContract: async (
      tx: Database,
      contract: {
        proposalId: number;
        clientId: number;
        freelancerId: number;
        title: string;
        bidCents: number;
        feeCents: number;
        chatId: number;
        deliveryDays: number;
        milestones: { title: string; amountCents: number; dueAt: Date }[];
      },
    ) => {
      const parts =
        contract.milestones.length > 0
          ? contract.milestones
          : [{ title: null, amountCents: contract.bidCents, dueAt: null }];
      // Each fee is the step of the rounded running share: never negative, never more than
      // its milestone's amount, and together exactly the proposal's fee.
      const feeUpTo = (cents: number) =>
        Math.round((contract.feeCents * cents) / contract.bidCents);
      let amountBefore = 0;
      for (const [index, part] of parts.entries()) {
        const feeCents = feeUpTo(amountBefore + part.amountCents) - feeUpTo(amountBefore);
        amountBefore += part.amountCents;
        const [order] = await tx
          .insert(orders)
          .values({
            kind: 'contract',
            proposalId: contract.proposalId,
            milestonePosition: index + 1,
            milestoneTitle: part.title,
            clientId: contract.clientId,
            freelancerId: contract.freelancerId,
            title: part.title ? `${contract.title}: ${part.title}` : contract.title,
            priceCents: part.amountCents,
            feeCents,
            chatId: contract.chatId,
            // A milestone is due on its date; its revision gets as long again as it had.
            dueAt: part.dueAt,
            deliveryDays: part.dueAt
              ? Math.max(1, Math.ceil((part.dueAt.getTime() - Date.now()) / dayMs))
              : contract.deliveryDays,
            revisionsIncluded: 1,
          })
          .onConflictDoNothing({ target: [orders.proposalId, orders.milestonePosition] })
          .returning();
        if (order) await addEvent(tx, order.id, 'created', contract.clientId);
      }
    },

    /**
     * A contract's orders (its milestones), locked in id order in the proposal's transaction
     * before the proposal row, the order every change of an order takes its locks in.
     */
    lockContractOrders: async (tx: Database, proposalId: number) =>
      tx
        .select()
        .from(orders)
        .where(eq(orders.proposalId, proposalId))
        .orderBy(asc(orders.id))
        .for('update'),

    /**
     * Whether any milestone of the contract is still to be funded, worked on or decided (the
     * contract ends when none is). A fresh read: the caller holds the proposal's lock.
     */
    hasOpenMilestones: async (tx: Database, proposalId: number) => {
      const [open] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.proposalId, proposalId),
            notInArray(orders.status, [...SETTLED_ORDER_STATUSES]),
          ),
        )
        .limit(1);
      return open !== undefined;
    },

    /** Whether a contract has orders yet, read without locking them. */
    findContractOrder: async (tx: Database, proposalId: number) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.proposalId, proposalId))
        .limit(1);
      return order;
    },

    /**
     * Completing a contract ends each of its milestones, all locked already: the funded ones
     * release their escrow, the ones never funded end cancelled (nothing was paid). Answers
     * what was released, for the announcement after commit.
     */
    settleContract: async (tx: Database, clientId: number, contractOrders: OrderRow[]) => {
      const released: OrderRow[] = [];
      for (const order of contractOrders) {
        if (order.status === 'in_escrow' || order.status === 'delivered') {
          await release(tx, order, 'accepted', clientId);
          released.push(order);
        } else if (order.status === 'awaiting_payment') {
          await payments.closeCheckouts(tx, order.id);
          await update(tx, order.id, { status: 'cancelled', cancelledAt: new Date() });
          await addEvent(
            tx,
            order.id,
            'cancelled',
            clientId,
            'The contract was completed before this milestone was funded.',
          );
        }
      }
      return released;
    },

    /** After a contract completed through its proposal: tell both sides in the chat. */
    announceContractReleased: async (contractTitle: string, released: OrderRow[]) => {
      const [first] = released;
      if (!first) return;
      const netCents = released.reduce((sum, order) => sum + order.priceCents - order.feeCents, 0);
      await announce(first, first.clientId, 'The contract is complete. Payment released.', {
        userId: first.freelancerId,
        text: `"${contractTitle}" is complete: ${money(netCents)} released to you`,
      });
    },
  };
};

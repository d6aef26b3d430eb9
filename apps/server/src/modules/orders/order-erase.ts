import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { SETTLED_ORDER_STATUSES } from '@marketplace/contract';
import { orderDisputes, orderEvents, orders } from '#db/schema/index.ts';

/**
 * What account deletion asks of the orders module. The orders themselves stay (they are
 * the record of money that moved), with what the person wrote taken out.
 */
export const createOrderErasure = () => ({
  /** The person's orders, as client or freelancer, that are neither completed nor cancelled. */
  openOrdersOf: async (tx: Database, userId: number) =>
    tx
      .select({ id: orders.id, proposalId: orders.proposalId })
      .from(orders)
      .where(
        and(
          or(eq(orders.clientId, userId), eq(orders.freelancerId, userId)),
          notInArray(orders.status, [...SETTLED_ORDER_STATUSES]),
        ),
      ),

  /**
   * In the deletion's transaction: requirements the person wrote, their events' words and the
   * reasons of disputes they opened (a disputed order is open, so only decided ones remain).
   */
  eraseParty: async (tx: Database, userId: number) => {
    await tx
      .update(orders)
      .set({ requirements: '', updatedAt: sql`now()` })
      .where(eq(orders.clientId, userId));
    await tx.update(orderEvents).set({ message: '' }).where(eq(orderEvents.actorId, userId));
    await tx.update(orderDisputes).set({ reason: '' }).where(eq(orderDisputes.openedBy, userId));
  },
});

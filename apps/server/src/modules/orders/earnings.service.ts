import { and, eq, inArray, sql } from 'drizzle-orm';
import { toDollars, type TEarnings, type TPayout } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orders } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { LedgerService } from '#modules/ledger/index.ts';
import type { PaymentsService } from '#modules/payments/index.ts';
import { createPayOut } from './pay-out.ts';

const MOVEMENTS_SHOWN = 100;

/** A freelancer's money: what escrow holds for them, what they may pay out, and payouts. */
export const createEarningsService = (deps: {
  db: Database;
  ledger: LedgerService;
  payments: PaymentsService;
}) => {
  const { db, ledger, payments } = deps;
  const payOut = createPayOut(deps);

  return {
    get: async (freelancerId: number): Promise<TEarnings> => {
      const [pending] = await db
        .select({
          cents: sql<number>`coalesce(sum(${orders.priceCents} - ${orders.feeCents}), 0)::bigint`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.freelancerId, freelancerId),
            // A disputed order's money is still in escrow, until an admin decides.
            inArray(orders.status, ['in_escrow', 'delivered', 'disputed']),
          ),
        );
      const available = await ledger.balanceOf(db, {
        kind: 'freelancer_available',
        userId: freelancerId,
      });
      const movements = await ledger.movementsOf(freelancerId, MOVEMENTS_SHOWN);
      const orderIds = [
        ...new Set(
          movements.flatMap((movement) => (movement.orderId === null ? [] : [movement.orderId])),
        ),
      ];
      const [fees, titles] = await Promise.all([
        ledger.feesOf(orderIds),
        orderIds.length === 0
          ? []
          : db
              .select({ id: orders.id, title: orders.title })
              .from(orders)
              .where(inArray(orders.id, orderIds)),
      ]);
      const titleOf = new Map(titles.map((row) => [row.id, row.title]));
      // From the ledger, not the orders' prices: a dispute may have released part of one.
      const paidOut = await ledger.balanceOf(db, { kind: 'payouts', userId: freelancerId });
      return {
        pending: toDollars(Number(pending?.cents ?? 0)),
        available: toDollars(available),
        total_earned: toDollars(available + paidOut),
        movements: movements.map((movement) => ({
          id: movement.id,
          kind: movement.kind === 'payout' ? 'payout' : 'release',
          amount: toDollars(movement.amountCents),
          fee: movement.orderId === null ? 0 : toDollars(fees.get(movement.orderId) ?? 0),
          order_id: movement.orderId,
          title:
            movement.kind === 'payout' ? 'Payout' : (titleOf.get(movement.orderId ?? 0) ?? 'Order'),
          created_at: movement.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Pays the whole available balance out. The balance row is locked first, so two payouts
     * at once pay once; the database refuses a balance below zero in any case.
     */
    payout: async (freelancerId: number, idempotencyKey: string | null): Promise<TPayout> =>
      db.transaction(async (tx) => {
        const available = await ledger.balanceOf(
          tx,
          { kind: 'freelancer_available', userId: freelancerId },
          true,
        );
        // Under the balance lock: a retry whose first answer was lost gets the same payout.
        const earlier = idempotencyKey
          ? await payments.payoutByKey(tx, freelancerId, idempotencyKey)
          : undefined;
        if (earlier)
          return {
            id: earlier.id,
            amount: toDollars(earlier.amountCents),
            created_at: earlier.createdAt.toISOString(),
          };
        if (available <= 0) throw new AppError('conflict', 'There is nothing to pay out yet.');
        const payout = await payOut(tx, freelancerId, available, idempotencyKey);
        return {
          id: payout.id,
          amount: toDollars(available),
          created_at: payout.createdAt.toISOString(),
        };
      }),
  };
};

export type EarningsService = ReturnType<typeof createEarningsService>;

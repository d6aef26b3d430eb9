import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TPaymentSummary, TPaymentsInfo } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orders, payments, payouts } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { CardInput, PaymentProvider } from './payment-provider.ts';

type PaymentRow = typeof payments.$inferSelect;

export const toPaymentSummary = (row: PaymentRow): TPaymentSummary => ({
  id: row.id,
  status: row.status,
  card_brand: row.cardBrand,
  card_last4: row.cardLast4,
  failure_message: row.failureMessage,
  created_at: row.createdAt.toISOString(),
});

/**
 * Payment attempts and payouts, recorded in the caller's transaction together with the
 * order's state change and the ledger movement, so they commit together or not at all.
 */
export const createPaymentsService = (deps: { db: Database; provider: PaymentProvider }) => {
  const { db, provider } = deps;

  return {
    /**
     * Account deletion, in its transaction: the card details of the person's payments go;
     * amounts, states and dates stay with their orders.
     */
    eraseCardDetails: async (tx: Database, clientId: number) => {
      await tx
        .update(payments)
        .set({ cardBrand: null, cardLast4: null, failureMessage: null, updatedAt: sql`now()` })
        .where(
          inArray(
            payments.orderId,
            tx.select({ id: orders.id }).from(orders).where(eq(orders.clientId, clientId)),
          ),
        );
    },

    info: (): TPaymentsInfo => ({
      provider: provider.name,
      test_mode: provider.testMode,
      test_cards: provider.testCards,
    }),

    /** Charges the card and records the attempt, whatever its outcome. */
    charge: async (
      tx: Database,
      input: { orderId: number; amountCents: number; card: CardInput },
    ): Promise<PaymentRow> => {
      const [attempts] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.orderId, input.orderId))
        .orderBy(desc(payments.id))
        .limit(1);
      const outcome = await provider.createPayment({
        reference: `order-${input.orderId}-attempt-${(attempts?.id ?? 0) + 1}`,
        amountCents: input.amountCents,
        card: input.card,
      });
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: input.orderId,
          provider: provider.name,
          amountCents: input.amountCents,
          status: outcome.status,
          providerRef: outcome.status === 'failed' ? null : outcome.providerRef,
          cardBrand: outcome.cardBrand,
          cardLast4: outcome.cardLast4,
          failureMessage: outcome.status === 'failed' ? outcome.message : null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The second step of a payment that asked for one; the row is locked while it runs. */
    confirm: async (tx: Database, orderId: number, paymentId: number): Promise<PaymentRow> => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)))
        .for('update');
      if (!payment) throw new AppError('not_found', 'This payment does not exist.');
      if (payment.status !== 'requires_confirmation' || !payment.providerRef)
        throw new AppError('conflict', 'This payment does not need confirming.');
      const outcome = await provider.confirmPayment(payment.providerRef);
      const [row] = await tx
        .update(payments)
        .set(
          outcome.status === 'succeeded'
            ? { status: 'succeeded', providerRef: outcome.providerRef, updatedAt: new Date() }
            : { status: 'failed', failureMessage: outcome.message, updatedAt: new Date() },
        )
        .where(eq(payments.id, paymentId))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    /**
     * Gives the order's successful payment back to the card it came from: all of it, or
     * `amountCents` of it when a dispute split the escrow (the payment then stays 'succeeded'
     * with the part in `refunded_cents`).
     */
    refund: async (tx: Database, orderId: number, amountCents?: number) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
        .for('update');
      if (!payment?.providerRef) throw new Error(`order ${orderId} has no payment to refund`);
      const refundCents = Math.min(amountCents ?? payment.amountCents, payment.amountCents);
      await provider.refund({ providerRef: payment.providerRef, amountCents: refundCents });
      await tx
        .update(payments)
        .set({
          status: refundCents === payment.amountCents ? 'refunded' : 'succeeded',
          refundedCents: refundCents,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, payment.id));
    },

    payout: async (
      tx: Database,
      userId: number,
      amountCents: number,
      idempotencyKey: string | null,
    ) => {
      const [previous] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(eq(payouts.userId, userId))
        .orderBy(desc(payouts.id))
        .limit(1);
      const { payoutRef } = await provider.payout({
        reference: `payout-${userId}-${(previous?.id ?? 0) + 1}`,
        userId,
        amountCents,
      });
      const [row] = await tx
        .insert(payouts)
        .values({
          userId,
          amountCents,
          provider: provider.name,
          providerRef: payoutRef,
          idempotencyKey,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The payout a caller already made with this Idempotency-Key, if any. */
    payoutByKey: async (tx: Database, userId: number, idempotencyKey: string) => {
      const [row] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** Whether a payment of the order waits for its second step (so no new one may start). */
    pendingConfirmation: async (tx: Database, orderId: number) => {
      const [row] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'requires_confirmation')))
        .limit(1);
      return row;
    },

    listForOrders: async (orderIds: number[]) => {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        .orderBy(payments.id);
    },
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;

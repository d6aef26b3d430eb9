import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TPaymentSummary, TPaymentsInfo } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orders, payments, payouts } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { CardInput, PaymentProvider } from './payment-provider.ts';
import { createPaymentWebhook, type SettleCheckout } from './payment-webhook.ts';
import { createPayoutAccounts } from './payout-accounts.ts';

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
export const createPaymentsService = (deps: {
  db: Database;
  provider: PaymentProvider;
  /** The site's address: the processor's payout setup sends people back to it. */
  linkOrigin: string;
}) => {
  const { db, provider } = deps;
  let settleCheckout: SettleCheckout = async () => {
    throw new Error('the orders module has not registered its checkout step');
  };
  /**
   * Closes the order's open checkout pages at the processor and marks them failed with
   * `failureMessage`, so none can be paid any more; a page already paid throws 409
   * (`paidMessage`): its confirmation is on its way. The caller holds the order's lock.
   */
  /**
   * The number in a new payment attempt's reference (the processor's idempotency key): one
   * more than the order's last payment row, so a retried call of the same attempt repeats it.
   */
  const nextAttempt = async (tx: Database, orderId: number) => {
    const [last] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.id))
      .limit(1);
    return (last?.id ?? 0) + 1;
  };

  const closeCheckouts = async (
    tx: Database,
    orderId: number,
    failureMessage: string,
    paidMessage: string,
  ) => {
    const hosted = provider.hostedCheckout;
    if (!hosted) return;
    const open = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
      .for('update');
    for (const page of open) {
      if (!page.providerRef) continue;
      if ((await hosted.close(page.providerRef)) === 'paid')
        throw new AppError('conflict', paidMessage);
      await tx
        .update(payments)
        .set({ status: 'failed', failureMessage, updatedAt: new Date() })
        .where(eq(payments.id, page.id));
    }
  };

  const accounts = createPayoutAccounts(deps);
  const webhook = createPaymentWebhook({
    db,
    provider,
    settleCheckout: (tx, checkoutRef, outcome) => settleCheckout(tx, checkoutRef, outcome),
    refreshAccount: accounts.refresh,
  });

  /** Gives `refundCents` of one successful payment back; the payment row is locked. */
  const refundPayment = async (tx: Database, payment: PaymentRow, refundCents: number) => {
    if (!payment.providerRef) throw new Error(`payment ${payment.id} has no processor reference`);
    await provider.refund({
      reference: `refund-payment-${payment.id}`,
      providerRef: payment.providerRef,
      amountCents: refundCents,
    });
    await tx
      .update(payments)
      .set({
        status: refundCents === payment.amountCents ? 'refunded' : 'succeeded',
        refundedCents: refundCents,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
  };

  return {
    ...accounts.forCallers,

    /** The orders module's step for checkout outcomes the webhook reports (set once at start). */
    onCheckoutOutcome: (step: SettleCheckout) => {
      settleCheckout = step;
    },

    /** A call to the processor's webhook endpoint: verified, then acted on once. */
    handleWebhook: webhook.handle,

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
      checkout: provider.checkout,
    }),

    /**
     * Opens the processor's checkout page for the order and records the attempt as pending:
     * only the processor's signed webhook settles it (`settleCheckout`).
     */
    beginCheckout: async (
      tx: Database,
      input: {
        orderId: number;
        amountCents: number;
        title: string;
        successUrl: string;
        cancelUrl: string;
      },
    ): Promise<{ url: string; payment: PaymentRow }> => {
      if (!provider.hostedCheckout)
        throw new AppError('conflict', 'Pay with the card form on the order page.');
      // One open page per order: an earlier one closes first, so the buyer pays once.
      await closeCheckouts(
        tx,
        input.orderId,
        'A newer checkout page replaced this one.',
        'Your earlier payment for this order went through and is being confirmed. Reload the page in a moment.',
      );
      const attempt = await nextAttempt(tx, input.orderId);
      const { url, providerRef } = await provider.hostedCheckout.create({
        reference: `order-${input.orderId}-checkout-${attempt}`,
        ...input,
      });
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: input.orderId,
          provider: provider.name,
          amountCents: input.amountCents,
          status: 'pending',
          providerRef,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { url, payment: row };
    },

    /**
     * Before an unpaid order ends: its open checkout pages close at the processor, so nothing
     * can be paid for it any more; a page already paid refuses the cancellation (409).
     */
    closeCheckouts: (tx: Database, orderId: number) =>
      closeCheckouts(
        tx,
        orderId,
        'The order was cancelled before this page was paid.',
        'A payment for this order went through and is being confirmed, so it cannot be cancelled as unpaid. Reload the page in a moment.',
      ),

    /** The payment a checkout page belongs to, unlocked: the caller locks its order first. */
    findCheckout: async (tx: Database, checkoutRef: string) => {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, checkoutRef)));
      return row;
    },

    /**
     * Records what the processor said of a pending checkout. Returns the updated payment, or
     * undefined when it is no longer pending (settled by an earlier event: nothing changes).
     */
    settleCheckout: async (
      tx: Database,
      paymentId: number,
      outcome: { status: 'succeeded'; paymentRef: string } | { status: 'failed'; message: string },
    ): Promise<PaymentRow | undefined> => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      if (payment?.status !== 'pending') return undefined;
      const [row] = await tx
        .update(payments)
        .set(
          outcome.status === 'succeeded'
            ? // Refunds name the PaymentIntent, not the checkout session.
              { status: 'succeeded', providerRef: outcome.paymentRef, updatedAt: new Date() }
            : { status: 'failed', failureMessage: outcome.message, updatedAt: new Date() },
        )
        .where(eq(payments.id, paymentId))
        .returning();
      return row;
    },

    /** A payment that succeeded when its order could no longer take it goes back in full. */
    refundWhole: async (tx: Database, payment: PaymentRow) =>
      refundPayment(tx, payment, payment.amountCents),

    /** Charges the card and records the attempt, whatever its outcome. */
    charge: async (
      tx: Database,
      input: { orderId: number; amountCents: number; card: CardInput },
    ): Promise<PaymentRow> => {
      const attempt = await nextAttempt(tx, input.orderId);
      const outcome = await provider.createPayment({
        reference: `order-${input.orderId}-attempt-${attempt}`,
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
      await refundPayment(
        tx,
        payment,
        Math.min(amountCents ?? payment.amountCents, payment.amountCents),
      );
    },

    payout: async (
      tx: Database,
      userId: number,
      amountCents: number,
      idempotencyKey: string | null,
      /** A payout made by a release: its own idempotency key, and the order's transfer group. */
      release?: { orderId: number },
    ) => {
      const destination = await accounts.destination(tx, userId);
      const [previous] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(eq(payouts.userId, userId))
        .orderBy(desc(payouts.id))
        .limit(1);
      // The processor's idempotency key must come out the same when a call whose outcome was
      // unknown (rolled back, 503) is retried, or the processor could pay twice: one per
      // order for a release; for a withdrawal the caller's Idempotency-Key when it sent one
      // (a failed call frees it for the retry), else the next payout's number, which holds
      // as long as no other payout of the person commits in between.
      const { payoutRef } = await provider.payout({
        reference: release
          ? `release-order-${release.orderId}`
          : idempotencyKey
            ? `withdrawal-${userId}-${idempotencyKey}`
            : `payout-${userId}-${(previous?.id ?? 0) + 1}`,
        userId,
        amountCents,
        destination,
        group: release ? `order-${release.orderId}` : null,
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

import { eq } from 'drizzle-orm';
import type { TCheckout } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orders } from '#db/schema/index.ts';
import type { LedgerService } from '#modules/ledger/index.ts';
import type { PaymentsService } from '#modules/payments/index.ts';
import type { OrderSteps } from './order-steps.ts';

/** What a processor said of a checkout page, once its signature was checked. */
export type CheckoutOutcome =
  { status: 'succeeded'; paymentRef: string } | { status: 'failed'; message: string };

/**
 * Paying an order on the processor's hosted checkout page (Stripe Checkout). The buyer's
 * return to the site moves nothing: the order is funded when the processor's signed webhook
 * says the payment succeeded, through the same `fund` step as a card paid on the order page.
 */
export const createOrderCheckout = (deps: {
  db: Database;
  steps: OrderSteps;
  payments: PaymentsService;
  ledger: LedgerService;
  /** The site's address, for the checkout page's way back to the order. */
  linkOrigin: string;
}) => {
  const { db, steps, payments, linkOrigin } = deps;

  return {
    start: async (clientId: number, orderId: number): Promise<TCheckout> =>
      db.transaction(async (tx) => {
        const order = await steps.lockOrder(tx, clientId, orderId);
        steps.assertClient(order, clientId, 'pay for');
        steps.assertStatus(order, ['awaiting_payment'], 'paid');
        const back = `${linkOrigin}/orders/${orderId}?checkout=`;
        const { url } = await payments.beginCheckout(tx, {
          orderId,
          amountCents: order.priceCents,
          title: order.title,
          successUrl: `${back}success`,
          cancelUrl: `${back}cancelled`,
        });
        return { url };
      }),

    /**
     * The webhook's part, in its transaction: the order row is locked before the payment row
     * (the order of every other step) and its state re-checked. An outcome for a checkout
     * already settled changes nothing, so events may come twice and in any order. Returns
     * what to tell people once the transaction committed.
     */
    settle: async (
      tx: Database,
      checkoutRef: string,
      outcome: CheckoutOutcome,
    ): Promise<(() => Promise<void>) | undefined> => {
      const pending = await payments.findCheckout(tx, checkoutRef);
      // Not a checkout of this site (another integration on the same Stripe account).
      if (!pending) return undefined;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, pending.orderId))
        .for('update');
      if (!order) return undefined;
      const payment = await payments.settleCheckout(tx, pending.id, outcome);
      if (!payment) return undefined;
      if (payment.status === 'failed') {
        await steps.addEvent(
          tx,
          order.id,
          'payment_failed',
          order.clientId,
          payment.failureMessage ?? '',
        );
        return undefined;
      }
      if (order.status === 'awaiting_payment') {
        await steps.fund(tx, order);
        return () => steps.announcePaid(order);
      }
      if (order.status === 'cancelled') {
        // Cancelled meanwhile: the money passes through the order's escrow on the ledger and
        // straight back to the buyer's card, as a refund of a funded order would.
        await deps.ledger.move(tx, {
          kind: 'payment',
          orderId: order.id,
          entries: [
            {
              account: { kind: 'client_payments', userId: order.clientId },
              amountCents: -payment.amountCents,
            },
            { account: { kind: 'escrow', orderId: order.id }, amountCents: payment.amountCents },
          ],
        });
        await steps.moveToClient(tx, order, payment.amountCents);
      } else {
        // Paid by another checkout page of the same order: this one is not the order's money.
        await payments.refundWhole(tx, payment);
      }
      const why = order.status === 'cancelled' ? 'was cancelled' : 'was already paid';
      const line = `A payment of ${steps.money(payment.amountCents)} arrived after the order ${why}: it was refunded in full.`;
      await steps.addEvent(tx, order.id, 'payment_refunded', null, line);
      return () =>
        steps.announce(order, order.clientId, line, {
          userId: order.clientId,
          text: `Your payment for "${order.title}" was refunded`,
        });
    },
  };
};

export type OrderCheckout = ReturnType<typeof createOrderCheckout>;

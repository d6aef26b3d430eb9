import type { Database } from '#db/client.ts';
import { and, eq } from 'drizzle-orm';
import { paymentEvents, payments } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The one currency orders are priced and paid in. */
const CURRENCY = 'usd';

/**
 * The orders module's step for a checkout's outcome (funds, fails or refunds the order), run
 * in the webhook's transaction; answers what to tell people once it committed.
 */
export type SettleCheckout = (
  tx: Database,
  checkoutRef: string,
  outcome: { status: 'succeeded'; paymentRef: string } | { status: 'failed'; message: string },
) => Promise<(() => Promise<void>) | undefined>;

/**
 * The processor's signed calls. Each event is acted on once, in one transaction with the
 * record of its id: a redelivery finds the id and does nothing, and a failure part-way
 * leaves no record, so the processor's retry acts again.
 */
export const createPaymentWebhook = (deps: {
  db: Database;
  provider: PaymentProvider;
  settleCheckout: SettleCheckout;
  /** Reads a payout account's state from the processor and keeps it. */
  refreshAccount: (accountRef: string) => Promise<unknown>;
}) => {
  const { db, provider } = deps;

  /** False: the event was handled before (a redelivery). */
  const recordEvent = async (tx: Database, event: { id: string; type: string }) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: provider.name, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return inserted.length > 0;
  };

  return {
    handle: async (
      rawBody: Buffer,
      signature: string | undefined,
      log: { error: (details: object, message: string) => void },
    ): Promise<{ received: true; duplicate: boolean }> => {
      if (!provider.webhook)
        throw new AppError(
          'not_found',
          `This server takes no webhook calls: its payment provider is ${provider.name}.`,
        );
      const event = provider.webhook.verify(rawBody, signature);
      const result = await db.transaction(async (tx) => {
        if (!(await recordEvent(tx, event))) return { duplicate: true, after: undefined };
        if (event.kind === 'checkout_succeeded') {
          // What was paid must be what the order's page asked for: anything else is not this
          // order's payment (or a bug), so nothing is funded and the operator is told; the
          // 400 rolls the record back, and Stripe's dashboard shows the failing delivery.
          const [payment] = await tx
            .select({ amountCents: payments.amountCents })
            .from(payments)
            .where(
              and(
                eq(payments.provider, provider.name),
                eq(payments.providerRef, event.checkoutRef),
              ),
            );
          if (
            payment &&
            (event.amountCents !== payment.amountCents || event.currency !== CURRENCY)
          ) {
            log.error(
              {
                eventId: event.id,
                checkoutRef: event.checkoutRef,
                paid: { amountCents: event.amountCents, currency: event.currency },
                expected: { amountCents: payment.amountCents, currency: CURRENCY },
              },
              'checkout amount or currency does not match its payment: not funded',
            );
            throw new AppError(
              'bad_request',
              `This checkout was paid ${event.amountCents ?? '?'} ${event.currency ?? '?'} (cents), not the ${payment.amountCents} ${CURRENCY} its order asked for: nothing was funded.`,
            );
          }
        }
        if (event.kind === 'checkout_succeeded' || event.kind === 'checkout_failed') {
          const outcome =
            event.kind === 'checkout_succeeded'
              ? { status: 'succeeded' as const, paymentRef: event.paymentRef }
              : { status: 'failed' as const, message: event.message };
          return {
            duplicate: false,
            after: await deps.settleCheckout(tx, event.checkoutRef, outcome),
          };
        }
        return { duplicate: false, after: undefined };
      });
      // Whether a payout account accepts payouts: read from the processor after the event is
      // recorded, outside the transaction (it holds no lock while Stripe answers). A redelivery
      // reads again too: harmless, and it heals a read that failed the first time.
      if (event.kind === 'account_updated') await deps.refreshAccount(event.accountRef);
      await result.after?.();
      return { received: true, duplicate: result.duplicate };
    },
  };
};

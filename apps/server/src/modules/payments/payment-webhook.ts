import type { Database } from '#db/client.ts';
import { AppError } from '#kernel/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentsService } from './payments.service.ts';

type AfterCommit = (() => Promise<void>) | undefined;

/**
 * The processor's signed calls. Each event is acted on once, in one transaction with the
 * record of its id: a redelivery finds the id and does nothing, and a failure part-way
 * leaves no record, so the processor's retry acts again.
 */
export const createPaymentWebhook = (deps: {
  db: Database;
  provider: PaymentProvider;
  payments: PaymentsService;
  /** The orders module's step for a checkout's outcome (funds, fails or refunds). */
  settleCheckout: (
    tx: Database,
    checkoutRef: string,
    outcome: { status: 'succeeded'; paymentRef: string } | { status: 'failed'; message: string },
  ) => Promise<AfterCommit>;
}) => {
  const { db, provider, payments } = deps;

  return {
    handle: async (
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate: boolean }> => {
      if (!provider.webhook)
        throw new AppError(
          'not_found',
          `This server takes no webhook calls: its payment provider is ${provider.name}.`,
        );
      const event = provider.webhook.verify(rawBody, signature);
      const result = await db.transaction(async (tx) => {
        if (!(await payments.recordEvent(tx, event))) return { duplicate: true };
        let after: AfterCommit;
        if (event.kind === 'checkout_succeeded')
          after = await deps.settleCheckout(tx, event.checkoutRef, {
            status: 'succeeded',
            paymentRef: event.paymentRef,
          });
        if (event.kind === 'checkout_failed')
          after = await deps.settleCheckout(tx, event.checkoutRef, {
            status: 'failed',
            message: event.message,
          });
        if (event.kind === 'account_updated')
          await payments.updatePayoutAccount(tx, event.accountRef, event.payoutsEnabled);
        return { duplicate: false, after };
      });
      if ('after' in result && result.after) await result.after();
      return { received: true, duplicate: result.duplicate };
    },
  };
};

export type PaymentWebhook = ReturnType<typeof createPaymentWebhook>;

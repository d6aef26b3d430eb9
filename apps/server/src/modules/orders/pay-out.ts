import type { Database } from '#db/client.ts';
import type { LedgerService } from '#modules/ledger/index.ts';
import type { PaymentsService } from '#modules/payments/index.ts';

/**
 * Money from a freelancer's available balance to them, through the processor: the payout
 * row and its ledger movement, in the caller's transaction. A withdrawal and a release to a
 * ready payout account (Stripe Connect) both go this way.
 */
export const createPayOut =
  (deps: { ledger: LedgerService; payments: PaymentsService }) =>
  async (
    tx: Database,
    userId: number,
    amountCents: number,
    idempotencyKey: string | null,
    release?: { orderId: number },
  ) => {
    const payout = await deps.payments.payout(tx, userId, amountCents, idempotencyKey, release);
    await deps.ledger.move(tx, {
      kind: 'payout',
      payoutId: payout.id,
      entries: [
        { account: { kind: 'freelancer_available', userId }, amountCents: -amountCents },
        { account: { kind: 'payouts', userId }, amountCents },
      ],
    });
    return payout;
  };

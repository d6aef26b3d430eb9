/**
 * The one seam between orders and a card processor. The sandbox provider ships with the
 * product; a real processor implements the same four calls and is chosen by configuration,
 * without any change to orders or the ledger.
 */
export type CardInput = { cardNumber: string; expiry: string; cvc: string };

export type PaymentOutcome =
  | { status: 'succeeded'; providerRef: string; cardBrand: string; cardLast4: string }
  | { status: 'requires_confirmation'; providerRef: string; cardBrand: string; cardLast4: string }
  | {
      status: 'failed';
      reason: 'declined' | 'insufficient_funds' | 'invalid_card';
      message: string;
      cardBrand: string | null;
      cardLast4: string | null;
    };

export type PaymentProvider = {
  /** A name stored with each payment, so refunds go back through the same processor. */
  name: string;
  /** Test mode: no real money moves; the web app says so next to the card form. */
  testMode: boolean;
  /** Test cards a person may use, when the provider has them (label -> number). */
  testCards: Record<string, string>;
  /**
   * Charges a card for an order. `reference` is unique per attempt and is passed to the
   * processor as its idempotency key, so a retried call never charges twice.
   */
  createPayment: (input: {
    reference: string;
    amountCents: number;
    card: CardInput;
  }) => Promise<PaymentOutcome>;
  /** Completes a payment that asked for a second step (3-D Secure with a real processor). */
  confirmPayment: (
    providerRef: string,
  ) => Promise<
    { status: 'succeeded'; providerRef: string } | { status: 'failed'; message: string }
  >;
  refund: (input: { providerRef: string; amountCents: number }) => Promise<{ refundRef: string }>;
  payout: (input: {
    reference: string;
    userId: number;
    amountCents: number;
  }) => Promise<{ payoutRef: string }>;
};

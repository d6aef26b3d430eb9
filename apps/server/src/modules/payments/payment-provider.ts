/**
 * The one seam between orders and a card processor. The sandbox provider ships with the
 * product; a real processor (Stripe) implements the same calls, plus the capabilities a hosted
 * checkout and connected payout accounts need, and is chosen by configuration.
 */
import { AppError } from '#kernel/app-error.ts';

/**
 * The processor answered and said no (a balance too low for a transfer, say): nothing happened
 * on its side, so the caller may safely go another way. Any other error of a processor call
 * (a timeout, a lost connection, a 5xx) leaves the outcome unknown: the caller must roll back
 * and retry with the same idempotency key, never assume nothing happened.
 */
export class ProviderRefusal extends AppError {
  constructor(message: string) {
    super('unavailable', message);
    this.name = 'ProviderRefusal';
  }
}

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
  /** `reference` is the processor's idempotency key: a retried refund gives back once. */
  refund: (input: {
    reference: string;
    providerRef: string;
    amountCents: number;
  }) => Promise<{ refundRef: string }>;
  /**
   * Pays a freelancer. `destination` is their payout account with the processor, when it has
   * them (`payoutAccounts`); `group` ties the money to the order it was earned on.
   */
  payout: (input: {
    reference: string;
    userId: number;
    amountCents: number;
    destination: string | null;
    group: string | null;
  }) => Promise<{ payoutRef: string }>;
  /** card_form: `createPayment` takes the card; hosted: the buyer pays on `hostedCheckout`. */
  checkout: 'card_form' | 'hosted';
  hostedCheckout?: {
    /** Opens a checkout page for the order; `reference` is its idempotency key. */
    create: (input: {
      reference: string;
      orderId: number;
      amountCents: number;
      title: string;
      successUrl: string;
      cancelUrl: string;
    }) => Promise<{ url: string; providerRef: string }>;
    /**
     * Closes an earlier page of the order before a new one opens, so two can never both be
     * paid. 'paid': too late, it was paid (its confirmation is on its way).
     */
    close: (providerRef: string) => Promise<'closed' | 'paid'>;
  };
  /** Processors that pay freelancers into an account of theirs, which they set up first. */
  payoutAccounts?: {
    create: (input: { userId: number }) => Promise<{ accountRef: string }>;
    /** The account's state as the processor holds it now (an event's copy may be stale). */
    status: (accountRef: string) => Promise<{ payoutsEnabled: boolean }>;
    /** A one-time link to the processor's onboarding of that account. */
    onboardingLink: (input: {
      accountRef: string;
      returnUrl: string;
      refreshUrl: string;
    }) => Promise<{ url: string }>;
  };
  /** Processors that report outcomes later, by signed calls to our webhook. */
  webhook?: {
    /** Checks the signature of a delivery and reads it; throws on a forged or stale one. */
    verify: (rawBody: Buffer, signature: string | undefined) => ProviderEvent;
  };
};

/** A processor's event, in this app's terms. */
export type ProviderEvent = { id: string; type: string } & (
  | {
      kind: 'checkout_succeeded';
      checkoutRef: string;
      paymentRef: string;
      /** What the processor says was paid: checked against the payment before funding. */
      amountCents: number | null;
      currency: string | null;
    }
  | { kind: 'checkout_failed'; checkoutRef: string; message: string }
  | { kind: 'account_updated'; accountRef: string }
  /** Types this app does not act on (or a session still waiting for a bank payment). */
  | { kind: 'ignored' }
);

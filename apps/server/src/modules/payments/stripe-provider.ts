import Stripe from 'stripe';
import { AppError } from '#kernel/app-error.ts';
import { ProviderRefusal, type PaymentProvider, type ProviderEvent } from './payment-provider.ts';

export type StripeSettings = {
  secretKey: string;
  /** The signing secrets of the webhook endpoints: this account's, and the Connect one's. */
  webhookSecrets: string[];
  /** Test-only: an `http(s)://host:port` the SDK calls instead of api.stripe.com. */
  apiBase?: string | undefined;
};

const HOSTED_ONLY =
  'Payments go through the secure Stripe checkout page: this site does not take card numbers.';

/** The SDK's connection options for a local endpoint (tests); none for the real API. */
const connectionOf = (apiBase: string | undefined) => {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? '443' : '80'),
    protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const),
  };
};

/**
 * Whether Stripe answered and refused (a 4xx): then nothing happened on its side. A reused
 * idempotency key with other parameters is excluded: the first call with that key may have
 * acted. A 409 (a concurrent call with the same key) and 429 are left unknown too.
 */
const isDefiniteRefusal = (error: InstanceType<typeof Stripe.errors.StripeError>) =>
  !(error instanceof Stripe.errors.StripeIdempotencyError) &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.statusCode !== 409 &&
  error.statusCode !== 429;

/**
 * A call to Stripe that Stripe refused or could not answer becomes a 503 whose message says
 * what failed; the caller's transaction then rolls back. A definite refusal is a
 * `ProviderRefusal` (nothing happened at Stripe); a timeout, a lost connection or a 5xx is an
 * unknown outcome: Stripe may have acted, so a retry must reuse the same idempotency key.
 */
const askStripe = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (isDefiniteRefusal(error))
      throw new ProviderRefusal(
        `Stripe could not ${what} right now (${error.message}). Nothing was changed: try again in a few minutes.`,
      );
    throw new AppError(
      'unavailable',
      `Stripe did not answer whether it could ${what} (${error.message}). Nothing was changed here: try again in a few minutes.`,
    );
  }
};

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/** Reads a verified Stripe event into the few outcomes this app acts on. */
const toProviderEvent = (event: Stripe.Event): ProviderEvent => {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentRef = idOf(session.payment_intent);
      // `completed` with payment_status `unpaid` is a bank debit still on its way: its
      // outcome comes later as async_payment_succeeded or async_payment_failed.
      if (session.payment_status !== 'paid' || !paymentRef) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'checkout_succeeded',
        checkoutRef: session.id,
        paymentRef,
        amountCents: session.amount_total,
        currency: session.currency,
      };
    }
    case 'checkout.session.expired':
      return {
        ...base,
        kind: 'checkout_failed',
        checkoutRef: event.data.object.id,
        message: 'The checkout page expired before the payment was made.',
      };
    case 'checkout.session.async_payment_failed':
      return {
        ...base,
        kind: 'checkout_failed',
        checkoutRef: event.data.object.id,
        message: 'The bank refused the payment.',
      };
    case 'account.updated':
      // Only which account: events may arrive out of order, so its state is read afresh.
      return { ...base, kind: 'account_updated', accountRef: event.data.object.id };
    default:
      return { ...base, kind: 'ignored' };
  }
};

/**
 * Stripe: Checkout for paying an order, Connect Express accounts for freelancers, transfers
 * to those accounts for payouts, refunds of the order's PaymentIntent. Outcomes of a checkout
 * arrive by the signed webhook only; the buyer's return to the site proves nothing.
 */
export const createStripeProvider = (settings: StripeSettings): PaymentProvider => {
  const stripe = new Stripe(settings.secretKey, {
    ...connectionOf(settings.apiBase),
    // A call that times out is retried with the same idempotency key, so it acts once.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'marketplace' },
  });

  const live = settings.secretKey.includes('_live_');
  const mode = (isLive: boolean) => (isLive ? 'live' : 'test');

  /** The event, if one of the endpoints' secrets signed it; undefined otherwise. */
  const signedEvent = (rawBody: Buffer, signature: string) => {
    for (const secret of settings.webhookSecrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        // Signed with another endpoint's secret, maybe: try the next.
      }
    }
    return undefined;
  };

  return {
    name: 'stripe',
    testMode: settings.secretKey.includes('_test_'),
    testCards: {},
    checkout: 'hosted',
    createPayment: async () => {
      throw new AppError('conflict', HOSTED_ONLY);
    },
    confirmPayment: async () => ({ status: 'failed', message: HOSTED_ONLY }),

    refund: async ({ reference, providerRef, amountCents }) => {
      const refund = await askStripe('refund the payment', () =>
        stripe.refunds.create(
          { payment_intent: providerRef, amount: amountCents },
          { idempotencyKey: reference },
        ),
      );
      return { refundRef: refund.id };
    },

    payout: async ({ reference, userId, amountCents, destination, group }) => {
      if (!destination)
        throw new AppError(
          'conflict',
          'Set up payouts with Stripe first: your earnings are paid into your Stripe account.',
        );
      const transfer = await askStripe('transfer the money', () =>
        stripe.transfers.create(
          {
            amount: amountCents,
            currency: 'usd',
            destination,
            ...(group ? { transfer_group: group } : {}),
            metadata: { user_id: String(userId) },
          },
          { idempotencyKey: reference },
        ),
      );
      return { payoutRef: transfer.id };
    },

    hostedCheckout: {
      create: async ({ reference, orderId, amountCents, title, successUrl, cancelUrl }) => {
        const session = await askStripe('open the checkout page', () =>
          stripe.checkout.sessions.create(
            {
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: amountCents,
                    product_data: { name: title.slice(0, 250) },
                  },
                },
              ],
              client_reference_id: String(orderId),
              metadata: { order_id: String(orderId) },
              payment_intent_data: {
                metadata: { order_id: String(orderId) },
                transfer_group: `order-${orderId}`,
              },
              success_url: successUrl,
              cancel_url: cancelUrl,
            },
            { idempotencyKey: reference },
          ),
        );
        if (!session.url) throw new Error(`checkout session ${session.id} came without a url`);
        return { url: session.url, providerRef: session.id };
      },
      close: async (providerRef) => {
        // Only an open session expires: a refusal means it was paid, or expired by itself.
        // No answer at all is a 503 (askStripe), never a 500.
        const expired = await askStripe('close the checkout page', async () => {
          try {
            await stripe.checkout.sessions.expire(providerRef);
            return true;
          } catch (error) {
            if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
            throw error;
          }
        });
        if (expired) return 'closed';
        const session = await askStripe('check the checkout page', () =>
          stripe.checkout.sessions.retrieve(providerRef),
        );
        return session.status === 'complete' ? 'paid' : 'closed';
      },
    },

    payoutAccounts: {
      create: async ({ userId }) => {
        const account = await askStripe('create your payout account', () =>
          stripe.accounts.create(
            {
              type: 'express',
              capabilities: { transfers: { requested: true } },
              metadata: { user_id: String(userId) },
            },
            { idempotencyKey: `payout-account-${userId}` },
          ),
        );
        return { accountRef: account.id };
      },
      status: async (accountRef) => {
        const account = await askStripe('read your payout account', () =>
          stripe.accounts.retrieve(accountRef),
        );
        return { payoutsEnabled: account.payouts_enabled ?? false };
      },
      onboardingLink: async ({ accountRef, returnUrl, refreshUrl }) => {
        const link = await askStripe('open the payout setup', () =>
          stripe.accountLinks.create({
            account: accountRef,
            type: 'account_onboarding',
            return_url: returnUrl,
            refresh_url: refreshUrl,
          }),
        );
        return { url: link.url };
      },
    },

    webhook: {
      verify: (rawBody, signature) => {
        if (!signature)
          throw new AppError('bad_request', 'This request has no Stripe-Signature header.');
        const event = signedEvent(rawBody, signature);
        if (!event)
          throw new AppError(
            'bad_request',
            "The Stripe signature of this request does not match: it was not sent by Stripe with one of this server's endpoint secrets.",
          );
        // A test-mode event must never fund or enable anything on a live site, nor the reverse.
        if (event.livemode !== live)
          throw new AppError(
            'bad_request',
            `This is a Stripe ${mode(event.livemode)}-mode event, but this server uses ${mode(live)}-mode keys.`,
          );
        return toProviderEvent(event);
      },
    },
  };
};

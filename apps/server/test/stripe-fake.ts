import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { createService, orderCall, placeOrder } from './order-fixtures.ts';
import { bearer, createTestApp, type TestApp, type TestUser } from './test-app.ts';

/** One call the Stripe SDK made, as the local endpoint received it. */
export type StripeCall = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body, keys as Stripe writes them (`metadata[order_id]`). */
  form: Record<string, string>;
};

export const STRIPE_KEY = 'sk_test_marketplace0123456789';
export const WEBHOOK_SECRET = 'whsec_marketplace0123456789';
/** The Connect endpoint's secret: Stripe signs connected accounts' events with it. */
export const CONNECT_WEBHOOK_SECRET = 'whsec_connect0123456789';

/**
 * A local stand-in for api.stripe.com: it records what the SDK sends and answers with
 * Stripe-shaped objects, numbered so each test can tell its own apart.
 */
export const startStripeFake = async () => {
  const calls: StripeCall[] = [];
  /** Paths whose next call Stripe refuses (400, as a balance too low for a transfer). */
  const refuse = new Set<string>();
  /** Paths whose next calls act but then answer 500, as if Stripe's answer were lost. */
  const lose = new Map<string, number>();
  /** Answers by idempotency key, as Stripe replays them: a retried call acts once. */
  const byKey = new Map<string, unknown>();
  /** Connected accounts this fake made, and whether each accepts payouts. */
  const accounts = new Map<string, boolean>();
  let counter = 0;
  const answer = (path: string, form: Record<string, string>) => {
    counter += 1;
    if (path === '/v1/checkout/sessions') {
      const id = `cs_test_${counter}`;
      return {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        payment_status: 'unpaid',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      };
    }
    const expiring = /^\/v1\/checkout\/sessions\/(cs_[\w]+)\/expire$/.exec(path)?.[1];
    if (expiring) return { id: expiring, object: 'checkout.session', status: 'expired' };
    // Asked about after an expiry was refused: Stripe refuses to expire a paid session.
    const retrieved = /^\/v1\/checkout\/sessions\/(cs_[\w]+)$/.exec(path)?.[1];
    if (retrieved) return { id: retrieved, object: 'checkout.session', status: 'complete' };
    if (path === '/v1/accounts') {
      const id = `acct_${counter}`;
      accounts.set(id, false);
      return { id, object: 'account', payouts_enabled: false };
    }
    const account = /^\/v1\/accounts\/(acct_\w+)$/.exec(path)?.[1];
    if (account && accounts.has(account))
      return { id: account, object: 'account', payouts_enabled: accounts.get(account) };
    if (path === '/v1/account_links')
      return {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${form.account}/${counter}`,
      };
    if (path === '/v1/transfers')
      return { id: `tr_${counter}`, object: 'transfer', amount: Number(form.amount) };
    if (path === '/v1/refunds')
      return { id: `re_${counter}`, object: 'refund', amount: Number(form.amount) };
    return undefined;
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      calls.push({ method: request.method ?? '', path, headers: request.headers, form });
      if (refuse.delete(path)) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              code: 'balance_insufficient',
              message: 'Insufficient funds in Stripe account.',
            },
          }),
        );
        return;
      }
      const key = request.headers['idempotency-key'];
      const keyed = typeof key === 'string' ? `${path} ${key}` : undefined;
      const body = (keyed && byKey.get(keyed)) ?? answer(path, form);
      if (keyed && body) byKey.set(keyed, body);
      const lost = lose.get(path) ?? 0;
      if (lost > 0) {
        lose.set(path, lost - 1);
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Server error.' } }));
        return;
      }
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          body ?? { error: { type: 'invalid_request_error', message: `No route ${path}` } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    /** The calls to one path made since `from` (an index into `calls`). */
    callsTo: (path: string, from = 0) => calls.slice(from).filter((call) => call.path === path),
    refuseNext: (path: string) => {
      refuse.add(path);
    },
    /** Stripe's own state of a connected account (what `accounts.retrieve` answers). */
    setPayoutsEnabled: (accountRef: string, enabled: boolean) => {
      accounts.set(accountRef, enabled);
    },
    /**
     * The next `times` calls to the path act (keyed by their idempotency key) but answer 500:
     * the caller cannot tell whether Stripe acted.
     */
    loseAnswers: (path: string, times: number) => {
      lose.set(path, times);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

/** The app configured for Stripe, its SDK pointed at the fake. */
export const createStripeTestApp = (fake: StripeFake): Promise<TestApp> =>
  createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: `${WEBHOOK_SECRET},${CONNECT_WEBHOOK_SECRET}`,
    STRIPE_API_BASE: fake.base,
    PUBLIC_ORIGIN: 'https://market.example',
  });

let eventCounter = 0;

/** A Stripe event as its webhook delivers it: the JSON body and the signature header. */
export const stripeEvent = (
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; livemode?: boolean } = {},
) => {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${process.pid}_${eventCounter}`,
    object: 'event',
    api_version: '2025-01-27',
    livemode: options.livemode ?? false,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { payload, signature };
};

export const deliver = (t: TestApp, event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

/**
 * A checkout session of the fake, as `checkout.session.*` events carry it; paid in full for
 * the fixtures' $100 order unless told otherwise.
 */
export const session = (
  id: string,
  fields: Partial<{
    payment_status: string;
    payment_intent: string | null;
    amount_total: number;
    currency: string;
  }> = {},
) => ({
  id,
  object: 'checkout.session',
  payment_status: fields.payment_status ?? 'paid',
  payment_intent: fields.payment_intent === undefined ? `pi_for_${id}` : fields.payment_intent,
  amount_total: fields.amount_total ?? 10_000,
  currency: fields.currency ?? 'usd',
});

export const expectStripeAuth = (call: StripeCall | undefined) => {
  expect(call?.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
};

/** Steps the Stripe tests share; `t` and `fake` are read when called (set in beforeAll). */
export const stripeOrderHelpers = (app: () => TestApp, stripe: () => StripeFake) => {
  const call = (user: TestUser, method: 'GET' | 'POST', url: string) =>
    app().app.inject({ method, url, headers: bearer(user.token) });

  /** An order of `client` for a $100 service of `freelancer`, paid through Stripe Checkout. */
  const paidOrder = async (client: TestUser, freelancer: TestUser) => {
    const t = app();
    const orderId = await placeOrder(t, client, await createService(t, freelancer, { price: 100 }));
    const checkout = await orderCall(t, client, orderId, 'checkout');
    const sessionId = String(checkout.json().data.url).split('/').at(-1) ?? '';
    await deliver(t, stripeEvent('checkout.session.completed', session(sessionId)));
    return { orderId, sessionId };
  };

  /** Freelancer sets up payouts; Stripe then reports the account ready (or not). */
  const setUpPayouts = async (freelancer: TestUser, payoutsEnabled: boolean) => {
    const started = await call(freelancer, 'POST', '/api/payouts/account');
    expect(started.statusCode, started.body).toBe(200);
    const accountRef = stripe().callsTo('/v1/account_links').at(-1)?.form.account ?? '';
    stripe().setPayoutsEnabled(accountRef, payoutsEnabled);
    await deliver(
      app(),
      // Connected accounts' events come to the Connect endpoint, signed with its own secret.
      stripeEvent(
        'account.updated',
        { id: accountRef, object: 'account', payouts_enabled: payoutsEnabled },
        { secret: CONNECT_WEBHOOK_SECRET },
      ),
    );
    return { accountRef };
  };

  return { call, paidOrder, setUpPayouts };
};

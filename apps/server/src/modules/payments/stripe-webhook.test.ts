import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '#db/schema/index.ts';
import {
  createService,
  ledgerViolations,
  movementsOf,
  orderCall,
  placeOrder,
} from '#test/order-fixtures.ts';
import {
  createStripeTestApp,
  deliver,
  expectStripeAuth,
  session,
  startStripeFake,
  stripeEvent,
  type StripeFake,
} from '#test/stripe-fake.ts';
import { bearer, signUp, type TestApp } from '#test/test-app.ts';

let fake: StripeFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startStripeFake();
  t = await createStripeTestApp(fake);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A client's order for a $100 service, sent to a Stripe checkout page. */
const checkoutOrder = async () => {
  const [freelancer, client] = await Promise.all([
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'client'),
  ]);
  const orderId = await placeOrder(t, client, await createService(t, freelancer, { price: 100 }));
  const response = await orderCall(t, client, orderId, 'checkout');
  expect(response.statusCode, response.body).toBe(200);
  const url: string = response.json().data.url;
  const sessionId = url.split('/').at(-1) ?? '';
  expect(sessionId).toMatch(/^cs_test_/);
  return { freelancer, client, orderId, sessionId };
};

const orderOf = async (token: string, orderId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(token) })
  ).json().data;

const paymentsOf = (orderId: number) =>
  t.database.db
    .select({ status: payments.status, providerRef: payments.providerRef })
    .from(payments)
    .where(eq(payments.orderId, orderId));

describe('the Stripe webhook', () => {
  it('funds the order when Stripe confirms the checkout, through the same step as a card', async () => {
    const { client, freelancer, orderId, sessionId } = await checkoutOrder();
    const before = await orderOf(client.token, orderId);
    expect(before).toMatchObject({ status: 'awaiting_payment' });
    expect(before.payments).toEqual([expect.objectContaining({ status: 'pending' })]);

    const answer = await deliver(t, stripeEvent('checkout.session.completed', session(sessionId)));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ received: true, duplicate: false });

    const order = await orderOf(client.token, orderId);
    expect(order.status).toBe('in_escrow');
    expect(order.due_at).not.toBeNull();
    expect(order.events.map((event: { kind: string }) => event.kind)).toEqual(['created', 'paid']);
    // Refunds name the PaymentIntent, so it replaces the session as the payment's reference.
    expect(await paymentsOf(orderId)).toEqual([
      { status: 'succeeded', providerRef: `pi_for_${sessionId}` },
    ]);
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
    // The freelancer may start: the order is theirs to deliver now.
    const delivered = await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    expect(delivered.statusCode, delivered.body).toBe(200);
  });

  it('refuses a forged or tampered delivery with 400 and changes nothing', async () => {
    const { client, orderId, sessionId } = await checkoutOrder();
    const wrongSecret = stripeEvent('checkout.session.completed', session(sessionId), {
      secret: 'whsec_someone_else',
    });
    const signed = stripeEvent('checkout.session.completed', session(sessionId));
    const tampered = {
      payload: signed.payload.replace(`pi_for_${sessionId}`, 'pi_attacker'),
      signature: signed.signature,
    };
    for (const forged of [wrongSecret, tampered]) {
      const answer = await deliver(t, forged);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatch(/signature .* does not match/);
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: signed.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error).toMatch(/no Stripe-Signature header/);

    expect((await orderOf(client.token, orderId)).status).toBe('awaiting_payment');
    expect(await paymentsOf(orderId)).toEqual([{ status: 'pending', providerRef: sessionId }]);
    // The genuine event still works afterwards: the forged ones were not recorded as seen.
    expect((await deliver(t, signed)).statusCode).toBe(200);
    expect((await orderOf(client.token, orderId)).status).toBe('in_escrow');
  });

  it("refuses an event of the other Stripe mode than the server's key", async () => {
    const { client, orderId, sessionId } = await checkoutOrder();
    const live = stripeEvent('checkout.session.completed', session(sessionId), { livemode: true });
    const answer = await deliver(t, live);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(
      'This is a Stripe live-mode event, but this server uses test-mode keys.',
    );
    expect((await orderOf(client.token, orderId)).status).toBe('awaiting_payment');
    expect(await paymentsOf(orderId)).toEqual([{ status: 'pending', providerRef: sessionId }]);
  });

  it('funds nothing when the amount or currency paid is not what the order asked for', async () => {
    const { client, orderId, sessionId } = await checkoutOrder();
    for (const paid of [
      session(sessionId, { amount_total: 100 }),
      session(sessionId, { currency: 'eur' }),
    ]) {
      const answer = await deliver(t, stripeEvent('checkout.session.completed', paid));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatch(
        /not the 10000 usd its order asked for: nothing was funded/,
      );
    }
    expect((await orderOf(client.token, orderId)).status).toBe('awaiting_payment');
    expect(await paymentsOf(orderId)).toEqual([{ status: 'pending', providerRef: sessionId }]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('acts once on an event delivered again', async () => {
    const { client, orderId, sessionId } = await checkoutOrder();
    const event = stripeEvent('checkout.session.completed', session(sessionId));
    const first = await deliver(t, event);
    const again = await deliver(t, event);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    // Two deliveries of one event at the same moment: the second waits for the first's
    // record of the id, then finds it.
    const { orderId: racedId, sessionId: racedSession } = await checkoutOrder();
    const raced = stripeEvent('checkout.session.completed', session(racedSession));
    const answers = await Promise.all([deliver(t, raced), deliver(t, raced)]);
    expect(answers.map((answer) => answer.json().data.duplicate).sort()).toEqual([false, true]);
    expect(await movementsOf(t.database.db, racedId)).toEqual({ payment: 1 });
    // Stripe may also send the same outcome as a second event (a new id): still funded once.
    const sameOutcome = await deliver(
      t,
      stripeEvent('checkout.session.async_payment_succeeded', session(sessionId)),
    );
    expect(sameOutcome.json().data).toEqual({ received: true, duplicate: false });

    const order = await orderOf(client.token, orderId);
    expect(order.events.filter((e: { kind: string }) => e.kind === 'paid')).toHaveLength(1);
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('keeps a confirmed payment when an expiry or failure arrives after it', async () => {
    const { client, orderId, sessionId } = await checkoutOrder();
    await deliver(t, stripeEvent('checkout.session.completed', session(sessionId)));
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const late = await deliver(t, stripeEvent(type, session(sessionId)));
      expect(late.statusCode).toBe(200);
    }
    const order = await orderOf(client.token, orderId);
    expect(order.status).toBe('in_escrow');
    expect(order.events.map((event: { kind: string }) => event.kind)).toEqual(['created', 'paid']);
    expect(await paymentsOf(orderId)).toEqual([
      { status: 'succeeded', providerRef: `pi_for_${sessionId}` },
    ]);
  });

  it('fails an expired checkout and leaves the order waiting for payment', async () => {
    const { client, orderId, sessionId } = await checkoutOrder();
    await deliver(t, stripeEvent('checkout.session.expired', session(sessionId)));
    const order = await orderOf(client.token, orderId);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payments).toEqual([
      expect.objectContaining({
        status: 'failed',
        failure_message: 'The checkout page expired before the payment was made.',
      }),
    ]);
    expect(order.events.at(-1)).toMatchObject({ kind: 'payment_failed' });
    // A success for the expired page cannot revive it; a new checkout can be opened.
    await deliver(t, stripeEvent('checkout.session.completed', session(sessionId)));
    expect((await orderOf(client.token, orderId)).status).toBe('awaiting_payment');
    expect((await orderCall(t, client, orderId, 'checkout')).statusCode).toBe(200);
  });

  it('waits for a bank payment that completed the page unpaid', async () => {
    const { client, orderId, sessionId } = await checkoutOrder();
    const unpaid = session(sessionId, { payment_status: 'unpaid' });
    await deliver(t, stripeEvent('checkout.session.completed', unpaid));
    expect((await orderOf(client.token, orderId)).status).toBe('awaiting_payment');
    await deliver(t, stripeEvent('checkout.session.async_payment_succeeded', session(sessionId)));
    expect((await orderOf(client.token, orderId)).status).toBe('in_escrow');
  });

  it('refunds at once a payment confirmed after the order was cancelled', async () => {
    const { client, orderId, sessionId } = await checkoutOrder();
    // A cancel now closes the order's open page first; an order cancelled while a page was
    // still open (before that, or a page Stripe lets pay anyway) must still not keep money.
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(orders.id, orderId));
    const from = fake.calls.length;

    await deliver(t, stripeEvent('checkout.session.completed', session(sessionId)));

    const [refund, ...more] = fake.callsTo('/v1/refunds', from);
    expect(more).toEqual([]);
    expect(refund?.method).toBe('POST');
    expect(refund?.form).toEqual({ payment_intent: `pi_for_${sessionId}`, amount: '10000' });
    expect(refund?.headers['idempotency-key']).toMatch(/^refund-payment-\d+$/);
    expectStripeAuth(refund);
    const order = await orderOf(client.token, orderId);
    expect(order.status).toBe('cancelled');
    expect(order.events.at(-1)).toMatchObject({
      kind: 'payment_refunded',
      message:
        'A payment of $100.00 arrived after the order was cancelled: it was refunded in full.',
    });
    expect(await paymentsOf(orderId)).toEqual([
      { status: 'refunded', providerRef: `pi_for_${sessionId}` },
    ]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('ignores checkout sessions of other integrations and event types it does not handle', async () => {
    const other = await deliver(t, stripeEvent('checkout.session.completed', session('cs_other')));
    expect(other.json().data).toEqual({ received: true, duplicate: false });
    const unknown = await deliver(t, stripeEvent('customer.created', { id: 'cus_1' }));
    expect(unknown.statusCode).toBe(200);
  });
});

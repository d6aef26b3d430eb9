import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService, ledgerViolations, orderCall, placeOrder } from '#test/order-fixtures.ts';
import {
  createStripeTestApp,
  deliver,
  session,
  startStripeFake,
  stripeEvent,
  stripeOrderHelpers,
  type StripeFake,
} from '#test/stripe-fake.ts';
import { bearer, signUp, type TestApp } from '#test/test-app.ts';

// Stripe that refuses, or does not answer: money moves once or not at all, and an unpaid
// order's open checkout page closes with it.
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

const { call, paidOrder, setUpPayouts } = stripeOrderHelpers(
  () => t,
  () => fake,
);

describe('cancelling an unpaid order with Stripe', () => {
  it('closes the open checkout page when an unpaid order is cancelled', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const page = String((await orderCall(t, client, orderId, 'checkout')).json().data.url);
    const pageId = page.split('/').at(-1) ?? '';
    const from = fake.calls.length;
    const cancelled = await orderCall(t, client, orderId, 'cancel', { reason: 'Changed my mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(fake.callsTo(`/v1/checkout/sessions/${pageId}/expire`, from)).toHaveLength(1);
    const detail = cancelled.json().data;
    expect(detail.status).toBe('cancelled');
    expect(detail.payments).toMatchObject([
      { status: 'failed', failure_message: 'The order was cancelled before this page was paid.' },
    ]);
  });

  it('refuses to cancel as unpaid an order whose checkout page was already paid', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const page = String((await orderCall(t, client, orderId, 'checkout')).json().data.url);
    const pageId = page.split('/').at(-1) ?? '';
    fake.refuseNext(`/v1/checkout/sessions/${pageId}/expire`);
    const refused = await orderCall(t, client, orderId, 'cancel', { reason: 'Changed my mind' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/went through and is being confirmed/);
    // Nothing changed: the payment's confirmation then funds the order.
    await deliver(t, stripeEvent('checkout.session.completed', session(pageId)));
    const order = await call(client, 'GET', `/api/orders/${orderId}`);
    expect(order.json().data.status).toBe('in_escrow');
  });

  it('answers 503 when Stripe cannot be reached to close an earlier page', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const page = String((await orderCall(t, client, orderId, 'checkout')).json().data.url);
    const pageId = page.split('/').at(-1) ?? '';
    fake.loseAnswers(`/v1/checkout/sessions/${pageId}/expire`, 3);
    const unknown = await orderCall(t, client, orderId, 'cancel', { reason: 'Changed my mind' });
    expect(unknown.statusCode, unknown.body).toBe(503);
    expect(unknown.json().error).toMatch(/^Stripe did not answer whether it could close/);
    const order = (await call(client, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(order.status).toBe('awaiting_payment');
    expect(order.payments).toMatchObject([{ status: 'pending' }]);
  });
});

describe('a transfer whose outcome Stripe does not tell', () => {
  it('postpones an automatic release until Stripe answers, and completes the others', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    await setUpPayouts(freelancer, true);
    const orderIds: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { orderId } = await paidOrder(client, freelancer);
      await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
      orderIds.push(orderId);
    }
    const statuses = async () =>
      Promise.all(
        orderIds.map(
          async (id) => (await call(client, 'GET', `/api/orders/${id}`)).json().data.status,
        ),
      );
    const from = fake.calls.length;
    // Past every auto-completion: the first transfer gets no answer, the second goes through.
    const later = new Date(Date.now() + 400 * 86_400_000);
    fake.loseAnswers('/v1/transfers', 3);
    await t.app.runOrderTimers(later);
    expect((await statuses()).sort()).toEqual(['completed', 'delivered']);

    await t.app.runOrderTimers(later);
    expect(await statuses()).toEqual(['completed', 'completed']);
    const keys = fake.callsTo('/v1/transfers', from).map((c) => c.headers['idempotency-key']);
    // Each order's transfer carried its own key every time: Stripe made one per order.
    expect(new Set(keys)).toEqual(new Set(orderIds.map((id) => `release-order-${id}`)));
    expect(keys.length).toBe(5);
    expect((await call(freelancer, 'GET', '/api/earnings')).json().data).toMatchObject({
      available: 0,
      total_earned: 180,
    });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('rolls the release back when Stripe does not answer, and its retry transfers once', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    await setUpPayouts(freelancer, true);
    const { orderId } = await paidOrder(client, freelancer);
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    const from = fake.calls.length;
    // Stripe makes the transfer, but neither the call nor the SDK's two retries get an answer.
    fake.loseAnswers('/v1/transfers', 3);
    const unknown = await orderCall(t, client, orderId, 'accept');
    expect(unknown.statusCode, unknown.body).toBe(503);
    expect(unknown.json().error).toMatch(/^Stripe did not answer whether it could transfer/);
    const waiting = await call(client, 'GET', `/api/orders/${orderId}`);
    expect(waiting.json().data.status).toBe('delivered');
    expect((await call(freelancer, 'GET', '/api/earnings')).json().data).toMatchObject({
      available: 0,
      total_earned: 0,
    });

    const accepted = await orderCall(t, client, orderId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.events.at(-1).message).toMatch(/paid out to their payout account$/);
    const transfers = fake.callsTo('/v1/transfers', from);
    expect(transfers.length).toBe(4);
    // Every attempt carried the order's one key, so Stripe made one transfer and replayed it.
    expect(new Set(transfers.map((call) => call.headers['idempotency-key']))).toEqual(
      new Set([`release-order-${orderId}`]),
    );
    const earnings = (await call(freelancer, 'GET', '/api/earnings')).json().data;
    expect(earnings).toMatchObject({ available: 0, total_earned: 90 });
    expect(earnings.movements.map((m: { amount: number }) => m.amount)).toEqual([-90, 90]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('rolls a withdrawal back when Stripe does not answer; its retry reuses the key', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const { orderId } = await paidOrder(client, freelancer);
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    await orderCall(t, client, orderId, 'accept');
    await setUpPayouts(freelancer, true);
    const from = fake.calls.length;
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/earnings/payout',
        headers: { ...bearer(freelancer.token), 'idempotency-key': `withdraw-${orderId}` },
      });
    fake.loseAnswers('/v1/transfers', 3);
    const unknown = await withdraw();
    expect(unknown.statusCode, unknown.body).toBe(503);
    expect((await call(freelancer, 'GET', '/api/earnings')).json().data.available).toBe(90);

    const retried = await withdraw();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.amount).toBe(90);
    const keys = fake.callsTo('/v1/transfers', from).map((c) => c.headers['idempotency-key']);
    expect(keys.length).toBe(4);
    expect(new Set(keys)).toEqual(new Set([`withdrawal-${freelancer.id}-withdraw-${orderId}`]));
    expect((await call(freelancer, 'GET', '/api/earnings')).json().data).toMatchObject({
      available: 0,
      total_earned: 90,
    });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

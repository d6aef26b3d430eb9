import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@marketplace/contract';
import { bearer, createTestApp, signUp, type TestApp } from '#test/test-app.ts';
import { card, createService, fundedOrder, orderCall, placeOrder } from '#test/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const getOrder = async (userToken: string, orderId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(userToken) })
  ).json().data;

describe('buying a service', () => {
  it('moves an order from payment to delivery, a revision, acceptance and a payout', async () => {
    const { freelancer, client, orderId } = await fundedOrder(t, { price: 100, revisions: 1 });
    let order = await getOrder(client.token, orderId);
    expect(order).toMatchObject({ status: 'in_escrow', price: 100, fee: 10, receive: 90 });
    expect(order.due_at).not.toBeNull();

    const delivered = await orderCall(t, freelancer, orderId, 'deliver', { message: 'First cut' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const revision = await orderCall(t, client, orderId, 'revision', { message: 'Bigger fox' });
    expect(revision.json().data).toMatchObject({ status: 'in_escrow', revisions_used: 1 });
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Second cut' });
    const secondRevision = await orderCall(t, client, orderId, 'revision', { message: 'Again' });
    expect(secondRevision.statusCode).toBe(409);
    expect(secondRevision.json().error).toMatch(/revision.*used/i);

    const accepted = await orderCall(t, client, orderId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    order = accepted.json().data;
    expect(order.status).toBe('completed');
    expect(order.events.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'paid',
      'delivered',
      'revision_requested',
      'delivered',
      'accepted',
    ]);

    const earnings = await t.app.inject({
      method: 'GET',
      url: '/api/earnings',
      headers: bearer(freelancer.token),
    });
    expect(earnings.json().data).toMatchObject({ available: 90, pending: 0, total_earned: 90 });
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/earnings/payout',
      headers: bearer(freelancer.token),
    });
    expect(payout.json().data).toMatchObject({ amount: 90 });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/earnings',
      headers: bearer(freelancer.token),
    });
    expect(after.json().data.available).toBe(0);
    expect(after.json().data.movements.map((m: { amount: number }) => m.amount)).toEqual([-90, 90]);

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(freelancer.token),
    });
    expect(info.json().data.sells).toBe(1);
  });

  it('refuses a declined card with a clear message and leaves the order unpaid', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const declined = await orderCall(t, client, orderId, 'pay', card(SANDBOX_CARDS.declined));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('Your card was declined. Try another card.');
    const poor = await orderCall(t, client, orderId, 'pay', card(SANDBOX_CARDS.insufficientFunds));
    expect(poor.json().error).toMatch(/insufficient funds/);
    const order = await getOrder(client.token, orderId);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payments.map((p: { status: string }) => p.status)).toEqual(['failed', 'failed']);
    expect(JSON.stringify(order)).not.toContain('4000000000000002');
  });

  it('asks for a second step with the confirmation card, then funds the order', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const first = await orderCall(t, client, orderId, 'pay', card(SANDBOX_CARDS.needsConfirmation));
    expect(first.statusCode, first.body).toBe(200);
    const { payment } = first.json().data;
    expect(payment.status).toBe('requires_confirmation');
    expect((await getOrder(client.token, orderId)).status).toBe('awaiting_payment');
    const confirmed = await orderCall(t, client, orderId, 'pay/confirm', {
      payment_id: payment.id,
    });
    expect(confirmed.json().data.order.status).toBe('in_escrow');
  });

  it('answers a retry with the same Idempotency-Key with the first answer, moving money once', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const key = { 'idempotency-key': `pay-${orderId}` };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => orderCall(t, client, orderId, 'pay', card(), key)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const replayed = responses.filter((r) => r.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(49);
    const order = await getOrder(client.token, orderId);
    expect(order.payments).toHaveLength(1);
    const reused = await orderCall(t, client, orderId, 'accept', {}, key);
    expect(reused.statusCode).toBe(422);
  });

  it('lets one of fifty simultaneous accepts, refunds and pays through', async () => {
    const { freelancer, client, orderId } = await fundedOrder(t);
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    const calls = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 3 === 0
          ? orderCall(t, client, orderId, 'accept')
          : i % 3 === 1
            ? orderCall(t, client, orderId, 'cancel')
            : orderCall(t, client, orderId, 'pay', card()),
      ),
    );
    const codes = calls.map((r) => r.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    const order = await getOrder(client.token, orderId);
    expect(order.status).toBe('completed');
    expect(codes.filter((code, i) => code === 200 && i % 3 === 0)).toHaveLength(1);
  });
});

describe('who may do what', () => {
  it('answers 401 without a token, 404 to strangers and 403 to the wrong side', async () => {
    const { freelancer, client, orderId } = await fundedOrder(t);
    const stranger = await signUp(t.app, 'client');
    expect((await orderCall(t, undefined, orderId, 'accept')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await orderCall(t, stranger, orderId, 'cancel')).statusCode).toBe(404);
    expect((await orderCall(t, client, orderId, 'deliver', { message: 'x' })).statusCode).toBe(403);
    expect((await orderCall(t, freelancer, orderId, 'accept')).statusCode).toBe(403);
    const ownPurchase = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(freelancer.token),
      payload: { service_id: 1 },
    });
    expect(ownPurchase.statusCode).toBe(403);
  });

  it('refuses delivering an unfunded order and accepting an undelivered one with 409', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const early = await orderCall(t, freelancer, orderId, 'deliver', { message: 'x' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/not funded/);
    expect((await orderCall(t, client, orderId, 'accept')).statusCode).toBe(409);
  });
});

describe('cancelling and timers', () => {
  it('needs both sides to cancel a funded order in time, then refunds it', async () => {
    const { freelancer, client, orderId } = await fundedOrder(t);
    const asked = await orderCall(t, client, orderId, 'cancel', { reason: 'Changed my mind' });
    expect(asked.json().data).toMatchObject({
      status: 'in_escrow',
      cancel_requested_by: client.id,
    });
    expect((await orderCall(t, client, orderId, 'cancel')).statusCode).toBe(409);
    const agreed = await orderCall(t, freelancer, orderId, 'cancel');
    expect(agreed.json().data.status).toBe('cancelled');
    expect(agreed.json().data.payments[0].status).toBe('refunded');
  });

  it('lets the client cancel an overdue order for a full refund, and completes unanswered deliveries', async () => {
    const fast = await createTestApp({ ORDER_DAY_SECONDS: '1', ORDER_AUTO_COMPLETE_DAYS: '1' });
    try {
      const overdue = await fundedOrder(fast, { delivery_days: 1 });
      // Timers run on the server's own schedule; here they are run directly at a later time.
      const runTimers = fast.app.runOrderTimers;
      await runTimers(new Date(Date.now() + 5_000));
      const notice = await fast.app.inject({
        method: 'GET',
        url: `/api/orders/${overdue.orderId}`,
        headers: bearer(overdue.client.token),
      });
      expect(notice.json().data.events.at(-1).kind).toBe('overdue');
      const refunded = await orderCall(fast, overdue.client, overdue.orderId, 'cancel');
      expect(refunded.json().data.status).toBe('cancelled');

      const delivered = await fundedOrder(fast);
      await orderCall(fast, delivered.freelancer, delivered.orderId, 'deliver', {
        message: 'Done',
      });
      expect(await runTimers(new Date(Date.now() + 5_000))).toBeGreaterThanOrEqual(1);
      expect(await runTimers(new Date(Date.now() + 5_000))).toBe(0);
      const completed = await fast.app.inject({
        method: 'GET',
        url: `/api/orders/${delivered.orderId}`,
        headers: bearer(delivered.client.token),
      });
      expect(completed.json().data.status).toBe('completed');
    } finally {
      await fast.close();
    }
  });

  it('fires each due timer once when two instances run them at the same time', async () => {
    const fast = await createTestApp({ ORDER_DAY_SECONDS: '1', ORDER_AUTO_COMPLETE_DAYS: '1' });
    try {
      const sibling = await fast.buildSibling();
      const orders = await Promise.all([fundedOrder(fast), fundedOrder(fast), fundedOrder(fast)]);
      for (const order of orders)
        await orderCall(fast, order.freelancer, order.orderId, 'deliver', { message: 'Done' });
      const later = new Date(Date.now() + 10_000);
      const fired = await Promise.all([
        fast.app.runOrderTimers(later),
        sibling.runOrderTimers(later),
      ]);
      // Each order also passed its due date: at most one overdue notice may come first.
      for (const order of orders) {
        const detail = await fast.app.inject({
          method: 'GET',
          url: `/api/orders/${order.orderId}`,
          headers: bearer(order.client.token),
        });
        const kinds = detail.json().data.events.map((event: { kind: string }) => event.kind);
        expect(kinds.filter((kind: string) => kind === 'auto_completed')).toHaveLength(1);
        expect(detail.json().data.status).toBe('completed');
      }
      expect(fired[0] + fired[1]).toBe(3);
    } finally {
      await fast.close();
    }
  });
});

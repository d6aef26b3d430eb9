import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '#db/schema/index.ts';
import { loadConfig } from '#config.ts';
import {
  card,
  createService,
  ledgerViolations,
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
  stripeOrderHelpers,
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

const { call, paidOrder, setUpPayouts } = stripeOrderHelpers(
  () => t,
  () => fake,
);

describe('the Stripe provider', () => {
  it('tells the web app that buyers pay on the hosted checkout page', async () => {
    const client = await signUp(t.app, 'client');
    const info = await call(client, 'GET', '/api/payments/info');
    expect(info.json().data).toEqual({
      provider: 'stripe',
      test_mode: true,
      test_cards: {},
      checkout: 'hosted',
    });
  });

  it('opens a Checkout Session for the order, keyed by the attempt', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer, { price: 100 }));
    const from = fake.calls.length;
    const answer = await orderCall(t, client, orderId, 'checkout');
    expect(answer.statusCode, answer.body).toBe(200);

    const [created, ...more] = fake.callsTo('/v1/checkout/sessions', from);
    expect(more).toEqual([]);
    expect(created?.method).toBe('POST');
    expectStripeAuth(created);
    expect(created?.headers['idempotency-key']).toMatch(
      new RegExp(`^order-${orderId}-checkout-\\d+$`),
    );
    expect(created?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '10000',
      'line_items[0][price_data][product_data][name]': 'Logo design',
      client_reference_id: String(orderId),
      'metadata[order_id]': String(orderId),
      'payment_intent_data[transfer_group]': `order-${orderId}`,
      success_url: `https://market.example/orders/${orderId}?checkout=success`,
      cancel_url: `https://market.example/orders/${orderId}?checkout=cancelled`,
    });
    expect(answer.json().data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  });

  it('closes an earlier checkout page of the order before opening another', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer, { price: 100 }));
    const first = String((await orderCall(t, client, orderId, 'checkout')).json().data.url);
    const firstId = first.split('/').at(-1) ?? '';
    const from = fake.calls.length;
    const second = await orderCall(t, client, orderId, 'checkout');
    expect(second.statusCode, second.body).toBe(200);

    const [expire] = fake.callsTo(`/v1/checkout/sessions/${firstId}/expire`, from);
    expect(expire?.method).toBe('POST');
    expectStripeAuth(expire);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: bearer(client.token),
      })
    ).json().data;
    // Only the newest page can be paid.
    expect(detail.payments.map((p: { status: string }) => p.status)).toEqual(['failed', 'pending']);
    expect(detail.payments[0].failure_message).toBe('A newer checkout page replaced this one.');
  });

  it('opens no new page while an earlier one was paid and awaits its confirmation', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const first = String((await orderCall(t, client, orderId, 'checkout')).json().data.url);
    const firstId = first.split('/').at(-1) ?? '';
    fake.refuseNext(`/v1/checkout/sessions/${firstId}/expire`);
    const from = fake.calls.length;
    const again = await orderCall(t, client, orderId, 'checkout');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/earlier payment for this order went through/);
    expect(fake.callsTo(`/v1/checkout/sessions/${firstId}`, from)).toHaveLength(1);
    expect(fake.callsTo('/v1/checkout/sessions', from)).toEqual([]);
    // Its confirmation then funds the order as usual.
    await deliver(t, stripeEvent('checkout.session.completed', session(firstId)));
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(client.token),
    });
    expect(order.json().data.status).toBe('in_escrow');
  });

  it('refuses a card number, a checkout by someone else and of a paid order', async () => {
    const [freelancer, client, stranger] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer));
    const byCard = await orderCall(t, client, orderId, 'pay', card());
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json().error).toMatch(/Stripe checkout page/);
    expect((await orderCall(t, stranger, orderId, 'checkout')).statusCode).toBe(404);
    expect((await orderCall(t, freelancer, orderId, 'checkout')).statusCode).toBe(403);

    const paid = await paidOrder(client, freelancer);
    const again = await orderCall(t, client, paid.orderId, 'checkout');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/in progress, so it cannot be paid/);
  });

  it('creates one Express account per freelancer and an onboarding link each time', async () => {
    const freelancer = await signUp(t.app, 'freelancer');
    const before = await call(freelancer, 'GET', '/api/payouts/account');
    expect(before.json().data).toEqual({ required: true, started: false, ready: false });

    const from = fake.calls.length;
    const first = await call(freelancer, 'POST', '/api/payouts/account');
    const second = await call(freelancer, 'POST', '/api/payouts/account');
    expect(first.statusCode, first.body).toBe(200);
    const accounts = fake.callsTo('/v1/accounts', from);
    expect(accounts).toHaveLength(1);
    expectStripeAuth(accounts[0]);
    expect(accounts[0]?.headers['idempotency-key']).toBe(`payout-account-${freelancer.id}`);
    expect(accounts[0]?.form).toEqual({
      type: 'express',
      'capabilities[transfers][requested]': 'true',
      'metadata[user_id]': String(freelancer.id),
    });
    const links = fake.callsTo('/v1/account_links', from);
    expect(links).toHaveLength(2);
    const accountRef = links[0]?.form.account;
    expect(accountRef).toMatch(/^acct_/);
    for (const link of links)
      expect(link.form).toEqual({
        account: accountRef,
        type: 'account_onboarding',
        return_url: 'https://market.example/earnings?payouts=returned',
        refresh_url: 'https://market.example/earnings?payouts=expired',
      });
    expect(first.json().data.url).toContain(`/${accountRef}/`);
    expect(second.json().data.url).not.toBe(first.json().data.url);

    const started = await call(freelancer, 'GET', '/api/payouts/account');
    expect(started.json().data).toEqual({ required: true, started: true, ready: false });
    fake.setPayoutsEnabled(accountRef ?? '', true);
    await deliver(
      t,
      stripeEvent('account.updated', { id: accountRef, object: 'account', payouts_enabled: true }),
    );
    const ready = await call(freelancer, 'GET', '/api/payouts/account');
    expect(ready.json().data).toEqual({ required: true, started: true, ready: true });

    const client = await signUp(t.app, 'client');
    expect((await call(client, 'POST', '/api/payouts/account')).statusCode).toBe(403);
  });

  it("reads the account's state from Stripe: a stale event cannot turn payouts off", async () => {
    const freelancer = await signUp(t.app, 'freelancer');
    const { accountRef } = await setUpPayouts(freelancer, true);
    const state = async () => (await call(freelancer, 'GET', '/api/payouts/account')).json().data;
    expect(await state()).toMatchObject({ ready: true });
    // An older event, delivered late, still says payouts are off: Stripe says they are on.
    const from = fake.calls.length;
    const stale = await deliver(
      t,
      stripeEvent('account.updated', { id: accountRef, object: 'account', payouts_enabled: false }),
    );
    expect(stale.statusCode, stale.body).toBe(200);
    expect(fake.callsTo(`/v1/accounts/${accountRef}`, from)[0]?.method).toBe('GET');
    expect(await state()).toMatchObject({ ready: true });
    // Stripe turned payouts off, and the event has not arrived: the page view reads it.
    fake.setPayoutsEnabled(accountRef, false);
    expect(await state()).toMatchObject({ ready: false });
  });

  it('transfers the net amount to a ready account when the escrow is released', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const { accountRef } = await setUpPayouts(freelancer, true);
    const { orderId } = await paidOrder(client, freelancer);
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    const from = fake.calls.length;
    const accepted = await orderCall(t, client, orderId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);

    const [transfer, ...more] = fake.callsTo('/v1/transfers', from);
    expect(more).toEqual([]);
    expectStripeAuth(transfer);
    expect(transfer?.headers['idempotency-key']).toBe(`release-order-${orderId}`);
    expect(transfer?.form).toEqual({
      amount: '9000',
      currency: 'usd',
      destination: accountRef,
      transfer_group: `order-${orderId}`,
      'metadata[user_id]': String(freelancer.id),
    });
    expect(accepted.json().data.events.at(-1).message).toBe(
      '$90.00 released to the freelancer (fee $10.00), paid out to their payout account',
    );
    const earnings = await call(freelancer, 'GET', '/api/earnings');
    expect(earnings.json().data).toMatchObject({ available: 0, total_earned: 90 });
    expect(earnings.json().data.movements.map((m: { amount: number }) => m.amount)).toEqual([
      -90, 90,
    ]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('keeps the release in the balance until payouts are enabled, and refuses to withdraw', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const { orderId } = await paidOrder(client, freelancer);
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    const from = fake.calls.length;
    await orderCall(t, client, orderId, 'accept');
    expect(fake.callsTo('/v1/transfers', from)).toEqual([]);

    const unset = await call(freelancer, 'POST', '/api/earnings/payout');
    expect(unset.statusCode).toBe(409);
    expect(unset.json().error).toMatch(/Set up payouts first/);
    const { accountRef } = await setUpPayouts(freelancer, false);
    const pending = await call(freelancer, 'POST', '/api/earnings/payout');
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toMatch(/not enabled payouts to your account yet/);
    expect((await call(freelancer, 'GET', '/api/earnings')).json().data.available).toBe(90);

    fake.setPayoutsEnabled(accountRef, true);
    await deliver(
      t,
      stripeEvent('account.updated', { id: accountRef, object: 'account', payouts_enabled: true }),
    );
    const withdrawn = await call(freelancer, 'POST', '/api/earnings/payout');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.amount).toBe(90);
    const [transfer] = fake.callsTo('/v1/transfers', from);
    expect(transfer?.form).toMatchObject({ amount: '9000', destination: accountRef });
    expect(transfer?.headers['idempotency-key']).toMatch(
      new RegExp(`^payout-${freelancer.id}-\\d+$`),
    );
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('keeps the release in the balance when Stripe refuses the transfer', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    await setUpPayouts(freelancer, true);
    const { orderId } = await paidOrder(client, freelancer);
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    fake.refuseNext('/v1/transfers');
    const accepted = await orderCall(t, client, orderId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('completed');
    expect(accepted.json().data.events.at(-1).message).toBe(
      '$90.00 released to the freelancer (fee $10.00)',
    );
    expect((await call(freelancer, 'GET', '/api/earnings')).json().data.available).toBe(90);

    fake.refuseNext('/v1/transfers');
    const refused = await call(freelancer, 'POST', '/api/earnings/payout');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatch(/^Stripe could not transfer the money right now/);
    expect((await call(freelancer, 'GET', '/api/earnings')).json().data.available).toBe(90);
    const retried = await call(freelancer, 'POST', '/api/earnings/payout');
    expect(retried.json().data.amount).toBe(90);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('refunds the PaymentIntent when a funded order is cancelled', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const { orderId, sessionId } = await paidOrder(client, freelancer);
    await orderCall(t, freelancer, orderId, 'cancel', { reason: 'Cannot do it' });
    const from = fake.calls.length;
    const cancelled = await orderCall(t, client, orderId, 'cancel', { reason: 'Agreed' });
    expect(cancelled.json().data.status).toBe('cancelled');

    const [refund, ...more] = fake.callsTo('/v1/refunds', from);
    expect(more).toEqual([]);
    expectStripeAuth(refund);
    expect(refund?.form).toEqual({ payment_intent: `pi_for_${sessionId}`, amount: '10000' });
    expect(refund?.headers['idempotency-key']).toMatch(/^refund-payment-\d+$/);
    expect(cancelled.json().data.payments).toEqual([
      expect.objectContaining({ status: 'refunded' }),
    ]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe('account deletion', () => {
  it("forgets the link to the person's Stripe account", async () => {
    const freelancer = await signUp(t.app, 'freelancer');
    await setUpPayouts(freelancer, true);
    const linked = () =>
      t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, freelancer.id));
    expect(await linked()).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(freelancer.token),
      payload: { password: freelancer.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await linked()).toEqual([]);
  });
});

describe('configuration', () => {
  it('refuses to start with Stripe chosen but a key missing', () => {
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        DATA_DIR: '/tmp',
      }),
    ).toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        DATA_DIR: '/tmp',
      }),
    ).toThrow(/STRIPE_SECRET_KEY: a secret key/);
  });

  it('takes several webhook secrets, comma-separated', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_account, whsec_connect',
      DATA_DIR: '/tmp',
      JWT_SECRET: 'x'.repeat(32),
    }).payments;
    expect(config).toMatchObject({ webhookSecrets: ['whsec_account', 'whsec_connect'] });
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_account,',
        DATA_DIR: '/tmp',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: the signing secrets/);
  });

  it('keeps the sandbox by default', () => {
    expect(loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) }).payments).toEqual({
      provider: 'sandbox',
    });
  });
});

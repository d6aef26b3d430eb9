import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import { card, fundedOrder } from '#test/order-fixtures.ts';

/**
 * Every order route, tried by someone who may not use it: nobody signed in (401), the wrong
 * role (403), a stranger to the order (404, as if it did not exist). None of them may change
 * anything or see the order.
 */
let t: TestApp;
let order: Awaited<ReturnType<typeof fundedOrder>>;
let strangerClient: TestUser;
let strangerFreelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  order = await fundedOrder(t);
  [strangerClient, strangerFreelancer] = await Promise.all([
    signUp(t.app, 'client'),
    signUp(t.app, 'freelancer'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Route = { method: 'GET' | 'POST'; url: () => string; payload?: Record<string, unknown> };
const orderRoutes: Route[] = [
  { method: 'GET', url: () => `/api/orders/${order.orderId}` },
  { method: 'POST', url: () => `/api/orders/${order.orderId}/pay`, payload: card() },
  {
    method: 'POST',
    url: () => `/api/orders/${order.orderId}/pay/confirm`,
    payload: { payment_id: 1 },
  },
  { method: 'POST', url: () => `/api/orders/${order.orderId}/deliver`, payload: { message: 'x' } },
  { method: 'POST', url: () => `/api/orders/${order.orderId}/revision`, payload: { message: 'x' } },
  { method: 'POST', url: () => `/api/orders/${order.orderId}/accept` },
  { method: 'POST', url: () => `/api/orders/${order.orderId}/cancel`, payload: {} },
];
const otherRoutes: Route[] = [
  { method: 'GET', url: () => '/api/orders?role=purchases' },
  {
    method: 'POST',
    url: () => '/api/orders',
    get payload() {
      return { service_id: order.serviceId };
    },
  },
  { method: 'GET', url: () => '/api/earnings' },
  { method: 'POST', url: () => '/api/earnings/payout' },
  { method: 'GET', url: () => '/api/payments/info' },
  { method: 'GET', url: () => '/api/orders/files/1' },
];

const call = (route: Route, user?: TestUser) =>
  t.app.inject({
    method: route.method,
    url: route.url(),
    headers: user ? bearer(user.token) : {},
    ...(route.payload ? { payload: route.payload } : {}),
  });

const orderState = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: bearer(order.client.token),
    })
  ).json().data;

describe('order routes', () => {
  it('answer 401 to a caller who is not signed in', async () => {
    for (const route of [...orderRoutes, ...otherRoutes]) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url()}`).toBe(401);
    }
  });

  it('answer 404 to strangers of the order, whatever their role, and change nothing', async () => {
    const before = await orderState();
    for (const stranger of [strangerClient, strangerFreelancer])
      for (const route of orderRoutes) {
        const response = await call(route, stranger);
        expect([403, 404], `${route.method} ${route.url()}`).toContain(response.statusCode);
        expect(response.body).not.toContain(order.client.email);
        expect(response.body).not.toContain('A fox, in violet.');
      }
    const after = await orderState();
    expect(after.status).toBe(before.status);
    expect(after.events).toHaveLength(before.events.length);
  });

  it('keep each side to its own actions', async () => {
    const forFreelancer = await call(
      { method: 'POST', url: () => `/api/orders/${order.orderId}/accept` },
      order.freelancer,
    );
    expect(forFreelancer.statusCode).toBe(403);
    const forClient = await call(
      {
        method: 'POST',
        url: () => `/api/orders/${order.orderId}/deliver`,
        payload: { message: 'x' },
      },
      order.client,
    );
    expect(forClient.statusCode).toBe(403);
    expect(
      (await call({ method: 'GET', url: () => '/api/earnings' }, order.client)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          { method: 'POST', url: () => '/api/orders', payload: { service_id: 1 } },
          order.freelancer,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('list only the caller’s own orders', async () => {
    const mine = await call(
      { method: 'GET', url: () => '/api/orders?role=purchases' },
      order.client,
    );
    expect(mine.json().data.map((o: { id: number }) => o.id)).toContain(order.orderId);
    for (const stranger of [strangerClient, strangerFreelancer])
      for (const role of ['purchases', 'sales']) {
        const theirs = await call(
          { method: 'GET', url: () => `/api/orders?role=${role}` },
          stranger,
        );
        expect(theirs.json().data).toEqual([]);
      }
  });

  it('answer bad input with a clear 4xx, never a 5xx', async () => {
    const bad = [
      {
        url: `/api/orders/${order.orderId}/pay`,
        payload: { card_number: '42', expiry: '99/99', cvc: 'x' },
      },
      { url: `/api/orders/${order.orderId}/pay`, payload: { ...card(), expiry: '01/20' } },
      { url: `/api/orders/${order.orderId}/deliver`, payload: { message: '', file_ids: [999999] } },
      { url: '/api/orders', payload: { service_id: 'abc' } },
      { url: '/api/orders', payload: { service_id: 2147483647 } },
      { url: '/api/orders/0/accept', payload: {} },
      { url: '/api/orders/99999999999/accept', payload: {} },
    ];
    for (const request of bad) {
      const response = await t.app.inject({
        method: 'POST',
        url: request.url,
        headers: bearer(order.client.token),
        payload: request.payload,
      });
      expect(response.statusCode, `${request.url} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.url} ${response.body}`).toBeLessThan(500);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const badKey = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/accept`,
      headers: { ...bearer(order.client.token), 'idempotency-key': 'has spaces in it' },
    });
    expect(badKey.statusCode).toBe(400);
  });
});

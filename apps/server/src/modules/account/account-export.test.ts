import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import { fundedOrder, orderCall } from '#test/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const exportOf = (user: TestUser | undefined) =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/export',
    headers: user ? bearer(user.token) : {},
  });

const post = async (user: TestUser, url: string, payload: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: bearer(user.token),
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

describe('download my data', () => {
  it("holds the account's listings, conversations, orders, money and reviews, and nobody else's", async () => {
    const { freelancer, client, orderId } = await fundedOrder(t, { title: 'Export-test logo' });
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: bearer(client.token),
      })
    ).json().data as { chat_id: number };
    await post(client, '/api/chats/storeMessage', {
      chat_id: order.chat_id,
      message: 'Export-test: a fox, please.',
    });
    await post(freelancer, '/api/chats/storeMessage', {
      chat_id: order.chat_id,
      message: 'Export-test: a fox it is.',
    });
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    await orderCall(t, client, orderId, 'accept');
    await post(client, `/api/orders/${orderId}/reviews`, {
      stars: 5,
      comment: 'Export-test great',
    });
    await post(freelancer, `/api/orders/${orderId}/reviews`, {
      stars: 4,
      comment: 'Export-test kind',
    });
    await post(freelancer, '/api/earnings/payout', {});

    const response = await exportOf(freelancer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    const data = response.json();
    expect(data.profile).toMatchObject({ id: freelancer.id, email: freelancer.email });
    expect(data.services.map((service: { title: string }) => service.title)).toEqual([
      'Export-test logo',
    ]);
    expect(data.projects).toEqual([]);
    expect(data.conversations[0].messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'them', text: 'Export-test: a fox, please.' }),
        expect.objectContaining({ from: 'me', text: 'Export-test: a fox it is.' }),
      ]),
    );
    expect(data.orders).toEqual([
      expect.objectContaining({ id: orderId, role: 'freelancer', status: 'completed', price: 100 }),
    ]);
    expect(data.money_movements.map((move: { kind: string; amount: number }) => move)).toEqual([
      expect.objectContaining({ kind: 'release', amount: 90 }),
      expect.objectContaining({ kind: 'payout', amount: -90 }),
    ]);
    expect(data.reviews.written).toEqual([expect.objectContaining({ stars: 4 })]);
    expect(data.reviews.received).toEqual([
      expect.objectContaining({ stars: 5, comment: 'Export-test great' }),
    ]);

    const clientData = (await exportOf(client)).json();
    expect(clientData.orders).toEqual([expect.objectContaining({ id: orderId, role: 'client' })]);
    expect(clientData.money_movements).toEqual([]);

    const stranger = await signUp(t.app, 'freelancer');
    const theirs = await exportOf(stranger);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Export-test');
    expect(theirs.body).not.toContain(freelancer.email);
    expect(theirs.body).not.toContain(client.email);
  });

  it('is for signed-in people only', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(401);
  });
});

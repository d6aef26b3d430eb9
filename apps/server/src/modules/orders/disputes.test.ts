import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderDisputes, orders, payments, proposals } from '#db/schema/index.ts';
import { adminOf } from '#test/admin-fixtures.ts';
import { multipart } from '#test/multipart.ts';
import {
  acceptedContract,
  fundedOrder,
  ledgerViolations,
  orderCall,
  payOrder,
} from '#test/order-fixtures.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminOf(t);
});
afterAll(async () => {
  await t?.close();
});

const dispute = (
  user: TestUser,
  orderId: number,
  payload: Record<string, unknown> = { reason: 'Nothing came.' },
) => orderCall(t, user, orderId, 'dispute', payload);

const openDisputeId = async (orderId: number) => {
  const [row] = await t.database.db
    .select()
    .from(orderDisputes)
    .where(eq(orderDisputes.orderId, orderId));
  if (!row) throw new Error('no dispute row');
  return row.id;
};

const resolve = (disputeId: number, payload: object, by: TestUser = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/disputes/${disputeId}/resolve`,
    headers: bearer(by.token),
    payload,
  });

describe('opening a dispute', () => {
  it('freezes a funded order: no timers, no delivery, no cancel, until an admin decides', async () => {
    const { client, freelancer, orderId } = await fundedOrder(t);
    const upload = await multipart([
      { name: 'file1', filename: 'chat-log.txt', bytes: Buffer.from('proof'), type: 'text/plain' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/orders/upload_files',
      headers: { ...bearer(client.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().data[0].id as number;

    const opened = await dispute(client, orderId, {
      reason: 'The freelancer stopped answering.',
      file_ids: [fileId],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const detail = opened.json().data;
    expect(detail.status).toBe('disputed');
    const event = detail.events.at(-1);
    expect(event).toMatchObject({
      kind: 'dispute_opened',
      message: 'The freelancer stopped answering.',
    });
    expect(event.files.map((file: { id: number }) => file.id)).toEqual([fileId]);

    // The freelancer sees it in the order's conversation and is notified.
    const notices = await t.app.inject({
      url: '/api/notifications',
      headers: bearer(freelancer.token),
    });
    expect(notices.body).toContain('A dispute was opened on');
    const chatId = detail.chat_id as number;
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chats/getAllMessages',
      headers: bearer(freelancer.token),
      payload: { chat_id: chatId },
    });
    expect(chat.body).toContain(
      'A dispute was opened. The money stays in escrow until an admin decides.',
    );

    // Frozen: timers pass it by, the usual steps are refused, the money stays in escrow.
    await t.app.runOrderTimers(new Date(Date.now() + 365 * 24 * 3600 * 1000));
    for (const [user, action, payload] of [
      [freelancer, 'deliver', { message: 'Here it is.' }],
      [client, 'cancel', { reason: 'Never mind.' }],
      [client, 'accept', {}],
      [freelancer, 'dispute', { reason: 'Me too.' }],
    ] as const) {
      const refused = await orderCall(t, user, orderId, action, payload);
      expect(refused.statusCode, `${action}: ${refused.body}`).toBe(409);
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('disputed');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('is for the two sides of a funded order only', async () => {
    const { client, orderId } = await fundedOrder(t);
    const stranger = await signUp(t.app, 'client');
    expect((await dispute(stranger, orderId)).statusCode).toBe(404);
    expect((await dispute(client, orderId, { reason: '   ' })).statusCode).toBe(422);

    // Unpaid: nothing is in escrow to dispute.
    const other = await signUp(t.app, 'client');
    const freelancer = await signUp(t.app, 'freelancer');
    const { orderId: contractOrder } = await acceptedContract(t, other, freelancer);
    const unpaid = await dispute(other, contractOrder);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toMatch(/in escrow/);
  });
});

describe('an admin decides', () => {
  it('releases the escrow to the freelancer: the order completes, both sides are told', async () => {
    const { client, freelancer, orderId } = await fundedOrder(t, { price: 100 });
    await dispute(freelancer, orderId, { reason: 'The buyer will not answer.' });
    const disputeId = await openDisputeId(orderId);

    const read = await t.app.inject({
      url: `/api/admin/disputes/${disputeId}`,
      headers: bearer(admin.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.dispute).toMatchObject({ status: 'open', order_id: orderId });
    expect(read.json().data.messages.length).toBeGreaterThan(0);
    const queue = await t.app.inject({ url: '/api/admin/disputes', headers: bearer(admin.token) });
    expect(queue.json().data.map((d: { id: number }) => d.id)).toContain(disputeId);

    const decided = await resolve(disputeId, { outcome: 'release', decision: 'Work was done.' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.dispute).toMatchObject({
      status: 'resolved',
      outcome: 'release',
      freelancer_amount: 100,
      decision: 'Work was done.',
    });
    expect(decided.json().data.order.status).toBe('completed');
    const earnings = await t.app.inject({
      url: '/api/earnings',
      headers: bearer(freelancer.token),
    });
    expect(earnings.json().data.available).toBe(90);
    const clientNotices = await t.app.inject({
      url: '/api/notifications',
      headers: bearer(client.token),
    });
    expect(clientNotices.body).toContain('was decided');
    expect(await ledgerViolations(t.database.db)).toEqual([]);

    // Decided once: a second decision is refused and moves nothing.
    const again = await resolve(disputeId, { outcome: 'refund', decision: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('refunds the buyer in full: the order ends cancelled', async () => {
    const { client, orderId } = await fundedOrder(t, { price: 60 });
    await dispute(client, orderId);
    const decided = await resolve(await openDisputeId(orderId), {
      outcome: 'refund',
      decision: 'Nothing was delivered.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.order.status).toBe('cancelled');
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 6000 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('splits the escrow by an amount, the fee in proportion, and the ledger stays at zero', async () => {
    const { client, freelancer, orderId } = await fundedOrder(t, { price: 200 });
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Half of it.' });
    await dispute(client, orderId, { reason: 'Only half was delivered.' });
    const disputeId = await openDisputeId(orderId);

    for (const amount of [0, 200, 250]) {
      const out = await resolve(disputeId, {
        outcome: 'split',
        freelancer_amount: amount,
        decision: 'Half.',
      });
      expect(out.statusCode, `${amount}: ${out.body}`).toBeGreaterThanOrEqual(400);
      expect(out.statusCode).toBeLessThan(500);
    }
    const missing = await resolve(disputeId, { outcome: 'split', decision: 'Half.' });
    expect(missing.statusCode).toBe(422);

    const decided = await resolve(disputeId, {
      outcome: 'split',
      freelancer_amount: 120,
      decision: 'Most of the work was delivered.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.order.status).toBe('completed');
    // 120 of 200 released: the fee (10%, $20) in proportion is $12; 80 back to the card.
    const earnings = await t.app.inject({
      url: '/api/earnings',
      headers: bearer(freelancer.token),
    });
    expect(earnings.json().data.available).toBe(108);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'succeeded', refundedCents: 8000 });
    const ledger = await t.app.inject({ url: '/api/admin/ledger', headers: bearer(admin.token) });
    expect(ledger.json().data.total_of_entries).toBe(0);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('completes a disputed job contract when money is released to the freelancer', async () => {
    const client = await signUp(t.app, 'client');
    const freelancer = await signUp(t.app, 'freelancer');
    const { proposalId, orderId } = await acceptedContract(t, client, freelancer, 150);
    await payOrder(t, client, orderId);
    await dispute(freelancer, orderId, { reason: 'The client changed the brief.' });
    const decided = await resolve(await openDisputeId(orderId), {
      outcome: 'split',
      freelancer_amount: 75,
      decision: 'Half the brief was done.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [proposal] = await t.database.db
      .select({ status: proposals.status })
      .from(proposals)
      .where(eq(proposals.id, proposalId));
    expect(proposal?.status).toBe('done');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

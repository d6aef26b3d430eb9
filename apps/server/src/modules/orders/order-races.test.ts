import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { payouts } from '#db/schema/index.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import {
  acceptedContract,
  proposeOnNewJob,
  card,
  createService,
  fundedOrder,
  ledgerViolations,
  movementsOf,
  orderCall,
  placeOrder,
} from '#test/order-fixtures.ts';

/**
 * Many identical money-moving calls at once: exactly one moves money, the others answer 409
 * (or, with the same Idempotency-Key, the first answer again), and never a 5xx. On PostgreSQL
 * (DATABASE_URL) the calls really run side by side on a pool of connections and meet at the
 * row locks; on PGlite (one connection) their transactions take turns, so there the tests
 * check that each call re-checks the state it was given under its lock.
 */
const N = 50;
const DAY_SECONDS = 60;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ORDER_DAY_SECONDS: String(DAY_SECONDS),
    ORDER_AUTO_COMPLETE_DAYS: '100000',
    ORDER_TIMER_INTERVAL_SECONDS: '86400',
    // Every test signs its own people up, all from one address.
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
  });
});
afterAll(async () => {
  await t?.close();
});

const times = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

const codesOf = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

/** One 200, the rest 409, nothing else (in particular no 5xx). */
const expectOneWinner = (responses: LightMyRequestResponse[]) => {
  const codes = codesOf(responses);
  expect(
    codes.filter((code) => code !== 200 && code !== 409),
    responses.find((r) => r.statusCode !== 200 && r.statusCode !== 409)?.body,
  ).toEqual([]);
  expect(codes.filter((code) => code === 200)).toHaveLength(1);
  const winner = responses.find((r) => r.statusCode === 200);
  if (!winner) throw new Error('no winner');
  return winner;
};

const expectBooksBalanced = async () => expect(await ledgerViolations(t.database.db)).toEqual([]);

const getOrder = async (user: TestUser, orderId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const earnings = async (freelancer: TestUser) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/earnings',
    headers: bearer(freelancer.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const payout = (freelancer: TestUser, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/earnings/payout',
    headers: { ...bearer(freelancer.token), ...headers },
  });

const payoutRowsOf = (userId: number) =>
  t.database.db.select().from(payouts).where(eq(payouts.userId, userId));

const deliveredOrder = async (price = 100) => {
  const funded = await fundedOrder(t, { price });
  const delivered = await orderCall(t, funded.freelancer, funded.orderId, 'deliver', {
    message: 'Done',
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return funded;
};

/** Sends every overdue notice due by two order days from now (the order is then refundable). */
const makeOverdue = async () => {
  await t.app.runOrderTimers(new Date(Date.now() + 2 * DAY_SECONDS * 1000 + 1000));
};

describe(`${N} identical calls at once`, () => {
  it('accepting a delivery: one release, the rest 409', async () => {
    const { client, freelancer, orderId } = await deliveredOrder(100);
    const responses = await times(N, () => orderCall(t, client, orderId, 'accept'));
    const winner = expectOneWinner(responses);
    expect(winner.json().data.status).toBe('completed');
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1, release: 1 });
    expect((await getOrder(client, orderId)).status).toBe('completed');
    expect(await earnings(freelancer)).toMatchObject({ available: 90, total_earned: 90 });
    await expectBooksBalanced();
  });

  it('cancelling an overdue order (the client): one refund, the rest 409', async () => {
    const { client, orderId } = await fundedOrder(t, { price: 40, delivery_days: 1 });
    await makeOverdue();
    expect((await getOrder(client, orderId)).overdue).toBe(true);
    const responses = await times(N, () =>
      orderCall(t, client, orderId, 'cancel', { reason: 'Too late' }),
    );
    const winner = expectOneWinner(responses);
    expect(winner.json().data.status).toBe('cancelled');
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1, refund: 1 });
    const order = await getOrder(client, orderId);
    expect(order.status).toBe('cancelled');
    expect(order.payments.map((p: { status: string }) => p.status)).toEqual(['refunded']);
    await expectBooksBalanced();
  });

  it('cancelling from both sides at once: one refund, no 5xx', async () => {
    const { client, freelancer, orderId } = await fundedOrder(t, { price: 30 });
    const responses = await times(N, (i) =>
      orderCall(t, i % 2 === 0 ? client : freelancer, orderId, 'cancel'),
    );
    const codes = codesOf(responses);
    expect(codes.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    // The first asks, the first of the other side agrees and refunds; the rest are refused.
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1, refund: 1 });
    expect((await getOrder(client, orderId)).status).toBe('cancelled');
    await expectBooksBalanced();
  });

  it('paying: one charge, the rest 409', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer, { price: 25 }));
    const responses = await times(N, () => orderCall(t, client, orderId, 'pay', card()));
    const winner = expectOneWinner(responses);
    expect(winner.json().data.order.status).toBe('in_escrow');
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1 });
    const order = await getOrder(client, orderId);
    expect(order.payments.map((p: { status: string }) => p.status)).toEqual(['succeeded']);
    await expectBooksBalanced();
  });

  it('paying out: one payout of the whole balance, the rest 409', async () => {
    const first = await deliveredOrder(100);
    expect((await orderCall(t, first.client, first.orderId, 'accept')).statusCode).toBe(200);
    const responses = await times(N, () => payout(first.freelancer));
    const winner = expectOneWinner(responses);
    expect(winner.json().data.amount).toBe(90);
    const rows = await payoutRowsOf(first.freelancer.id);
    expect(rows.map((row) => row.amountCents)).toEqual([9000]);
    expect(await earnings(first.freelancer)).toMatchObject({ available: 0, total_earned: 90 });
    await expectBooksBalanced();
  });

  it('accepting, cancelling and paying one delivered order all at once: one release only', async () => {
    const { client, freelancer, orderId } = await deliveredOrder(70);
    const responses = await times(N, (i) =>
      i % 4 === 0
        ? orderCall(t, client, orderId, 'accept')
        : i % 4 === 1
          ? orderCall(t, client, orderId, 'cancel')
          : i % 4 === 2
            ? orderCall(t, freelancer, orderId, 'cancel')
            : orderCall(t, client, orderId, 'pay', card()),
    );
    expect(codesOf(responses).filter((code) => code >= 500)).toEqual([]);
    const movements = await movementsOf(t.database.db, orderId);
    const status = (await getOrder(client, orderId)).status;
    // Either the accept came first (released) or both sides asked to cancel first (refunded).
    expect(
      (status === 'completed' && movements.release === 1 && movements.refund === undefined) ||
        (status === 'cancelled' && movements.refund === 1 && movements.release === undefined),
      `${status} ${JSON.stringify(movements)}`,
    ).toBe(true);
    await expectBooksBalanced();
  });
});

describe('many orders of one freelancer at once', () => {
  it('accepts, auto-completions on two instances and payouts together: each order released once, all of it paid out', async () => {
    const [freelancer, clientA, clientB] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
      signUp(t.app, 'client'),
    ]);
    const serviceId = await createService(t, freelancer, { price: 10 });
    const orderIds: { id: number; client: TestUser }[] = [];
    for (let i = 0; i < 12; i += 1) {
      const client = i % 2 === 0 ? clientA : clientB;
      const id = await placeOrder(t, client, serviceId);
      expect((await orderCall(t, client, id, 'pay', card())).statusCode).toBe(200);
      expect((await orderCall(t, freelancer, id, 'deliver', { message: 'Done' })).statusCode).toBe(
        200,
      );
      orderIds.push({ id, client });
    }
    const sibling = await t.buildSibling();
    // Past every auto-completion: the timers race the clients' accepts for the same orders.
    const later = new Date(Date.now() + 100_001 * DAY_SECONDS * 1000);
    const [accepts, pays, fired] = await Promise.all([
      Promise.all(orderIds.map(({ id, client }) => orderCall(t, client, id, 'accept'))),
      times(20, () => payout(freelancer)),
      Promise.all([t.app.runOrderTimers(later), sibling.runOrderTimers(later)]),
    ]);
    for (const response of [...accepts, ...pays])
      expect([200, 409], response.body).toContain(response.statusCode);
    for (const { id } of orderIds)
      expect(await movementsOf(t.database.db, id)).toEqual({ payment: 1, release: 1 });
    const acceptedNow = accepts.filter((r) => r.statusCode === 200).length;
    const firedOnOrders = orderIds.length - acceptedNow;
    expect(fired[0] + fired[1]).toBeGreaterThanOrEqual(firedOnOrders);

    // Whatever the interleaving, what was released is paid out or still available.
    if ((await earnings(freelancer)).available > 0)
      expect((await payout(freelancer)).statusCode).toBe(200);
    const rows = await payoutRowsOf(freelancer.id);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(12 * 900);
    expect(await earnings(freelancer)).toMatchObject({ available: 0, total_earned: 108 });
    await expectBooksBalanced();
  });
});

describe('Idempotency-Key', () => {
  const key = (name: string) => ({
    'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}`,
  });

  const expectReplays = (responses: LightMyRequestResponse[]) => {
    expect(codesOf(responses).filter((code) => code >= 500)).toEqual([]);
    const first = responses.filter((r) => r.headers['idempotent-replayed'] !== 'true');
    expect(first).toHaveLength(1);
    for (const response of responses) {
      expect(response.statusCode).toBe(first[0]?.statusCode);
      expect(response.json()).toEqual(first[0]?.json());
    }
    return first[0];
  };

  it('answers sequential retries of a payment with the first answer and charges once', async () => {
    const [freelancer, client] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
    ]);
    const orderId = await placeOrder(t, client, await createService(t, freelancer, { price: 15 }));
    const headers = key('pay');
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 5; i += 1)
      responses.push(await orderCall(t, client, orderId, 'pay', card(), headers));
    const first = expectReplays(responses);
    expect(first).toBe(responses[0]);
    expect(first?.statusCode).toBe(200);
    expect(responses.slice(1).map((r) => r.headers['idempotent-replayed'])).toEqual(
      Array(4).fill('true'),
    );
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1 });
    expect((await getOrder(client, orderId)).payments).toHaveLength(1);
    // Without the key, the order's own state refuses a second payment.
    expect((await orderCall(t, client, orderId, 'pay', card())).statusCode).toBe(409);
    await expectBooksBalanced();
  });

  it('answers concurrent retries of an accept with one answer and releases once', async () => {
    const { client, orderId } = await deliveredOrder(55);
    const headers = key('accept');
    const responses = await times(N, () => orderCall(t, client, orderId, 'accept', {}, headers));
    const first = expectReplays(responses);
    expect(first?.statusCode).toBe(200);
    expect(first?.json().data.status).toBe('completed');
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1, release: 1 });
    await expectBooksBalanced();
  });

  it('answers concurrent retries of a refund with one answer and refunds once', async () => {
    const { client, orderId } = await fundedOrder(t, { price: 42, delivery_days: 1 });
    await makeOverdue();
    const headers = key('cancel');
    const responses = await times(N, () =>
      orderCall(t, client, orderId, 'cancel', { reason: 'Late' }, headers),
    );
    const first = expectReplays(responses);
    expect(first?.json().data.status).toBe('cancelled');
    const again = await orderCall(t, client, orderId, 'cancel', { reason: 'Late' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first?.json());
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1, refund: 1 });
    await expectBooksBalanced();
  });

  it('answers retries of a payout with the first payout, also after more money arrived', async () => {
    const first = await deliveredOrder(100);
    expect((await orderCall(t, first.client, first.orderId, 'accept')).statusCode).toBe(200);
    const headers = key('payout');
    const responses = await times(N, () => payout(first.freelancer, headers));
    const answer = expectReplays(responses);
    expect(answer?.json().data.amount).toBe(90);

    // A second sale completes; a late retry of the first payout still pays nothing new.
    const serviceId = await createService(t, first.freelancer, { price: 20 });
    const orderId = await placeOrder(t, first.client, serviceId);
    expect((await orderCall(t, first.client, orderId, 'pay', card())).statusCode).toBe(200);
    expect(
      (await orderCall(t, first.freelancer, orderId, 'deliver', { message: 'Done' })).statusCode,
    ).toBe(200);
    expect((await orderCall(t, first.client, orderId, 'accept')).statusCode).toBe(200);
    const late = await payout(first.freelancer, headers);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json()).toEqual(answer?.json());
    expect((await payoutRowsOf(first.freelancer.id)).map((row) => row.amountCents)).toEqual([9000]);
    expect((await earnings(first.freelancer)).available).toBe(18);
    await expectBooksBalanced();
  });

  it('refuses the same key on another call with 422, moving nothing', async () => {
    const [freelancer, client, otherClient] = await Promise.all([
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'client'),
      signUp(t.app, 'client'),
    ]);
    const serviceId = await createService(t, freelancer, { price: 12 });
    const [orderId, otherOrderId] = [
      await placeOrder(t, client, serviceId),
      await placeOrder(t, client, serviceId),
    ];
    const headers = key('shared');
    expect((await orderCall(t, client, orderId, 'pay', card(), headers)).statusCode).toBe(200);

    const otherAction = await orderCall(t, client, orderId, 'accept', {}, headers);
    expect(otherAction.statusCode).toBe(422);
    expect(otherAction.json().error).toBe(
      'This Idempotency-Key was already used for another call.',
    );
    const otherOrder = await orderCall(t, client, otherOrderId, 'pay', card(), headers);
    expect(otherOrder.statusCode).toBe(422);
    expect(otherOrder.headers['idempotent-replayed']).toBeUndefined();
    expect((await getOrder(client, otherOrderId)).status).toBe('awaiting_payment');
    expect(await movementsOf(t.database.db, otherOrderId)).toEqual({});

    // Keys belong to the caller: another client may use the same one for their own call.
    const theirOrderId = await placeOrder(t, otherClient, serviceId);
    const theirs = await orderCall(t, otherClient, theirOrderId, 'pay', card(), headers);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    await expectBooksBalanced();
  });
});

describe('a contract (accepted proposal) paid into escrow', () => {
  const complete = (client: TestUser, proposalId: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/proposals/${proposalId}/complete`,
      headers: bearer(client.token),
    });

  const proposalStatus = async (freelancer: TestUser, proposalId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/proposals/getFreelancerProposals',
      headers: bearer(freelancer.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.find((p: { id: number; status: string }) => p.id === proposalId)
      ?.status;
  };

  const fundedContract = async (bid: number) => {
    const [client, freelancer] = await Promise.all([
      signUp(t.app, 'client'),
      signUp(t.app, 'freelancer'),
    ]);
    const { proposalId, orderId } = await acceptedContract(t, client, freelancer, bid);
    const early = await complete(client, proposalId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/Fund this contract/);
    const paid = await orderCall(t, client, orderId, 'pay', card());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.order).toMatchObject({ kind: 'contract', status: 'in_escrow' });
    return { client, freelancer, proposalId, orderId };
  };

  it('accepting a proposal and completing it at once never completes an unfunded contract', async () => {
    const [client, freelancer] = await Promise.all([
      signUp(t.app, 'client'),
      signUp(t.app, 'freelancer'),
    ]);
    // A race: on PostgreSQL it takes a few tries to land a complete inside the accept.
    for (let round = 0; round < 10; round += 1) {
      const { proposalId } = await proposeOnNewJob(t, client, freelancer, 30);
      const [accepted, ...completes] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/proposals/${proposalId}/accept`,
          headers: bearer(client.token),
        }),
        ...Array.from({ length: 10 }, () => complete(client, proposalId)),
      ]);
      expect(accepted?.statusCode, accepted?.body).toBe(200);
      // Nothing is in escrow at any moment here, so every complete must be refused.
      expect(
        completes.map((r) => r.statusCode),
        `round ${round}: ${completes.find((r) => r.statusCode !== 409)?.body}`,
      ).toEqual(Array(10).fill(409));
      expect(await proposalStatus(freelancer, proposalId)).toBe('active');
    }
  });

  it('completing the contract and accepting its delivered order at once release once', async () => {
    const { client, freelancer, proposalId, orderId } = await fundedContract(80);
    const delivered = await orderCall(t, freelancer, orderId, 'deliver', { message: 'Done' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const responses = await times(N, (i) =>
      i % 2 === 0 ? complete(client, proposalId) : orderCall(t, client, orderId, 'accept'),
    );
    expectOneWinner(responses);
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1, release: 1 });
    expect((await getOrder(client, orderId)).status).toBe('completed');
    expect(await proposalStatus(freelancer, proposalId)).toBe('done');
    expect(await earnings(freelancer)).toMatchObject({ available: 72, total_earned: 72 });
    await expectBooksBalanced();
  });

  it('completing an undelivered funded contract many times at once releases once', async () => {
    const { client, freelancer, proposalId, orderId } = await fundedContract(50);
    const responses = await times(N, (i) =>
      i % 2 === 0 ? complete(client, proposalId) : orderCall(t, client, orderId, 'accept'),
    );
    const winner = expectOneWinner(responses);
    expect(winner.json().data).toMatchObject({ id: proposalId, status: 'done' });
    expect(await movementsOf(t.database.db, orderId)).toEqual({ payment: 1, release: 1 });
    expect((await getOrder(client, orderId)).status).toBe('completed');
    expect(await proposalStatus(freelancer, proposalId)).toBe('done');
    expect((await earnings(freelancer)).available).toBe(45);
    await expectBooksBalanced();
  });
});

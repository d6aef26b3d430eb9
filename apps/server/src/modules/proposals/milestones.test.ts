import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MILESTONE_MESSAGES,
  milestoneSumMessage,
  REVIEW_MESSAGES,
  todayUtc,
  type TMilestone,
} from '@marketplace/contract';
import { orderDisputes, orders, proposals } from '#db/schema/index.ts';
import { adminOf } from '#test/admin-fixtures.ts';
import {
  ledgerViolations,
  movementsOf,
  orderCall,
  payOrder,
  proposeOnNewJob,
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

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => todayUtc(new Date(Date.now() + days * DAY_MS));

const accept = (client: TestUser, proposalId: number, payload?: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/proposals/${proposalId}/accept`,
    headers: bearer(client.token),
    ...(payload ? { payload } : {}),
  });

const proposalOf = async (user: TestUser, proposalId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/proposals/getMyProposals',
    headers: bearer(user.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const proposal = (response.json().data as { id: number }[]).find((p) => p.id === proposalId);
  if (!proposal) throw new Error(`proposal ${proposalId} is not listed`);
  return proposal as { id: number; status: string; milestones: TMilestone[] } & Record<
    string,
    unknown
  >;
};

const people = async () => {
  const [client, freelancer] = await Promise.all([
    signUp(t.app, 'client'),
    signUp(t.app, 'freelancer'),
  ]);
  return { client, freelancer };
};

const THREE_PARTS = () => [
  { title: 'Pages 1 to 3', amount: 30, due_date: dayFromNow(3) },
  { title: 'Pages 4 to 6', amount: 30.5, due_date: dayFromNow(6) },
  { title: 'Pages 7 and 8', amount: 19.5, due_date: dayFromNow(9) },
];

/** Delivers and accepts a funded milestone; answers the accept. */
const deliverAndAccept = async (client: TestUser, freelancer: TestUser, orderId: number) => {
  const delivered = await orderCall(t, freelancer, orderId, 'deliver', { message: 'Here it is.' });
  expect(delivered.statusCode, delivered.body).toBe(200);
  const accepted = await orderCall(t, client, orderId, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().data;
};

describe('accepting a proposal with milestones', () => {
  it('opens one escrow order per milestone, with its title, amount, due date and fee share', async () => {
    const { client, freelancer } = await people();
    const { proposalId } = await proposeOnNewJob(t, client, freelancer, 80);
    const response = await accept(client, proposalId, { milestones: THREE_PARTS() });
    expect(response.statusCode, response.body).toBe(200);
    const { proposal } = response.json().data;
    expect(proposal.status).toBe('active');
    const milestones = proposal.milestones as TMilestone[];
    expect(milestones.map((m) => [m.position, m.title, m.amount, m.status])).toEqual([
      [1, 'Pages 1 to 3', 30, 'awaiting_payment'],
      [2, 'Pages 4 to 6', 30.5, 'awaiting_payment'],
      [3, 'Pages 7 and 8', 19.5, 'awaiting_payment'],
    ]);
    // Each is due at the end of its day, in UTC.
    expect(milestones[0]?.due_at).toBe(`${dayFromNow(3)}T23:59:59.999Z`);
    // The milestone needing attention is the first one.
    expect(proposal.order).toEqual({ id: milestones[0]?.order_id, status: 'awaiting_payment' });

    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.proposalId, proposalId))
      .orderBy(orders.milestonePosition);
    // The fees are the proposal's $8.00 shared by amount, adding up to it exactly.
    expect(rows.map((row) => [row.priceCents, row.feeCents])).toEqual([
      [3000, 300],
      [3050, 305],
      [1950, 195],
    ]);
    expect(rows[1]?.title).toBe('Translate a brochure: Pages 4 to 6');

    // The order page says which milestone it is.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${rows[1]?.id}`,
      headers: bearer(freelancer.token),
    });
    expect(page.json().data.milestone).toEqual({ position: 2, count: 3, title: 'Pages 4 to 6' });
  });

  it('accepts without a body as one milestone for the whole bid, as SPEC does', async () => {
    const { client, freelancer } = await people();
    const { proposalId } = await proposeOnNewJob(t, client, freelancer, 80);
    const response = await accept(client, proposalId);
    expect(response.statusCode, response.body).toBe(200);
    const milestones = response.json().data.proposal.milestones as TMilestone[];
    expect(milestones).toHaveLength(1);
    expect(milestones[0]).toMatchObject({
      position: 1,
      title: 'Translate a brochure',
      amount: 80,
      due_at: null,
    });
  });

  it('refuses milestones that do not add up to the bid, or are due in the past, changing nothing', async () => {
    const { client, freelancer } = await people();
    const { proposalId } = await proposeOnNewJob(t, client, freelancer, 80);
    const cases: [object, number, Record<string, string>][] = [
      [
        {
          milestones: [
            { title: 'Half', amount: 40, due_date: dayFromNow(2) },
            { title: 'Less than half', amount: 39.99, due_date: dayFromNow(4) },
          ],
        },
        422,
        { milestones: milestoneSumMessage(7999, 8000) },
      ],
      [
        {
          milestones: [
            { title: 'Half', amount: 40, due_date: dayFromNow(-1) },
            { title: 'Other half', amount: 40, due_date: dayFromNow(4) },
          ],
        },
        422,
        { 'milestones.0.due_date': MILESTONE_MESSAGES.dueDatePast },
      ],
      [
        { milestones: [{ title: 'All', amount: 80, due_date: dayFromNow(2) }] },
        422,
        { milestones: MILESTONE_MESSAGES.tooFew },
      ],
      [
        {
          milestones: [
            { title: ' ', amount: 0, due_date: '2026-02-30' },
            { title: 'x'.repeat(101), amount: 40.005, due_date: 'soon' },
          ],
        },
        422,
        {
          'milestones.0.title': MILESTONE_MESSAGES.titleRequired,
          'milestones.0.amount': MILESTONE_MESSAGES.amountInvalid,
          'milestones.0.due_date': MILESTONE_MESSAGES.dueDateInvalid,
          'milestones.1.title': MILESTONE_MESSAGES.titleTooLong,
          'milestones.1.amount': MILESTONE_MESSAGES.amountCents,
          'milestones.1.due_date': MILESTONE_MESSAGES.dueDateInvalid,
        },
      ],
      [
        {
          milestones: Array.from({ length: 11 }, (_, index) => ({
            title: `Part ${index + 1}`,
            amount: 1,
            due_date: dayFromNow(3),
          })),
        },
        422,
        { milestones: MILESTONE_MESSAGES.tooMany },
      ],
    ];
    for (const [payload, status, fields] of cases) {
      const response = await accept(client, proposalId, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().data).toEqual(fields);
    }
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, proposalId));
    expect(row?.status).toBe('pending');
    expect(
      await t.database.db.select().from(orders).where(eq(orders.proposalId, proposalId)),
    ).toEqual([]);
  });
});

describe('a contract of milestones', () => {
  it('funds, delivers and releases each milestone on its own; the contract ends with the last', async () => {
    const { client, freelancer } = await people();
    const { proposalId } = await proposeOnNewJob(t, client, freelancer, 80);
    const accepted = await accept(client, proposalId, { milestones: THREE_PARTS() });
    const [first, second, third] = accepted.json().data.proposal.milestones as TMilestone[];
    if (!first || !second || !third) throw new Error('three milestones expected');

    // Milestones may be funded in any order; each holds its own amount in escrow.
    await payOrder(t, client, second.order_id);
    await payOrder(t, client, first.order_id);
    // The second milestone keeps the due date the client gave it.
    const [secondRow] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, second.order_id));
    expect(secondRow?.dueAt?.toISOString()).toBe(second.due_at);

    await deliverAndAccept(client, freelancer, first.order_id);
    expect((await proposalOf(client, proposalId)).status).toBe('active');
    // A revision is asked for on one milestone alone.
    await orderCall(t, freelancer, second.order_id, 'deliver', { message: 'Draft.' });
    const revise = await orderCall(t, client, second.order_id, 'revision', {
      message: 'Page 5 is missing.',
    });
    expect(revise.statusCode, revise.body).toBe(200);
    await deliverAndAccept(client, freelancer, second.order_id);
    const midway = await proposalOf(client, proposalId);
    expect(midway.status).toBe('active');
    expect(midway.order).toEqual({ id: third.order_id, status: 'awaiting_payment' });

    // No review yet: the contract is reviewed once, when it ends.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.order_id}/reviews`,
      headers: bearer(client.token),
      payload: { stars: 5, comment: 'Quick and careful.' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(REVIEW_MESSAGES.contractOpen);

    await payOrder(t, client, third.order_id);
    await deliverAndAccept(client, freelancer, third.order_id);
    const done = await proposalOf(client, proposalId);
    expect(done.status).toBe('done');
    expect(done.milestones.map((m) => m.status)).toEqual(['completed', 'completed', 'completed']);
    for (const milestone of [first, second, third])
      expect(await movementsOf(t.database.db, milestone.order_id)).toEqual({
        payment: 1,
        release: 1,
      });
    expect(await ledgerViolations(t.database.db)).toEqual([]);

    // The freelancer received the bid less the fee: $72.00.
    const earnings = await t.app.inject({
      method: 'GET',
      url: '/api/earnings',
      headers: bearer(freelancer.token),
    });
    expect(earnings.json().data.available).toBe(72);

    // Reviews are written on the milestone that completed the contract, not on the others.
    const onFirst = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.order_id}/reviews`,
      headers: bearer(client.token),
      payload: { stars: 5, comment: 'Quick and careful.' },
    });
    expect(onFirst.statusCode).toBe(409);
    expect(onFirst.json().error).toBe(REVIEW_MESSAGES.otherMilestone);
    const onLast = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${third.order_id}/reviews`,
      headers: bearer(client.token),
      payload: { stars: 5, comment: 'Quick and careful.' },
    });
    expect(onLast.statusCode, onLast.body).toBe(201);
  });

  it('completing the contract releases the funded milestones and cancels the unfunded ones', async () => {
    const { client, freelancer } = await people();
    const { proposalId } = await proposeOnNewJob(t, client, freelancer, 80);
    const accepted = await accept(client, proposalId, { milestones: THREE_PARTS() });
    const [first, second, third] = accepted.json().data.proposal.milestones as TMilestone[];
    if (!first || !second || !third) throw new Error('three milestones expected');

    const complete = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/proposals/${proposalId}/complete`,
        headers: bearer(client.token),
      });
    // Nothing funded yet: nothing to complete.
    expect((await complete()).statusCode).toBe(409);

    await payOrder(t, client, first.order_id);
    await deliverAndAccept(client, freelancer, first.order_id);
    await payOrder(t, client, second.order_id);
    const response = await complete();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('done');
    expect(
      (response.json().data.milestones as TMilestone[]).map((m) => [m.position, m.status]),
    ).toEqual([
      [1, 'completed'],
      [2, 'completed'],
      [3, 'cancelled'],
    ]);
    expect(await movementsOf(t.database.db, third.order_id)).toEqual({});
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a dispute freezes one milestone; an admin split keeps the ledger at zero and ends the contract', async () => {
    const { client, freelancer } = await people();
    const { proposalId } = await proposeOnNewJob(t, client, freelancer, 80);
    const accepted = await accept(client, proposalId, {
      milestones: [
        { title: 'Draft', amount: 50, due_date: dayFromNow(2) },
        { title: 'Final', amount: 30, due_date: dayFromNow(5) },
      ],
    });
    const [draft, final] = accepted.json().data.proposal.milestones as TMilestone[];
    if (!draft || !final) throw new Error('two milestones expected');
    await payOrder(t, client, draft.order_id);
    await deliverAndAccept(client, freelancer, draft.order_id);
    await payOrder(t, client, final.order_id);

    const opened = await orderCall(t, client, final.order_id, 'dispute', {
      reason: 'The final version never came.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    // While one milestone is in dispute the contract cannot be completed around it.
    const complete = await t.app.inject({
      method: 'PUT',
      url: `/api/proposals/${proposalId}/complete`,
      headers: bearer(client.token),
    });
    expect(complete.statusCode).toBe(409);

    const [dispute] = await t.database.db
      .select()
      .from(orderDisputes)
      .where(eq(orderDisputes.orderId, final.order_id));
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${dispute?.id}/resolve`,
      headers: bearer(admin.token),
      payload: { outcome: 'split', freelancer_amount: 10, decision: 'A third was delivered.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await proposalOf(client, proposalId);
    expect(after.status).toBe('done');
    expect(after.milestones.map((m) => m.status)).toEqual(['completed', 'completed']);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('two last milestones released at once end the contract exactly once', async () => {
    const { client, freelancer } = await people();
    const { proposalId } = await proposeOnNewJob(t, client, freelancer, 80);
    const accepted = await accept(client, proposalId, {
      milestones: [
        { title: 'One', amount: 40, due_date: dayFromNow(2) },
        { title: 'Two', amount: 40, due_date: dayFromNow(2) },
      ],
    });
    const milestones = accepted.json().data.proposal.milestones as TMilestone[];
    for (const milestone of milestones) {
      await payOrder(t, client, milestone.order_id);
      await orderCall(t, freelancer, milestone.order_id, 'deliver', { message: 'Done.' });
    }
    const answers = await Promise.all(
      milestones.map((milestone) => orderCall(t, client, milestone.order_id, 'accept')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await proposalOf(client, proposalId)).status).toBe('done');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

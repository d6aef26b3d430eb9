import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@marketplace/contract';
import { orders, reviews } from '#db/schema/index.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import { acceptedContract, fundedOrder, orderCall, payOrder } from '#test/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;

const completedOrder = async (fields: { price?: number } = {}) => {
  const order = await fundedOrder(t, fields);
  await orderCall(t, order.freelancer, order.orderId, 'deliver', { message: 'Done' });
  const accepted = await orderCall(t, order.client, order.orderId, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return order;
};

const review = (user: TestUser | undefined, orderId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/reviews`,
    headers: user ? bearer(user.token) : {},
    payload,
  });

const reviewsOf = async (user: TestUser, orderId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/reviews`,
    headers: bearer(user.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const get = async (user: TestUser, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const replyTo = (user: TestUser, reviewId: number, reply: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/reply`,
    headers: bearer(user.token),
    payload: { reply },
  });

const reviewRows = (orderId: number) =>
  t.database.db.select().from(reviews).where(eq(reviews.orderId, orderId));

describe('reviews of a completed order', () => {
  it('stay hidden until both sides have written theirs, then set the service rating', async () => {
    const { client, freelancer, orderId, serviceId } = await completedOrder();

    const before = await reviewsOf(client, orderId);
    expect(before).toMatchObject({ can_review: true, mine: null, theirs: null });
    expect(new Date(before.window_ends_at).getTime()).toBeGreaterThan(Date.now() + 13 * DAY_MS);

    const first = await review(client, orderId, { stars: 4, comment: 'Clear and quick.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      can_review: false,
      mine: { stars: 4, comment: 'Clear and quick.', reviewer_role: 'client', published_at: null },
      theirs: null,
      theirs_written: false,
    });

    // The freelancer learns a review exists, not what it says.
    const waiting = await reviewsOf(freelancer, orderId);
    expect(waiting).toMatchObject({ can_review: true, theirs: null, theirs_written: true });
    const notice = await get(freelancer, '/api/notifications');
    expect(notice.data[0]).toMatchObject({
      kind: 'review_received',
      link: `/orders/${orderId}`,
    });
    expect(JSON.stringify(notice.data[0])).not.toContain('Clear and quick');
    const hiddenList = await get(freelancer, `/api/user/${freelancer.username}/reviews`);
    expect(hiddenList.data).toEqual([]);
    expect(hiddenList.meta.rating).toEqual({ average: null, count: 0 });
    expect((await get(client, `/api/services/${serviceId}`)).data).toMatchObject({
      rate: 0,
      rating_count: 0,
    });

    const second = await review(freelancer, orderId, { stars: 5, comment: 'Great brief.' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.theirs).toMatchObject({ stars: 4, comment: 'Clear and quick.' });
    expect(second.json().data.mine.published_at).not.toBeNull();

    const clientView = await reviewsOf(client, orderId);
    expect(clientView.theirs).toMatchObject({
      stars: 5,
      comment: 'Great brief.',
      reviewer_role: 'freelancer',
      reviewer: { id: freelancer.id },
    });
    expect((await get(client, `/api/services/${serviceId}`)).data).toMatchObject({
      rate: 4,
      rating_count: 1,
    });
    const received = await get(client, `/api/user/${freelancer.id}/reviews`);
    expect(received.data).toHaveLength(1);
    expect(received.data[0]).toMatchObject({ stars: 4, order_id: orderId, reply: null });
    expect(received.meta.rating).toEqual({ average: 4, count: 1 });
    const ofService = await get(freelancer, `/api/services/${serviceId}/reviews`);
    expect(ofService.data.map((row: { stars: number }) => row.stars)).toEqual([4]);
  });

  it('averages every shown review of a service and of a person', async () => {
    const first = await completedOrder();
    await review(first.client, first.orderId, { stars: 5, comment: 'Superb.' });
    await review(first.freelancer, first.orderId, { stars: 5, comment: 'Superb client.' });
    // A second client buys the same service.
    const other = await signUp(t.app, 'client');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(other.token),
      payload: { service_id: first.serviceId, requirements: 'Same again.' },
    });
    const secondId = placed.json().data.id as number;
    await payOrder(t, other, secondId);
    await orderCall(t, first.freelancer, secondId, 'deliver', { message: 'Done' });
    await orderCall(t, other, secondId, 'accept');
    await review(other, secondId, { stars: 2, comment: 'Late.' });
    await review(first.freelancer, secondId, { stars: 4, comment: 'Fine.' });

    const service = (await get(other, `/api/services/${first.serviceId}`)).data;
    expect(service).toMatchObject({ rate: 3.5, rating_count: 2 });
    const page = await get(other, `/api/user/${first.freelancer.username}/reviews?limit=1`);
    expect(page.meta.rating).toEqual({ average: 3.5, count: 2 });
    expect(page.data).toHaveLength(1);
    expect(page.data[0].comment).toBe('Late.');
    const next = await get(
      other,
      `/api/user/${first.freelancer.username}/reviews?limit=1&cursor=${page.meta.next_cursor}`,
    );
    expect(next.data.map((row: { comment: string }) => row.comment)).toEqual(['Superb.']);
    expect(next.meta.next_cursor).toBeNull();
    // The services list carries the same rating.
    const listed = await get(other, '/api/getAll2?limit=100');
    expect(listed.data.find((row: { id: number }) => row.id === first.serviceId)).toMatchObject({
      rate: 3.5,
      rating_count: 2,
    });
  });

  it('are shown when the window closes without the other side, and refused after it', async () => {
    const { client, freelancer, orderId, serviceId } = await completedOrder();
    await review(client, orderId, { stars: 3, comment: 'Fine.' });
    // Timers run on the server's own schedule; here they run directly at a later time.
    await t.app.runOrderTimers(new Date(Date.now() + 13 * DAY_MS));
    expect((await reviewRows(orderId))[0]?.publishedAt).toBeNull();
    await t.app.runOrderTimers(new Date(Date.now() + 15 * DAY_MS));
    expect((await reviewRows(orderId))[0]?.publishedAt).not.toBeNull();
    expect((await get(client, `/api/services/${serviceId}`)).data).toMatchObject({
      rate: 3,
      rating_count: 1,
    });
    expect((await reviewsOf(freelancer, orderId)).theirs).toMatchObject({ stars: 3 });

    // The order completed long ago: its window has closed.
    await t.database.db
      .update(orders)
      .set({ completedAt: sql`now() - interval '15 days'` })
      .where(eq(orders.id, orderId));
    const late = await review(freelancer, orderId, { stars: 5, comment: 'Too late.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(REVIEW_MESSAGES.windowClosed);
    expect((await reviewsOf(freelancer, orderId)).can_review).toBe(false);
    expect(await reviewRows(orderId)).toHaveLength(1);
  });

  it('are written once, only by the two sides, only after completion', async () => {
    const running = await fundedOrder(t);
    const early = await review(running.client, running.orderId, { stars: 5, comment: 'Early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(REVIEW_MESSAGES.notCompleted);
    expect((await reviewsOf(running.client, running.orderId)).can_review).toBe(false);

    const { client, orderId } = await completedOrder();
    const stranger = await signUp(t.app, 'client');
    const outsider = await review(stranger, orderId, { stars: 1, comment: 'Never met.' });
    expect(outsider.statusCode).toBe(404);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/reviews`,
      headers: bearer(stranger.token),
    });
    expect(peek.statusCode).toBe(404);
    expect((await review(undefined, orderId, { stars: 1, comment: 'x' })).statusCode).toBe(401);

    expect((await review(client, orderId, { stars: 5, comment: 'Good.' })).statusCode).toBe(201);
    const again = await review(client, orderId, { stars: 1, comment: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REVIEW_MESSAGES.alreadyReviewed);
    const rows = await reviewRows(orderId);
    expect(rows.map((row) => row.stars)).toEqual([5]);
  });

  it('answers bad input with the field messages and stores nothing', async () => {
    const { client, orderId } = await completedOrder();
    const cases: Array<[object, Record<string, string>]> = [
      [{ stars: 0, comment: 'x' }, { stars: REVIEW_MESSAGES.starsInvalid }],
      [{ stars: 6, comment: 'x' }, { stars: REVIEW_MESSAGES.starsInvalid }],
      [{ stars: 4.5, comment: 'x' }, { stars: REVIEW_MESSAGES.starsInvalid }],
      [{ stars: '5', comment: 'x' }, { stars: REVIEW_MESSAGES.starsInvalid }],
      [{ stars: 5, comment: '   ' }, { comment: REVIEW_MESSAGES.commentRequired }],
      [{ stars: 5 }, { comment: REVIEW_MESSAGES.commentRequired }],
      [{ stars: 5, comment: 'x'.repeat(2_001) }, { comment: REVIEW_MESSAGES.commentTooLong }],
    ];
    for (const [payload, fields] of cases) {
      const response = await review(client, orderId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().data).toMatchObject(fields);
    }
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/orders/abc/reviews',
      headers: bearer(client.token),
      payload: { stars: 5, comment: 'x' },
    });
    expect(badId.statusCode).toBe(400);
    expect(await reviewRows(orderId)).toEqual([]);
  });

  it('written by both sides at the same moment are both shown', async () => {
    const { client, freelancer, orderId } = await completedOrder();
    const answers = await Promise.all([
      review(client, orderId, { stars: 5, comment: 'At once (client).' }),
      review(freelancer, orderId, { stars: 5, comment: 'At once (freelancer).' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const rows = await reviewRows(orderId);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.publishedAt).not.toBeNull();
  });

  it('of a job contract rate the person, and no service', async () => {
    const [client, freelancer] = await Promise.all([
      signUp(t.app, 'client'),
      signUp(t.app, 'freelancer'),
    ]);
    const { orderId } = await acceptedContract(t, client, freelancer, 120);
    await payOrder(t, client, orderId);
    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Translated.' });
    await orderCall(t, client, orderId, 'accept');
    await review(client, orderId, { stars: 5, comment: 'Perfect French.' });
    await review(freelancer, orderId, { stars: 4, comment: 'Clear brief.' });
    const rows = await reviewRows(orderId);
    expect(rows.map((row) => row.serviceId)).toEqual([null, null]);
    const ofClient = await get(freelancer, `/api/user/${client.id}/reviews`);
    expect(ofClient.meta.rating).toEqual({ average: 4, count: 1 });
    expect(ofClient.data[0]).toMatchObject({ reviewer_role: 'freelancer', stars: 4 });

    // Each side's rating travels with what the other side decides on.
    const fiveStars = { average: 5, count: 1 };
    const fourStars = { average: 4, count: 1 };
    const [forClient] = (await get(client, '/api/proposals/getMyProposals')).data;
    expect(forClient).toMatchObject({
      freelancer: { rating: fiveStars },
      client_rating: fourStars,
    });
    const [forFreelancer] = (await get(freelancer, '/api/proposals/getFreelancerProposals')).data;
    expect(forFreelancer.client_rating).toEqual(fourStars);
    const job = (await get(freelancer, `/api/job/${forFreelancer.job_post_id}`)).data;
    expect(job.client.rating).toEqual(fourStars);
    expect((await get(client, `/api/user/${freelancer.id}`)).data.rating).toEqual(fiveStars);
    const stranger = await signUp(t.app, 'freelancer');
    expect((await get(stranger, `/api/user/${stranger.id}`)).data.rating).toEqual({
      average: null,
      count: 0,
    });
  });
});

describe('replies to a review', () => {
  it('come once, from the person reviewed, after the review is shown', async () => {
    const { client, freelancer, orderId } = await completedOrder();
    await review(client, orderId, { stars: 2, comment: 'Slow to answer.' });
    const [hidden] = await reviewRows(orderId);
    if (!hidden) throw new Error('no review');

    const tooSoon = await replyTo(freelancer, hidden.id, 'I was ill that week.');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error).toBe(REVIEW_MESSAGES.replyNotShown);
    const stranger = await signUp(t.app, 'freelancer');
    expect((await replyTo(stranger, hidden.id, 'Who?')).statusCode).toBe(404);

    await review(freelancer, orderId, { stars: 4, comment: 'Friendly.' });
    expect((await replyTo(stranger, hidden.id, 'Who?')).statusCode).toBe(403);
    const ownReview = await replyTo(client, hidden.id, 'Replying to myself.');
    expect(ownReview.statusCode).toBe(403);
    expect(ownReview.json().error).toBe(REVIEW_MESSAGES.replyNotYours);

    const replied = await replyTo(freelancer, hidden.id, 'I was ill that week.');
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ reply: 'I was ill that week.' });
    expect(replied.json().data.replied_at).not.toBeNull();
    const twice = await replyTo(freelancer, hidden.id, 'And another thing.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(REVIEW_MESSAGES.alreadyReplied);
    const blank = await replyTo(freelancer, hidden.id, '  ');
    expect(blank.statusCode).toBe(422);

    const shown = await get(client, `/api/user/${freelancer.id}/reviews`);
    expect(shown.data[0]).toMatchObject({ reply: 'I was ill that week.' });
    const [count_] = await t.database.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.orderId, orderId));
    expect(count_?.n).toBe(2);
  });
});

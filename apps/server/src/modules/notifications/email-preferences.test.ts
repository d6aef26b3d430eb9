import { and, eq, sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAIL_THROTTLE_MINUTES, type TEmailCategory } from '@marketplace/contract';
import { chatMailThrottle, emailPreferences, mailOutbox } from '#db/schema/index.ts';
import { createMemoryBus } from '#realtime/bus.ts';
import { createRealtimeHub } from '#realtime/hub.ts';
import { createMailService } from '#modules/mail/index.ts';
import { acceptedContract } from '#test/order-fixtures.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import { createUnsubscribeTokens } from './email-preferences.ts';
import { createNotificationsService } from './notifications.service.ts';

const ORIGIN = 'https://jobs.example.org';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

/**
 * A notifications service of its own on the test database, with its own hub: what it decides
 * to mail lands in the outbox, where each test counts it (no sender runs for it).
 */
const harness = () => {
  const hub = createRealtimeHub(createMemoryBus());
  const service = createNotificationsService({
    db: t.database.db,
    realtime: hub,
    email: {
      mail: createMailService({
        db: t.database.db,
        from: 'test@example.org',
        transport: { send: () => Promise.reject(new Error('not sent here')), close: () => {} },
      }),
      linkOrigin: ORIGIN,
      secret: t.config.jwtSecret,
      onError: (error) => {
        throw error;
      },
    },
  });
  const connect = (userId: number) => {
    // Only whether it is there counts here; a frame sent to it goes nowhere.
    const socket = { OPEN: 1, readyState: 1, send: () => undefined } as unknown as WebSocket;
    const connection = { socket, userId, sessionId: `s${userId}` };
    hub.add(connection);
    return () => hub.remove(connection);
  };
  return { service, connect };
};

/**
 * Notification mail queued for the user, oldest first; `subject` keeps those that start with
 * it. Notification mail carries a List-Unsubscribe header; the account's own mail (the
 * 'Verify your email' a sign-up sends) does not, and is not counted here.
 */
const outboxOf = async (user: TestUser, subject = '') =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.email))
      .orderBy(mailOutbox.id)
  ).filter(
    (mail) => mail.headers['List-Unsubscribe'] !== undefined && mail.subject.startsWith(subject),
  );

const tokens = () => createUnsubscribeTokens(t.config.jwtSecret);

const preferencesOf = async (user: TestUser) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/email/preferences',
    headers: bearer(user.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** A contract's chat between a fresh client and freelancer. */
const chatBetween = async () => {
  const [client, freelancer] = [await signUp(t.app, 'client'), await signUp(t.app, 'freelancer')];
  await acceptedContract(t, client, freelancer);
  const chats = await t.app.inject({
    method: 'GET',
    url: '/api/chats/getAll',
    headers: bearer(client.token),
  });
  return { client, freelancer, chatId: chats.json().data[0].id as number };
};

describe('which notifications are mailed', () => {
  it('mails a chat message at most once per chat and recipient in 15 minutes', async () => {
    const { service } = harness();
    const { freelancer, chatId } = await chatBetween();
    const other = await chatBetween();
    const message = (chat: number, quote: string) =>
      service.notify(freelancer.id, 'message', 'New message from someone', `/chat/${chat}`, {
        chatId: chat,
        quote,
        inApp: false,
      });

    await message(chatId, 'first');
    await message(chatId, 'second');
    await service.settled();
    let mails = await outboxOf(freelancer, 'New message');
    expect(mails.map((mail) => mail.text.match(/“(\w+)”/)?.[1])).toEqual(['first']);

    // Another chat has its own quarter hour.
    await service.notify(other.freelancer.id, 'message', 'New', `/chat/${other.chatId}`, {
      chatId: other.chatId,
      quote: 'elsewhere',
    });
    // The quarter hour passes for the first chat.
    await t.database.db
      .update(chatMailThrottle)
      .set({
        lastSentAt: sql`now() - make_interval(mins => ${CHAT_MAIL_THROTTLE_MINUTES}, secs => 1)`,
      })
      .where(and(eq(chatMailThrottle.userId, freelancer.id), eq(chatMailThrottle.chatId, chatId)));
    await message(chatId, 'third');
    await service.settled();
    mails = await outboxOf(freelancer, 'New message');
    expect(mails.map((mail) => mail.text.match(/“(\w+)”/)?.[1])).toEqual(['first', 'third']);
    expect(
      (await outboxOf(other.freelancer)).filter((m) => m.text.includes('elsewhere')),
    ).toHaveLength(1);
  });

  it('mails no chat message to someone connected, and mails once they are gone', async () => {
    const { service, connect } = harness();
    const { freelancer, chatId } = await chatBetween();
    const disconnect = connect(freelancer.id);
    const send = (quote: string) =>
      service.notify(freelancer.id, 'message', 'New message', `/chat/${chatId}`, { chatId, quote });
    await send('while connected');
    await service.settled();
    expect(await outboxOf(freelancer, 'New message')).toEqual([]);
    disconnect();
    await send('after leaving');
    await service.settled();
    const mails = await outboxOf(freelancer, 'New message');
    expect(mails.map((mail) => mail.text.includes('after leaving'))).toEqual([true]);
  });

  it('honours each category of the preferences, and keeps in-app notifications whatever they say', async () => {
    const { service } = harness();
    const user = await signUp(t.app, 'freelancer');
    expect(await preferencesOf(user)).toEqual({
      messages: true,
      orders: true,
      proposals: true,
      reviews: true,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/email/preferences',
      headers: bearer(user.token),
      payload: { orders: false, reviews: false },
    });
    expect(saved.json().data).toEqual({
      messages: true,
      orders: false,
      proposals: true,
      reviews: false,
    });
    expect(await preferencesOf(user)).toEqual(saved.json().data);

    await service.notify(user.id, 'order_update', 'Order paid', '/orders/1');
    await service.notify(user.id, 'order_disputed', 'A dispute was opened', '/orders/1');
    await service.notify(user.id, 'review_received', 'You were reviewed', '/orders/1');
    await service.notify(user.id, 'proposal_refused', 'Your proposal was declined.', '/proposals/');
    // In-app only, whatever the preferences.
    await service.notify(user.id, 'proposal_received', 'New proposal', '/proposals/');
    await service.settled();
    const mails = await outboxOf(user);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your proposal was declined.']);
    const inApp = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(user.token),
    });
    expect(inApp.json().meta.unread_count).toBe(5);
  });

  it('refuses preferences that are not true or false, and changes nothing', async () => {
    const user = await signUp(t.app, 'client');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/email/preferences',
      headers: bearer(user.token),
      payload: { orders: 'no' },
    });
    expect(bad.statusCode).toBe(422);
    expect(await preferencesOf(user)).toMatchObject({ orders: true });
  });
});

describe('unsubscribe links', () => {
  const link = (user: TestUser, category: TEmailCategory) =>
    `/api/email/unsubscribe?token=${tokens().sign(user.id, category)}`;

  it('turn the category off from the page without signing in, and back on from its button', async () => {
    const user = await signUp(t.app, 'client');
    const page = await t.app.inject({ method: 'GET', url: link(user, 'messages') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You are unsubscribed');
    expect(page.body).toContain('You will no longer get emails about chat messages.');
    expect(page.body).toContain(`href="${ORIGIN}/client/profile"`);
    expect(await preferencesOf(user)).toMatchObject({ messages: false, orders: true });

    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(action).toMatch(/^\/api\/email\/resubscribe\?token=/);
    const back = await t.app.inject({
      method: 'POST',
      url: action.replace(/&amp;/g, '&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('You are subscribed again');
    expect(await preferencesOf(user)).toMatchObject({ messages: true });
  });

  it("take a mail client's one-click POST (RFC 8058) to the same address", async () => {
    const user = await signUp(t.app, 'freelancer');
    const posted = await t.app.inject({
      method: 'POST',
      url: link(user, 'orders'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(await preferencesOf(user)).toEqual({
      messages: true,
      orders: false,
      proposals: true,
      reviews: true,
    });
  });

  it('refuse forged, altered and missing tokens with a 400 page, changing nothing', async () => {
    const [user, someoneElse] = [await signUp(t.app, 'client'), await signUp(t.app, 'client')];
    const genuine = tokens().sign(user.id, 'orders');
    const [, , mac] = genuine.split('.');
    const forged = [
      `${someoneElse.id}.orders.${mac}`,
      `${user.id}.reviews.${mac}`,
      `${user.id}.orders.${'A'.repeat(43)}`,
      createUnsubscribeTokens('another server secret of enough length').sign(user.id, 'orders'),
      'nonsense',
      '',
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await t.app.inject({
          method,
          url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
        });
        expect(answer.statusCode, token).toBe(400);
        expect(answer.body).toContain('This link is not valid');
      }
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/email/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, someoneElse.id));
    expect(rows).toEqual([]);
    expect(await preferencesOf(user)).toMatchObject({ orders: true, reviews: true });
  });
});

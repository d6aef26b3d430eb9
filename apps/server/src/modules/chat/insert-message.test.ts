import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { chats, messages, notifications } from '#db/schema/index.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import { insertMessage, storeMessageAtOnce } from './insert-message.ts';

let t: TestApp;
let client: TestUser;
let freelancer: TestUser;
let outsider: TestUser;

/** A client and a freelancer with an accepted proposal: answers the chat id. */
const openChat = async () => {
  const job = await t.app.inject({
    method: 'POST',
    url: '/api/job',
    headers: bearer(client.token),
    payload: {
      title: 'Menu for a bakery',
      description: 'Two pages.',
      skills: ['Graphic Design'],
      level: 'Beginner',
      size: 'Small',
      budjet: 50,
      expected_delivery_time: 5,
    },
  });
  const proposal = await t.app.inject({
    method: 'POST',
    url: '/api/proposals/create',
    headers: bearer(freelancer.token),
    payload: {
      bid: 60,
      cover_letter: 'I lay out menus.',
      duration: 'less than 1 month',
      job_post_id: job.json().data.id,
    },
  });
  const accepted = await t.app.inject({
    method: 'PUT',
    url: `/api/proposals/${proposal.json().data.id}/accept`,
    headers: bearer(client.token),
  });
  expect(accepted.statusCode).toBe(200);
  return accepted.json().data.chat.id as number;
};

const textsOf = async (chatId: number) =>
  (
    await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.chatId, chatId))
      .orderBy(messages.id)
  ).map((row) => row.body);

beforeAll(async () => {
  t = await createTestApp();
  [client, freelancer, outsider] = await Promise.all([
    signUp(t.app, 'client'),
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'client'),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('storing a message in one statement', () => {
  it('stores for a participant, and refuses an outsider and an ended chat, writing nothing', async () => {
    const chatId = await openChat();
    const { db } = t.database;
    const first = await storeMessageAtOnce(db, {
      chatId,
      senderId: freelancer.id,
      body: 'first',
      now: new Date(),
    });
    expect(first).toMatchObject({
      outcome: 'stored',
      chat: { clientId: client.id, freelancerId: freelancer.id, endDate: null },
      row: { chatId, senderId: freelancer.id, body: 'first', kind: 'user' },
      recipientHadUnread: false,
      senderUsername: freelancer.username,
    });
    const second = await storeMessageAtOnce(db, {
      chatId,
      senderId: freelancer.id,
      body: 'second',
      now: new Date(),
    });
    // The client has not read the first one yet.
    expect(second).toMatchObject({ outcome: 'stored', recipientHadUnread: true });
    if (first.outcome !== 'stored' || second.outcome !== 'stored') throw new Error('not stored');
    expect(second.row.id).toBeGreaterThan(first.row.id);

    for (const senderId of [outsider.id, 2_000_000_000])
      expect(
        await storeMessageAtOnce(db, { chatId, senderId, body: 'not theirs', now: new Date() }),
      ).toEqual({ outcome: 'not_found' });
    expect(
      await storeMessageAtOnce(db, {
        chatId: 2_000_000_000,
        senderId: freelancer.id,
        body: 'no chat',
        now: new Date(),
      }),
    ).toEqual({ outcome: 'not_found' });

    const end = new Date(Date.now() - 60_000);
    await db.update(chats).set({ endDate: end }).where(eq(chats.id, chatId));
    const ended = await storeMessageAtOnce(db, {
      chatId,
      senderId: client.id,
      body: 'too late',
      now: new Date(),
    });
    expect(ended).toMatchObject({ outcome: 'ended', chat: { endDate: end } });
    expect(await textsOf(chatId)).toEqual(['first', 'second']);
  });

  it.runIf(process.env.DATABASE_URL)(
    'writes nothing when another writer had the chat, and the message then goes through a transaction that sees that writer’s message',
    async () => {
      const chatId = await openChat();
      const { db } = t.database;
      /** Runs `during` while another transaction holds the chat with a message of its own. */
      const whileHeld = async <T>(during: () => Promise<T>): Promise<T> => {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let holding!: () => void;
        const held = new Promise<void>((resolve) => (holding = resolve));
        const holder = db.transaction(async (tx) => {
          await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, chatId)).for('update');
          await insertMessage(tx, {
            chatId,
            senderId: freelancer.id,
            recipientId: client.id,
            body: 'held',
          });
          holding();
          await released;
        });
        await held;
        const result = during();
        // Commits once the other statement waits for the chat's lock.
        for (;;) {
          const [waiting] = await db
            .execute<{ count: number }>(
              sql`select count(*)::int as count from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
            )
            .then((r) => (r as unknown as { rows: Array<{ count: number }> }).rows);
          if ((waiting?.count ?? 0) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        release();
        await holder;
        return result;
      };

      const raced = await whileHeld(() =>
        storeMessageAtOnce(db, { chatId, senderId: freelancer.id, body: 'raced', now: new Date() }),
      );
      expect(raced).toEqual({ outcome: 'changed' });
      expect(await textsOf(chatId)).toEqual(['held']);

      // Through the service: stored after the held message, which the client has not read, so
      // no second in-app notice for the same run of unread messages.
      const stored = await whileHeld(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/chats/storeMessage',
          headers: bearer(freelancer.token),
          payload: { chat_id: chatId, message: 'after the held one' },
        }),
      );
      expect(stored.statusCode, stored.body).toBe(201);
      expect(await textsOf(chatId)).toEqual(['held', 'held', 'after the held one']);
      const notices = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, client.id), eq(notifications.link, `/chat/${chatId}`)));
      expect(notices).toEqual([]);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGES } from '@marketplace/contract';
import { chats, proposals, users } from '#db/schema/index.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import { buildVariant } from '#test/app-variant.ts';
import { connectAs, listenWs } from '#test/socket-client.ts';

let t: TestApp;
let wsUrl: string;
let client: TestUser;
let freelancer: TestUser;
let outsider: TestUser;

/** A client and a freelancer with an accepted proposal: answers the chat id. */
const openChat = async (owner: TestUser, worker: TestUser) => {
  const job = await t.app.inject({
    method: 'POST',
    url: '/api/job',
    headers: bearer(owner.token),
    payload: {
      title: 'Logo for a cafe',
      description: 'Warm, round, simple.',
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
    headers: bearer(worker.token),
    payload: {
      bid: 60,
      cover_letter: 'I draw logos.',
      duration: 'less than 1 month',
      job_post_id: job.json().data.id,
    },
  });
  const accepted = await t.app.inject({
    method: 'PUT',
    url: `/api/proposals/${proposal.json().data.id}/accept`,
    headers: bearer(owner.token),
  });
  expect(accepted.statusCode).toBe(200);
  return accepted.json().data.chat.id as number;
};

const store = (user: TestUser, chatId: number, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chats/storeMessage',
    headers: bearer(user.token),
    payload: { chat_id: chatId, message },
  });

beforeAll(async () => {
  t = await createTestApp();
  [client, freelancer, outsider] = await Promise.all([
    signUp(t.app, 'client'),
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'client'),
  ]);
  wsUrl = await listenWs(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('messages over HTTP', () => {
  it('stores a trimmed message for participants and lists chats with the last message and unread count', async () => {
    const chatId = await openChat(client, freelancer);
    const response = await store(client, chatId, '  Hello there!  ');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      chat_id: chatId,
      sender: client.id,
      message: 'Hello there!',
      channelId: freelancer.id,
    });

    // The list shows each person's picture when they have one.
    await t.database.db
      .update(users)
      .set({ avatarPath: 'felix.webp' })
      .where(eq(users.id, freelancer.id));
    const freelancerChats = await t.app.inject({
      method: 'GET',
      url: '/api/chats/getAll',
      headers: bearer(freelancer.token),
    });
    const chat = freelancerChats.json().data.find((c: { id: number }) => c.id === chatId);
    expect(chat).toMatchObject({
      client: { id: client.id, username: client.username, avatar_url: null },
      freelancer: { id: freelancer.id, avatar_url: '/api/files/avatars/felix.webp' },
      job_title: 'Logo for a cafe',
      last_message: { message: 'Hello there!' },
      end_date: null,
      unread_count: 1,
    });
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/read`,
      headers: bearer(freelancer.token),
      payload: { message_id: response.json().data.id },
    });
    expect(read.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/chats/getAll',
      headers: bearer(freelancer.token),
    });
    expect(after.json().data.find((c: { id: number }) => c.id === chatId).unread_count).toBe(0);
  });

  it('rejects empty, whitespace-only and too long messages, and outsiders', async () => {
    const chatId = await openChat(client, freelancer);
    for (const message of ['', '   \n ']) {
      const response = await store(client, chatId, message);
      expect(response.statusCode).toBe(422);
      expect(response.json().data.message).toBe(CHAT_MESSAGES.messageEmpty);
    }
    expect((await store(client, chatId, 'x'.repeat(5001))).json().data.message).toBe(
      CHAT_MESSAGES.messageTooLong,
    );
    expect((await store(outsider, chatId, 'let me in')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chats/getAllMessages',
          headers: bearer(outsider.token),
          payload: { chat_id: chatId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chats/storeMessage',
          payload: { chat_id: chatId, message: 'hi' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('treats invisible-only text as empty, drops NUL, and reads up to the newest message at most', async () => {
    const chatId = await openChat(client, freelancer);
    const invisible = await store(client, chatId, '\u200B\u200D \uFEFF');
    expect(invisible.statusCode).toBe(422);
    expect(invisible.json().data.message).toBe(CHAT_MESSAGES.messageEmpty);
    const withNul = await store(client, chatId, 'see\u0000you');
    expect(withNul.statusCode).toBe(201);
    expect(withNul.json().data.message).toBe('seeyou');

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/read`,
      headers: bearer(freelancer.token),
      payload: { message_id: 2_147_483_647 },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.last_read_message_id).toBe(withNul.json().data.id);
  });

  it('pages messages backwards, oldest to newest within a page, and catches up after an id', async () => {
    const chatId = await openChat(client, freelancer);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i += 1)
      ids.push((await store(i % 2 ? client : freelancer, chatId, `message ${i}`)).json().data.id);
    const page = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chats/getAllMessages',
        headers: bearer(client.token),
        payload: { chat_id: chatId, ...payload },
      });
    const newest = (await page({ limit: 3 })).json();
    expect(newest.data.map((m: { message: string }) => m.message)).toEqual([
      'message 5',
      'message 6',
      'message 7',
    ]);
    expect(newest.meta.has_more).toBe(true);
    const older = (await page({ limit: 3, before: newest.data[0].id })).json();
    expect(older.data.map((m: { message: string }) => m.message)).toEqual([
      'message 2',
      'message 3',
      'message 4',
    ]);
    const missed = (await page({ after: ids[4] })).json();
    expect(missed.data.map((m: { message: string }) => m.message)).toEqual([
      'message 6',
      'message 7',
    ]);
    // Nothing after the newest: an empty page, not an error.
    expect((await page({ after: ids[6] })).json()).toEqual({ data: [], meta: { has_more: false } });
    // Someone outside the chat sees none of its messages, whatever the page.
    for (const payload of [{}, { after: ids[0] }, { before: ids[6] }]) {
      const outsiders = await t.app.inject({
        method: 'POST',
        url: '/api/chats/getAllMessages',
        headers: bearer(outsider.token),
        payload: { chat_id: chatId, ...payload },
      });
      expect(outsiders.statusCode).toBe(404);
      expect(outsiders.body).not.toContain('message 1');
    }
  });

  it('answers each message of a page exactly as sending it answered it, for either sender', async () => {
    const chatId = await openChat(client, freelancer);
    const sent = [];
    for (const [sender, text] of [
      [client, 'hello'],
      [freelancer, 'hi there'],
    ] as const) {
      const response = await store(sender, chatId, text);
      expect(response.statusCode).toBe(201);
      sent.push(response.json().data);
    }
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/chats/getAllMessages',
      headers: bearer(freelancer.token),
      payload: { chat_id: chatId },
    });
    // Lines written before them (the contract's own, if any) come first on the page.
    const messages = page.json().data;
    expect(messages.slice(-2)).toEqual(sent);
    expect(sent[0]).toMatchObject({ sender: client.id, channelId: freelancer.id, system: false });
    expect(sent[1]).toMatchObject({ sender: freelancer.id, channelId: client.id });
    expect(sent[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('lets only the client set a future end date, after which the chat is read-only', async () => {
    const chatId = await openChat(client, freelancer);
    const set = (user: TestUser, endDate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chats/setExpiryDate',
        headers: bearer(user.token),
        payload: { chat_id: chatId, end_date: endDate },
      });
    expect((await set(freelancer, '2099-01-01')).statusCode).toBe(403);
    expect((await set(client, 'not a date')).json().data.end_date).toBe(
      CHAT_MESSAGES.endDateInvalid,
    );
    expect((await set(client, '2001-01-01')).json().data.end_date).toBe(CHAT_MESSAGES.endDatePast);
    const future = await set(client, '2099-06-30');
    expect(future.statusCode).toBe(200);
    expect(future.json().data.end_date).toBe('2099-06-30T23:59:59.999Z');
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/proposals/getFreelancerProposals?status=active',
      headers: bearer(freelancer.token),
    });
    expect(active.json().data.find((p: { chat_id: number }) => p.chat_id === chatId).ends_at).toBe(
      '2099-06-30 23:59:59',
    );

    // The end date passes: the chat turns read-only and the contract counts as done.
    const past = new Date(Date.now() - 1000);
    await t.database.db.update(chats).set({ endDate: past }).where(eq(chats.id, chatId));
    await t.database.db
      .update(proposals)
      .set({ endsAt: past })
      .where(eq(proposals.id, future.json().data.proposal_id));
    const late = await store(freelancer, chatId, 'one more thing');
    expect(late.statusCode).toBe(409);
    const done = await t.app.inject({
      method: 'GET',
      url: '/api/proposals/getFreelancerProposals?status=done',
      headers: bearer(freelancer.token),
    });
    expect(done.json().data.map((p: { chat_id: number }) => p.chat_id)).toContain(chatId);
  });

  it('hides a deleted chat for the caller only until a new message arrives', async () => {
    const chatId = await openChat(client, freelancer);
    const listIds = async (user: TestUser) =>
      (await t.app.inject({ method: 'GET', url: '/api/chats/getAll', headers: bearer(user.token) }))
        .json()
        .data.map((c: { id: number }) => c.id);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/chats/${chatId}`,
          headers: bearer(freelancer.token),
        })
      ).json(),
    ).toHaveProperty('msg');
    expect(await listIds(freelancer)).not.toContain(chatId);
    expect(await listIds(client)).toContain(chatId);
    await store(client, chatId, 'are you there?');
    expect(await listIds(freelancer)).toContain(chatId);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/chats/${chatId}`,
          headers: bearer(outsider.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('realtime delivery', () => {
  it('delivers a message stored over HTTP or sent as a frame to both participants only', async () => {
    const chatId = await openChat(client, freelancer);
    const [clientSocket, freelancerSocket, outsiderSocket] = await Promise.all([
      connectAs(wsUrl, client.token),
      connectAs(wsUrl, freelancer.token),
      connectAs(wsUrl, outsider.token),
    ]);
    try {
      await store(client, chatId, 'over http');
      const isMessage = (text: string) => (frame: Record<string, unknown>) =>
        frame.type === 'message' && (frame.data as { message: string }).message === text;
      await freelancerSocket.next(isMessage('over http'));
      await clientSocket.next(isMessage('over http'));

      freelancerSocket.send({ type: 'message', chat_id: chatId, message: 'over the socket' });
      const received = await clientSocket.next(isMessage('over the socket'));
      expect(received.data).toMatchObject({
        sender: freelancer.id,
        channelId: client.id,
        chat_id: chatId,
      });
      await freelancerSocket.next(isMessage('over the socket'));

      freelancerSocket.send({ type: 'typing', chat_id: chatId });
      expect(await clientSocket.next((frame) => frame.type === 'typing')).toMatchObject({
        chat_id: chatId,
        userId: freelancer.id,
      });

      outsiderSocket.send({ type: 'message', chat_id: chatId, message: 'sneaky' });
      expect(await outsiderSocket.next((frame) => frame.type === 'error')).toHaveProperty('error');
      freelancerSocket.send({ type: 'message', chat_id: chatId, message: '   ' });
      expect((await freelancerSocket.next((frame) => frame.type === 'error')).error).toBe(
        CHAT_MESSAGES.messageEmpty,
      );

      // Frames the server refuses get their reason, never a server error.
      for (const frame of [
        { type: 'message', chat_id: chatId, message: '\u0000' },
        { type: 'message', chat_id: 99_999_999_999, message: 'hello' },
        { type: 'read', chat_id: chatId, message_id: 99_999_999_999 },
        { type: 'typing', chat_id: 2_147_483_648 },
      ]) {
        const before = freelancerSocket.frames.length;
        freelancerSocket.send(frame);
        const answer = await freelancerSocket.next(
          (f) => f.type === 'error' && freelancerSocket.frames.indexOf(f) >= before,
        );
        expect(answer.error).not.toMatch(/went wrong/);
      }

      // Round trips on every socket prove the frames above were all delivered or never will be.
      await Promise.all([clientSocket, freelancerSocket, outsiderSocket].map((s) => s.roundTrip()));
      expect(outsiderSocket.frames.filter((frame) => frame.type === 'message')).toEqual([]);
      expect(clientSocket.frames.filter((frame) => frame.type === 'message')).toHaveLength(2);

      const notifications = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(freelancer.token),
      });
      expect(
        notifications
          .json()
          .data.some(
            (n: { kind: string; link: string }) =>
              n.kind === 'message' && n.link === `/chat/${chatId}`,
          ),
      ).toBe(true);
      await clientSocket.next((frame) => frame.type === 'notification');
    } finally {
      for (const s of [clientSocket, freelancerSocket, outsiderSocket]) s.close();
    }
  });

  it.runIf(process.env.REDIS_URL)(
    'reaches a socket on another instance through Redis',
    async () => {
      // Only meaningful with REDIS_URL: in memory each instance has its own bus. CI runs this suite with Redis.
      const sibling = await t.buildSibling();
      const siblingUrl = await listenWs(sibling);
      const chatId = await openChat(client, freelancer);
      const onSibling = await connectAs(siblingUrl, freelancer.token);
      try {
        await store(client, chatId, 'across instances');
        const frame = await onSibling.next(
          (f) =>
            f.type === 'message' && (f.data as { message: string }).message === 'across instances',
        );
        expect(frame.data).toMatchObject({ chat_id: chatId, sender: client.id });
      } finally {
        onSibling.close();
      }
    },
  );
});

describe('the pace of messages', () => {
  // A server allowing five messages a minute, on the same database as `t`.
  let paced: FastifyInstance;
  let pacedWs: string;
  beforeAll(async () => {
    paced = await buildVariant(t, { CHAT_MESSAGES_PER_MINUTE: '5' });
    pacedWs = await listenWs(paced);
  });
  afterAll(async () => {
    await paced.close();
  });

  const TOO_FAST = /^You are sending messages too fast\. Please wait (\d+) seconds?\.$/;
  const sendPaced = (user: TestUser, chatId: number, message: string) =>
    paced.inject({
      method: 'POST',
      url: '/api/chats/storeMessage',
      headers: bearer(user.token),
      payload: { chat_id: chatId, message },
    });
  const storedTexts = async (user: TestUser, chatId: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/chats/getAllMessages',
        headers: bearer(user.token),
        payload: { chat_id: chatId, limit: 50 },
      })
    )
      .json()
      .data.map((m: { message: string }) => m.message);

  it('refuses a sixth message in a minute over HTTP with 429 and Retry-After, storing nothing', async () => {
    const [sender, other] = await Promise.all([
      signUp(t.app, 'client'),
      signUp(t.app, 'freelancer'),
    ]);
    const chatId = await openChat(sender, other);
    for (let n = 1; n <= 5; n += 1) {
      expect((await sendPaced(sender, chatId, `paced ${n}`)).statusCode).toBe(201);
    }
    const refused = await sendPaced(sender, chatId, 'one too many');
    expect(refused.statusCode).toBe(429);
    const wait = Number(TOO_FAST.exec(refused.json().error)?.[1]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(await storedTexts(sender, chatId)).toEqual([1, 2, 3, 4, 5].map((n) => `paced ${n}`));

    // The other participant has a pace of their own.
    expect((await sendPaced(other, chatId, 'my turn')).statusCode).toBe(201);
    expect(await storedTexts(other, chatId)).toHaveLength(6);
  });

  it('counts HTTP and /ws together and answers a frame past the limit with an error frame', async () => {
    const [sender, other] = await Promise.all([
      signUp(t.app, 'client'),
      signUp(t.app, 'freelancer'),
    ]);
    const chatId = await openChat(sender, other);
    const [senderSocket, otherSocket] = await Promise.all([
      connectAs(pacedWs, sender.token),
      connectAs(pacedWs, other.token),
    ]);
    const isMessage = (text: string) => (frame: Record<string, unknown>) =>
      frame.type === 'message' && (frame.data as { message: string }).message === text;
    try {
      for (let n = 1; n <= 3; n += 1) {
        expect((await sendPaced(sender, chatId, `http ${n}`)).statusCode).toBe(201);
      }
      for (const text of ['socket 4', 'socket 5']) {
        senderSocket.send({ type: 'message', chat_id: chatId, message: text });
        await senderSocket.next(isMessage(text));
      }
      senderSocket.send({ type: 'message', chat_id: chatId, message: 'socket 6' });
      const refused = await senderSocket.next((frame) => frame.type === 'error');
      expect(refused.error).toMatch(TOO_FAST);

      // The other person's frames still go through, and the refused one never arrives.
      otherSocket.send({ type: 'message', chat_id: chatId, message: 'reply' });
      await senderSocket.next(isMessage('reply'));
      await Promise.all([senderSocket.roundTrip(), otherSocket.roundTrip()]);
      expect(otherSocket.frames.some(isMessage('socket 6'))).toBe(false);
      expect(await storedTexts(sender, chatId)).toEqual([
        'http 1',
        'http 2',
        'http 3',
        'socket 4',
        'socket 5',
        'reply',
      ]);
    } finally {
      senderSocket.close();
      otherSocket.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { WS_CLOSE } from '@marketplace/contract';
import { messages } from '#db/schema/index.ts';
import { redisServerInstalled, startRedisProcess, type RedisProcess } from '#test/redis-process.ts';
import { connectAs, listenWs, type SocketClient } from '#test/socket-client.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import { createRedisBus, type Bus, type BusEvent, type RedisBusOptions } from './bus.ts';

/**
 * Redis stopped and started again (empty, as a Redis without a volume comes back) while
 * server instances that share it keep working. The Redis is this file's own, on a free port,
 * so plain `npm test` runs it too; only a machine without redis-server skips it.
 */

const installed = redisServerInstalled();
if (!installed)
  console.warn(
    'redis-fault.test.ts: skipped, redis-server is not installed (/usr/bin/redis-server).',
  );

/** Resolves when `ready()` turns true, re-checked whenever `changed` is called. */
const waiter = () => {
  const pending = new Set<() => void>();
  return {
    changed: () => {
      for (const check of [...pending]) check();
    },
    until: (ready: () => boolean, what: () => string, timeoutMs = 15_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!ready()) return;
          pending.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          pending.delete(check);
          reject(new Error(what()));
        }, timeoutMs);
        pending.add(check);
        check();
      }),
  };
};

/** A numbered frame, so each side can tell which of the other's events it got, and in what order. */
const numbered = (from: string, n: number): BusEvent => ({
  kind: 'deliver',
  userIds: [1],
  frame: { type: 'typing', chat_id: n + 1, userId: from === 'a' ? 1 : 2 },
});
const numberOf = (event: BusEvent) =>
  event.kind === 'deliver' && event.frame.type === 'typing'
    ? { from: event.frame.userId === 1 ? 'a' : 'b', n: event.frame.chat_id - 1 }
    : undefined;

describe.skipIf(!installed)('Redis stopped and restarted', () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedisProcess();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  describe('the bus between two instances', () => {
    const opened: { bus: Bus; connection: Redis }[] = [];
    afterAll(async () => {
      for (const { bus, connection } of opened) {
        await bus.close();
        connection.disconnect();
      }
    });

    /** One instance's bus on its own connection, configured as app.ts configures it. */
    const instance = async (streamKey: string, options: RedisBusOptions = {}) => {
      const connection = new Redis(redis.url, {
        maxRetriesPerRequest: 3,
        enableOfflineQueue: false,
      });
      // Outages are the point here; the app logs these, the test need not.
      connection.on('error', () => undefined);
      const bus = await createRedisBus(connection, streamKey, options);
      opened.push({ bus, connection });
      const received: BusEvent[] = [];
      const events = waiter();
      bus.onEvent((event) => {
        received.push(event);
        events.changed();
      });
      const fromOther = (self: string) =>
        received.map(numberOf).filter((number) => number && number.from !== self);
      return { bus, received, events, fromOther };
    };

    it('delivers every event published before, during and after the outage, once and in order', async () => {
      const key = `fault-${randomBytes(4).toString('hex')}:events`;
      const a = await instance(key);
      const b = await instance(key);
      const published = { a: 0, b: 0 };
      const publishBoth = async (count: number) => {
        for (let i = 0; i < count; i += 1) {
          // Resolves during the outage too: no request waits for Redis.
          await Promise.all([
            a.bus.publish(numbered('a', published.a++)),
            b.bus.publish(numbered('b', published.b++)),
          ]);
        }
      };

      await publishBoth(10);
      await redis.stop();
      await publishBoth(10);
      await redis.start();
      await publishBoth(10);

      const all = (n: number) => Array.from({ length: n }, (_, i) => i);
      await a.events.until(
        () => a.fromOther('a').length >= published.b,
        () => `a got ${JSON.stringify(a.fromOther('a'))}`,
      );
      await b.events.until(
        () => b.fromOther('b').length >= published.a,
        () => `b got ${JSON.stringify(b.fromOther('b'))}`,
      );
      expect(a.fromOther('a').map((number) => number?.n)).toEqual(all(published.b));
      expect(b.fromOther('b').map((number) => number?.n)).toEqual(all(published.a));
      // Its own events reach an instance's sockets once, at once, not again from Redis.
      const own = (side: typeof a, self: string) =>
        side.received.map(numberOf).filter((number) => number?.from === self);
      expect(own(a, 'a').map((number) => number?.n)).toEqual(all(published.a));
      expect(own(b, 'b').map((number) => number?.n)).toEqual(all(published.b));
      expect([...a.received, ...b.received].filter((event) => event.kind === 'resync')).toEqual([]);
    });

    it('tells every instance to resync when events had to be dropped', async () => {
      const key = `fault-${randomBytes(4).toString('hex')}:events`;
      const a = await instance(key, { maxUnsent: 3 });
      const b = await instance(key);
      await redis.stop();
      for (let n = 0; n < 6; n += 1) await a.bus.publish(numbered('a', n));
      await redis.start();
      await b.events.until(
        () => b.received.some((event) => event.kind === 'resync'),
        () => `b got ${JSON.stringify(b.received)}`,
      );
      // The newest events were kept; the dropped ones are what the resync makes up for.
      expect(b.fromOther('b').map((number) => number?.n)).toEqual([3, 4, 5]);
    });
  });

  describe('two instances, two browsers in one conversation', () => {
    let t: TestApp;
    let sibling: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp({
        REDIS_URL: redis.url,
        AUTH_RATE_LIMIT_PER_IP: '10000',
        CHAT_MESSAGES_PER_MINUTE: '10000',
      });
      sibling = await t.buildSibling();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('every stored message reaches both browsers exactly once, in order', async () => {
      const [client, freelancer] = await Promise.all([
        signUp(t.app, 'client'),
        signUp(sibling, 'freelancer'),
      ]);
      const chatId = await openChat(t.app, client, freelancer);
      const browsers = [
        await openBrowser(t.app, await listenWs(t.app), client, chatId),
        await openBrowser(sibling, await listenWs(sibling), freelancer, chatId),
      ] as const;

      type Answer = { phase: string; text: string; status: number };
      const answers: Answer[] = [];
      /** Each side sends `count` messages one after another, both sides at once. */
      const sendBoth = (phase: string, count: number) =>
        Promise.all(
          browsers.map(async (browser, side) => {
            for (let n = 0; n < count; n += 1) {
              const text = `${phase}: ${side === 0 ? 'client' : 'freelancer'} ${n}`;
              answers.push({ phase, text, status: await browser.send(text) });
            }
          }),
        );

      await sendBoth('before', 10);
      await redis.stop();
      await sendBoth('during', 10);
      await redis.start();
      // Each side's "typing" reaches the other through Redis: both instances are back on it.
      for (const browser of browsers) browser.typing();
      await Promise.all(
        browsers.map((browser, side) => browser.seesTyping(side === 0 ? freelancer.id : client.id)),
      );
      await sendBoth('after', 10);

      const stored = await t.database.db
        .select({ id: messages.id, body: messages.body })
        .from(messages)
        .where(eq(messages.chatId, chatId))
        .orderBy(asc(messages.id));
      const storedTexts = new Set(stored.map((row) => row.body));
      // Every answer tells the truth: a 201 was stored, a refusal stored nothing.
      const untrue = answers.filter(
        (answer) => (answer.status === 201) !== storedTexts.has(answer.text),
      );
      expect(untrue).toEqual([]);
      // Every send is stored, Redis or not: the rate limits count on the instance meanwhile.
      expect(answers.filter((a) => a.status !== 201)).toEqual([]);
      expect(stored.length).toBe(storedTexts.size);

      const storedIds = stored.map((row) => row.id);
      for (const browser of browsers) {
        await browser.holds(storedIds);
        expect(browser.ids()).toEqual(storedIds);
        expect(browser.texts()).toEqual(stored.map((row) => row.body));
        expect(browser.stats().reconnectFailures).toBe(0);
      }
      const during = answers.filter((answer) => answer.phase === 'during');
      console.info(
        `redis fault: ${answers.length} messages sent, ${during.length} while Redis was down ` +
          `(${during.filter((a) => a.status === 201).length} stored, ` +
          `${during.filter((a) => a.status !== 201).length} refused); ${stored.length} stored; ` +
          `browsers ${JSON.stringify(browsers.map((browser) => browser.stats()))}; 0 lost, 0 shown twice`,
      );
      for (const browser of browsers) browser.close();
    }, 60_000);
  });
});

type Message = { id: number; chat_id: number; message: string };

/** One browser tab with the chat room open, as `apps/web` keeps it (see use-chat-catch-up). */
const openBrowser = async (app: FastifyInstance, wsUrl: string, user: TestUser, chatId: number) => {
  const log = new Map<number, Message>();
  const changes = waiter();
  let framesReceived = 0;
  let duplicateFrames = 0;
  let reconnects = 0;
  let reconnectFailures = 0;
  let closing = false;
  let socket: SocketClient;

  /** `addMessages`: once by id, whatever brought it. */
  const add = (incoming: Message[]) => {
    for (const message of incoming) if (message.chat_id === chatId) log.set(message.id, message);
    changes.changed();
  };
  const getMessages = async (cursor: { after?: number }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chats/getAllMessages',
      headers: bearer(user.token),
      payload: { chat_id: chatId, ...cursor, limit: cursor.after === undefined ? 30 : 100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Message[];
  };
  /** After the socket is ready again: everything after the newest message held. */
  const catchUp = async () => {
    const ids = [...log.keys()];
    add(await getMessages(ids.length ? { after: Math.max(...ids) } : {}));
  };

  const connect = async () => {
    socket = await connectAs(wsUrl, user.token);
    socket.socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; data?: Message };
      if (frame.type !== 'message' || !frame.data) return;
      framesReceived += 1;
      if (log.has(frame.data.id)) duplicateFrames += 1;
      add([frame.data]);
    });
    // The web client reconnects after any close but a refused session, then catches up.
    socket.socket.once('close', (code) => {
      if (closing || code === WS_CLOSE.unauthorized) return;
      reconnects += 1;
      connect()
        .then(catchUp)
        .catch(() => {
          reconnectFailures += 1;
        });
    });
  };

  await connect();
  add(await getMessages({}));
  return {
    /** `useSendMessage`: the stored message in the answer goes into the log at once. */
    send: async (text: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chats/storeMessage',
        headers: bearer(user.token),
        payload: { chat_id: chatId, message: text },
      });
      if (response.statusCode === 201) add([response.json().data as Message]);
      return response.statusCode;
    },
    typing: () => socket.send({ type: 'typing', chat_id: chatId }),
    seesTyping: (from: number) =>
      socket.next((frame) => frame.type === 'typing' && frame.userId === from, 15_000),
    /** Resolves once the log holds all these ids. */
    holds: (ids: number[]) =>
      changes.until(
        () => ids.every((id) => log.has(id)),
        () => `the log lacks messages ${ids.filter((id) => !log.has(id)).join(', ')}`,
      ),
    ids: () => [...log.keys()].sort((a, b) => a - b),
    texts: () => [...log.values()].sort((a, b) => a.id - b.id).map((m) => m.message),
    stats: () => ({ framesReceived, duplicateFrames, reconnects, reconnectFailures }),
    close: () => {
      closing = true;
      socket.close();
    },
  };
};

const openChat = async (app: FastifyInstance, client: TestUser, freelancer: TestUser) => {
  const job = await app.inject({
    method: 'POST',
    url: '/api/job',
    headers: bearer(client.token),
    payload: {
      title: 'A site that stays up',
      description: 'Even when the cache goes away.',
      skills: ['Web Development'],
      level: 'Expert',
      size: 'Small',
      budjet: 100,
      expected_delivery_time: 7,
    },
  });
  const proposal = await app.inject({
    method: 'POST',
    url: '/api/proposals/create',
    headers: bearer(freelancer.token),
    payload: {
      bid: 120,
      cover_letter: 'I keep things up.',
      duration: 'less than 1 month',
      job_post_id: job.json().data.id,
    },
  });
  const accepted = await app.inject({
    method: 'PUT',
    url: `/api/proposals/${proposal.json().data.id}/accept`,
    headers: bearer(client.token),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().data.chat.id as number;
};

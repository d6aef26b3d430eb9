import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerInstalled, startRedisProcess, type RedisProcess } from '#test/redis-process.ts';
import { createMemoryBus } from './bus.ts';
import { createRealtimeHub } from './hub.ts';
import { createRedisPresence } from './presence.ts';

const socket = { OPEN: 1, readyState: 1, send: () => undefined } as unknown as WebSocket;

describe.skipIf(!redisServerInstalled())('presence across instances', () => {
  let redis: RedisProcess;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startRedisProcess();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  /** An instance's hub with its presence in the shared Redis, under one prefix per test. */
  const instance = (prefix: string, ttlMs = 60_000) => {
    const client = new Redis(redis.url, { enableOfflineQueue: false });
    clients.push(client);
    const ready = new Promise((resolve) => client.once('ready', resolve));
    const hub = createRealtimeHub(createMemoryBus(), (localUsers) =>
      createRedisPresence(client, prefix, localUsers, { ttlMs }),
    );
    return { hub, ready };
  };

  // Presence is written without waiting: checks of what another instance sees poll for it.
  const SOON = { timeout: 15_000, interval: 10 };

  it('tells one instance of a socket held by another, until its last socket closes', async () => {
    const prefix = `presence-${randomBytes(4).toString('hex')}`;
    const [a, b] = [instance(prefix), instance(prefix)];
    await Promise.all([a.ready, b.ready]);
    expect(await b.hub.isConnected(7)).toBe(false);

    const first = { socket, userId: 7, sessionId: 'one' };
    const second = { socket, userId: 7, sessionId: 'two' };
    a.hub.add(first);
    a.hub.add(second);
    expect(await a.hub.isConnected(7)).toBe(true);
    await expect.poll(() => b.hub.isConnected(7), SOON).toBe(true);
    expect(await b.hub.isConnected(8)).toBe(false);

    a.hub.remove(first);
    // One socket is still open there.
    expect(await b.hub.isConnected(7)).toBe(true);
    a.hub.remove(second);
    await expect.poll(() => b.hub.isConnected(7), SOON).toBe(false);
    a.hub.close();
    b.hub.close();
  });

  it("forgets an instance that died without saying so once its claim lapses, and renews a live one's", async () => {
    const prefix = `presence-${randomBytes(4).toString('hex')}`;
    const ttlMs = 300;
    const [dying, living, asking] = [
      instance(prefix, ttlMs),
      instance(prefix, ttlMs),
      instance(prefix),
    ];
    await Promise.all([dying.ready, living.ready, asking.ready]);
    dying.hub.add({ socket, userId: 1, sessionId: 'x' });
    living.hub.add({ socket, userId: 2, sessionId: 'y' });
    await expect.poll(() => asking.hub.isConnected(1), SOON).toBe(true);
    // The instance stops renewing (as a crashed one would) and never says its socket closed.
    dying.hub.close();
    await expect.poll(() => asking.hub.isConnected(1), SOON).toBe(false);
    // Several lifetimes later the live instance's renewals still hold its socket's claim: its
    // expiry has moved on. A loaded machine that stalls past a lifetime may let the claim lapse
    // until the next renewal, so the last check waits for it rather than reading once.
    const probe = new Redis(redis.url);
    clients.push(probe);
    const expiryOfLiving = async () =>
      Number(
        (await probe.zrangebyscore(`${prefix}:presence:2`, '-inf', '+inf', 'WITHSCORES'))[1] ?? 0,
      );
    const firstExpiry = await expiryOfLiving();
    expect(firstExpiry).toBeGreaterThan(0);
    await expect.poll(expiryOfLiving, SOON).toBeGreaterThan(firstExpiry + ttlMs * 3);
    await expect.poll(() => asking.hub.isConnected(2), SOON).toBe(true);
    living.hub.close();
    asking.hub.close();
  });
});

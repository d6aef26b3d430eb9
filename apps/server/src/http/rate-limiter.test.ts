import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './rate-limiter.ts';

describe('createMemoryRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows up to the limit, then blocks with the seconds left in the window', async () => {
    const limiter = createMemoryRateLimiter();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await limiter.hit('login:ip:1', 3, 60)).allowed).toBe(true);
    }
    vi.setSystemTime(new Date('2030-01-01T00:00:20.500Z'));
    expect(await limiter.hit('login:ip:1', 3, 60)).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
  });

  it('never asks to wait less than one second', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('k', 1, 60);
    vi.setSystemTime(new Date('2030-01-01T00:00:59.999Z'));
    expect(await limiter.hit('k', 1, 60)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('keeps blocking within the window, then starts a new window', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('k', 1, 60);
    expect((await limiter.hit('k', 1, 60)).allowed).toBe(false);
    vi.setSystemTime(new Date('2030-01-01T00:00:59.000Z'));
    expect((await limiter.hit('k', 1, 60)).allowed).toBe(false);
    vi.setSystemTime(new Date('2030-01-01T00:01:00.000Z'));
    expect(await limiter.hit('k', 1, 60)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await limiter.hit('k', 1, 60)).allowed).toBe(false);
  });

  it('counts each key on its own', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('login:email:a@example.com', 1, 60);
    expect((await limiter.hit('login:email:a@example.com', 1, 60)).allowed).toBe(false);
    expect((await limiter.hit('login:email:b@example.com', 1, 60)).allowed).toBe(true);
    expect((await limiter.hit('register:email:a@example.com', 1, 60)).allowed).toBe(true);
  });

  it('keeps live windows when it sweeps out expired ones', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('live', 1, 3600);
    for (let n = 0; n < 100; n += 1) await limiter.hit(`old:${n}`, 5, 1);
    vi.setSystemTime(new Date('2030-01-01T00:00:02.000Z'));
    limiter.sweep();
    expect(limiter.size()).toBe(1);
    // The live window survived the sweep; the expired ones start afresh.
    expect((await limiter.hit('live', 1, 3600)).allowed).toBe(false);
    expect(await limiter.hit('old:0', 5, 1)).toEqual({ allowed: true, retryAfterSeconds: 1 });
    limiter.close();
  });

  it('counts without counting, and forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter();
    expect(await limiter.count('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.hit('k', 5, 60);
    await limiter.hit('k', 5, 60);
    expect(await limiter.count('k')).toEqual({ count: 2, retryAfterSeconds: 60 });
    expect(await limiter.count('k')).toEqual({ count: 2, retryAfterSeconds: 60 });
    await limiter.reset('k');
    expect(await limiter.count('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect(await limiter.hit('k', 1, 60)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    vi.setSystemTime(new Date('2030-01-01T00:01:00.000Z'));
    expect(await limiter.count('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
  });
});

describe('the memory limiter keeps its memory bounded', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never holds more keys than its cap, however many distinct long keys arrive', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 1000, now });
    const long = 'x'.repeat(2000);
    for (let n = 0; n < 5000; n += 1) {
      await limiter.hit(`${long}:${n}`, 5, 60);
      expect(limiter.size()).toBeLessThanOrEqual(1000);
    }
    // The newest keys are still counted; the oldest made room for them.
    expect(await limiter.count(`${long}:4999`)).toMatchObject({ count: 1 });
    expect(await limiter.count(`${long}:0`)).toMatchObject({ count: 0 });
    limiter.close();
  });

  it('when full, drops ended windows before live ones', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 10, now });
    await limiter.hit('oldest but live', 1, 3600);
    for (let n = 0; n < 9; n += 1) await limiter.hit(`short:${n}`, 5, 1);
    expect(limiter.size()).toBe(10);
    clock += 2000;
    await limiter.hit('newcomer', 5, 60);
    expect(limiter.size()).toBe(2);
    expect((await limiter.hit('oldest but live', 1, 3600)).allowed).toBe(false);
    limiter.close();
  });

  it('sweeps out ended windows on its timer, with no new hit', async () => {
    const limiter = createMemoryRateLimiter({ now, sweepIntervalMs: 60_000 });
    for (let n = 0; n < 100; n += 1) await limiter.hit(`brief:${n}`, 5, 30);
    await limiter.hit('long', 5, 3600);
    expect(limiter.size()).toBe(101);
    clock += 31_000;
    vi.advanceTimersByTime(59_999);
    expect(limiter.size()).toBe(101);
    vi.advanceTimersByTime(1);
    expect(limiter.size()).toBe(1);
    expect(await limiter.count('long')).toMatchObject({ count: 1 });
    limiter.close();
  });

  it('stops its timer on close', () => {
    const limiter = createMemoryRateLimiter({ now });
    expect(vi.getTimerCount()).toBe(1);
    limiter.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});

// The same behaviour on Redis; CI runs this file again with REDIS_URL set.
describe.runIf(process.env.REDIS_URL)('createRedisRateLimiter', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  const prefix = `mk-test-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? '');
    // The app starts serving once Redis answers; until then the limiter counts locally.
    await new Promise((resolve) => redis.once('ready', resolve));
    limiter = createRedisRateLimiter(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('allows up to the limit, then blocks, counts without counting and resets', async () => {
    expect(await limiter.count('login:ip:1')).toEqual({ count: 0, retryAfterSeconds: 0 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await limiter.hit('login:ip:1', 3, 60)).allowed).toBe(true);
    }
    const blocked = await limiter.hit('login:ip:1', 3, 60);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.count('login:ip:1')).count).toBe(4);
    expect((await limiter.hit('login:ip:2', 3, 60)).allowed).toBe(true);
    await limiter.reset('login:ip:1');
    expect(await limiter.count('login:ip:1')).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect((await limiter.hit('login:ip:1', 3, 60)).allowed).toBe(true);
  });

  it('keeps its keys under the prefix, each expiring with its window', async () => {
    await limiter.hit('chat:messages:7', 5, 60);
    const keys = await redis.keys(`${prefix}:*`);
    expect(keys).toContain(`${prefix}:rl:chat:messages:7`);
    for (const key of keys) expect(key.startsWith(`${prefix}:rl:`)).toBe(true);
    const ttl = await redis.ttl(`${prefix}:rl:chat:messages:7`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });
});

describe('createRedisRateLimiter while Redis is away', () => {
  it('counts on this instance instead of refusing everyone', async () => {
    // A client that never connects and fails its commands at once, as the app's does.
    const unreachable = new Redis({ lazyConnect: true, enableOfflineQueue: false });
    const limiter = createRedisRateLimiter(unreachable, 'mk-test-away');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await limiter.hit('chat:messages:1', 3, 60)).allowed).toBe(true);
    }
    const blocked = await limiter.hit('chat:messages:1', 3, 60);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await limiter.count('chat:messages:1')).count).toBe(4);
    await limiter.reset('chat:messages:1');
    expect((await limiter.count('chat:messages:1')).count).toBe(0);
    limiter.close();
    unreachable.disconnect();
  });
});

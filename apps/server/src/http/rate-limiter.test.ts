import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter.ts';

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
    for (let n = 0; n < 10_001; n += 1) await limiter.hit(`old:${n}`, 5, 1);
    vi.setSystemTime(new Date('2030-01-01T00:00:02.000Z'));
    await limiter.hit('trigger', 5, 1);
    // The live window survived the sweep; the expired ones start afresh.
    expect((await limiter.hit('live', 1, 3600)).allowed).toBe(false);
    expect(await limiter.hit('old:0', 5, 1)).toEqual({ allowed: true, retryAfterSeconds: 1 });
  });
});

import type { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt under `key` in a fixed window and says whether it is still allowed. */
  hit: (key: string, limit: number, windowSeconds: number) => Promise<RateLimitResult>;
  /** The attempts counted under `key` in its current window (0 when none), counting none. */
  count: (key: string) => Promise<{ count: number; retryAfterSeconds: number }>;
  /** Forgets `key`'s window, as if it had never been hit. */
  reset: (key: string) => Promise<void>;
  /** Stops background work; the app calls it when it closes. */
  close: () => void;
};

/** "1 second", "40 seconds": for the messages that tell a person how long to wait. */
export const secondsToWait = (seconds: number): string =>
  seconds === 1 ? '1 second' : `${seconds} seconds`;

const secondsLeft = (resetAt: number, now: number) =>
  Math.max(1, Math.ceil((resetAt - now) / 1000));

export type MemoryRateLimiterOptions = {
  /** The most keys held at once; a flood of new keys evicts old ones instead of growing. */
  maxKeys?: number;
  /** How often windows that have ended are swept out, hit again or not. */
  sweepIntervalMs?: number;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
};

export type MemoryRateLimiter = RateLimiter & {
  /** Drops every window that has ended (the timer calls it too). */
  sweep: () => void;
  /** How many keys are held. */
  size: () => number;
};

// About 400 bytes per key with the short keys callers build (measured), so some 40 MB at most.
const DEFAULT_MAX_KEYS = 100_000;
const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

/** Per process: enough for one instance; several instances share the Redis limiter. */
export const createMemoryRateLimiter = (
  options: MemoryRateLimiterOptions = {},
): MemoryRateLimiter => {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const now = options.now ?? (() => Date.now());
  // A window that starts again is inserted anew, so the map's order is the order windows
  // started in and its first keys are the oldest.
  const windows = new Map<string, { count: number; resetAt: number }>();

  const sweep = () => {
    const at = now();
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };

  /** Called when full: ended windows go first, then the oldest live ones. */
  const makeRoom = () => {
    sweep();
    // Down to nine tenths, so a flood of new keys sweeps once per many keys, not on every hit.
    const target = Math.floor(maxKeys * 0.9);
    for (const key of windows.keys()) {
      if (windows.size <= target) break;
      windows.delete(key);
    }
  };

  const timer = setInterval(sweep, options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
  // The sweep alone must not keep the process alive.
  timer.unref();

  return {
    hit: async (key, limit, windowSeconds) => {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (window) windows.delete(key);
        else if (windows.size >= maxKeys) makeRoom();
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfterSeconds: secondsLeft(window.resetAt, at) };
    },
    count: async (key) => {
      const at = now();
      const window = windows.get(key);
      if (!window || window.resetAt <= at) return { count: 0, retryAfterSeconds: 0 };
      return { count: window.count, retryAfterSeconds: secondsLeft(window.resetAt, at) };
    },
    reset: async (key) => {
      windows.delete(key);
    },
    close: () => clearInterval(timer),
    sweep,
    size: () => windows.size,
  };
};

/** Keys live under `${prefix}:rl:` and expire with their window, so Redis needs no sweep. */
export const createRedisRateLimiter = (redis: Redis, prefix: string): RateLimiter => {
  const redisKey = (key: string) => `${prefix}:rl:${key}`;
  // While Redis is away, attempts are counted on this instance instead: an outage must not
  // refuse every sign-in and chat message (the app's connection fails fast rather than
  // queueing). An error Redis itself answered (`ReplyError`) is a real fault and is thrown.
  const local = createMemoryRateLimiter();
  const isOutage = (error?: unknown) =>
    redis.status !== 'ready' || (error instanceof Error && error.name !== 'ReplyError');
  const orLocally = async <T>(shared: () => Promise<T>, onThisInstance: () => Promise<T>) => {
    if (isOutage()) return onThisInstance();
    try {
      return await shared();
    } catch (error) {
      if (isOutage(error)) return onThisInstance();
      throw error;
    }
  };
  return {
    hit: (key, limit, windowSeconds) =>
      orLocally(
        async () => {
          const k = redisKey(key);
          const results = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
          const count = Number(results?.[0]?.[1] ?? 0);
          const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
          return { allowed: count <= limit, retryAfterSeconds: Math.max(1, ttl) };
        },
        () => local.hit(key, limit, windowSeconds),
      ),
    count: (key) =>
      orLocally(
        async () => {
          const k = redisKey(key);
          const results = await redis.multi().get(k).ttl(k).exec();
          const count = Number(results?.[0]?.[1] ?? 0);
          const ttl = Number(results?.[1]?.[1] ?? -2);
          // TTL is -2 for a missing key: no window, nothing to wait for.
          if (!count || ttl === -2) return { count: 0, retryAfterSeconds: 0 };
          return { count, retryAfterSeconds: Math.max(1, ttl) };
        },
        () => local.count(key),
      ),
    reset: (key) =>
      orLocally(
        async () => {
          await redis.del(redisKey(key));
        },
        () => local.reset(key),
      ),
    // The connection belongs to the app, which closes it; the local counts are ours.
    close: () => local.close(),
  };
};

import type { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt under `key` in a fixed window and says whether it is still allowed. */
  hit: (key: string, limit: number, windowSeconds: number) => Promise<RateLimitResult>;
};

/** Per process: enough for one instance; several instances share the Redis limiter. */
export const createMemoryRateLimiter = (): RateLimiter => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit: async (key, limit, windowSeconds) => {
      const now = Date.now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      };
    },
  };
};

export const createRedisRateLimiter = (redis: Redis, prefix: string): RateLimiter => ({
  hit: async (key, limit, windowSeconds) => {
    const redisKey = `${prefix}:rl:${key}`;
    const results = await redis
      .multi()
      .incr(redisKey)
      .expire(redisKey, windowSeconds, 'NX')
      .ttl(redisKey)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, ttl) };
  },
});

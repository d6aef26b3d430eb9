import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Who has a socket open on another instance. The hub knows its own sockets; with several
 * instances each one also keeps, per user, a sorted set in Redis of the instances holding a
 * socket of theirs, scored by when that claim expires. An instance renews its claims while the
 * sockets live and drops them when the last one closes; one that dies stops renewing, so its
 * claims lapse after `ttlMs` instead of lingering.
 *
 * Asking the other instances over the bus instead would make every check wait for the slowest
 * instance's answer (and a fixed timeout when one is gone); a key read is one round trip, and a
 * stale answer costs at most one mail too many or too few for `ttlMs`.
 */
export type Presence = {
  online: (userId: number) => void;
  offline: (userId: number) => void;
  /** Whether an instance other than this one holds a socket of the user. */
  elsewhere: (userId: number) => Promise<boolean>;
  close: () => void;
};

const TTL_MS = 90_000;

export const createRedisPresence = (
  redis: Redis,
  prefix: string,
  localUsers: () => Iterable<number>,
  options: { ttlMs?: number } = {},
): Presence => {
  const ttlMs = options.ttlMs ?? TTL_MS;
  const instance = randomUUID();
  const keyOf = (userId: number) => `${prefix}:presence:${userId}`;
  // While Redis is away these fail at once (no offline queue); the next renewal puts them back.
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  const claim = (userIds: Iterable<number>) => {
    const expires = Date.now() + ttlMs;
    const pipeline = redis.pipeline();
    let any = false;
    for (const userId of userIds) {
      any = true;
      pipeline.zadd(keyOf(userId), expires, instance);
      pipeline.pexpire(keyOf(userId), ttlMs);
    }
    if (any) quietly(pipeline.exec());
  };
  const renewal = setInterval(() => claim(localUsers()), Math.max(ttlMs / 3, 50));
  renewal.unref();

  return {
    online: (userId) => claim([userId]),
    offline: (userId) => quietly(redis.zrem(keyOf(userId), instance)),
    elsewhere: async (userId) => {
      try {
        const now = Date.now();
        const holders = await redis.zrangebyscore(keyOf(userId), now, '+inf');
        return holders.some((holder) => holder !== instance);
      } catch {
        // Without Redis nobody can tell: a mail too many beats a message never heard of.
        return false;
      }
    },
    close: () => clearInterval(renewal),
  };
};

import type { AuthContext } from '#kernel/auth-context.ts';

/** Upper bound of the cache's lifetime: a revoked session stops working within a second. */
export const SESSION_CACHE_MAX_MS = 1000;

/**
 * Sessions this instance checked a moment ago, by token, so that the requests a page makes
 * together cost one session lookup instead of one each. An entry lives at most `ttlMs`
 * (never more than a second, never past the session's expiry): a session revoked anywhere
 * stops working here within that, even while Redis is away. With the bus working it is at
 * once: every instance forgets a revoked session when the revocation reaches it.
 */
export const createSessionCache = (options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) => {
  const { maxEntries = 10_000, now = Date.now } = options;
  const ttlMs = Math.min(options.ttlMs, SESSION_CACHE_MAX_MS);
  const entries = new Map<string, { auth: AuthContext; until: number }>();

  return {
    get: (token: string): AuthContext | undefined => {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.auth;
      entries.delete(token);
      return undefined;
    },

    set: (token: string, auth: AuthContext, sessionExpiresAt: Date) => {
      if (ttlMs <= 0) return;
      // Bounded: the oldest entry (first in a Map's order) makes room; it is the closest to
      // expiring anyway.
      if (entries.size >= maxEntries && !entries.has(token)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(token, { auth, until: Math.min(now() + ttlMs, sessionExpiresAt.getTime()) });
    },

    forgetSessions: (sessionIds: readonly string[]) => {
      if (!sessionIds.length || !entries.size) return;
      const revoked = new Set(sessionIds);
      for (const [token, entry] of entries) {
        if (revoked.has(entry.auth.sessionId)) entries.delete(token);
      }
    },

    size: () => entries.size,
  };
};

export type SessionCache = ReturnType<typeof createSessionCache>;

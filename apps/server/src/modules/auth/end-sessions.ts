import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { sessions } from '#db/schema/index.ts';
import type { RealtimeHub } from '#realtime/hub.ts';

/** Sessions ended inside a transaction; `announce` runs once it has committed. */
export type EndedSessions = { count: number; announce: () => Promise<void> };

/**
 * Ends every session of an account (but `except`, the caller's own when it stays signed in)
 * inside the caller's transaction. Once that commits, `announce` tells every instance: their
 * sockets of those sessions close and their session caches forget them, so the tokens are
 * refused everywhere at once. Password reset, password change and account deletion use it.
 */
export const createSessionEnder =
  (realtime: RealtimeHub) =>
  async (
    tx: Database,
    userId: number,
    options: { except?: string } = {},
  ): Promise<EndedSessions> => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          options.except === undefined ? undefined : ne(sessions.id, options.except),
        ),
      )
      .returning({ id: sessions.id });
    const ids = revoked.map((row) => row.id);
    return { count: ids.length, announce: () => realtime.closeSessions(ids) };
  };

export type EndAllSessions = ReturnType<typeof createSessionEnder>;

import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { notifications } from '#db/schema/index.ts';
import { cursorParts, decodeCursor, encodeCursor } from '#kernel/cursor.ts';
import type { TNotification, TNotificationKind } from '@marketplace/contract';
import type { RealtimeHub } from '#realtime/hub.ts';

const toDto = (row: typeof notifications.$inferSelect): TNotification => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  link: row.link,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

export const createNotificationsService = (deps: { db: Database; realtime: RealtimeHub }) => {
  const { db, realtime } = deps;

  return {
    /** Stores a notification and pushes it to every open socket of the user. */
    notify: async (userId: number, kind: TNotificationKind, text: string, link: string) => {
      const [row] = await db.insert(notifications).values({ userId, kind, text, link }).returning();
      if (row) await realtime.sendToUsers([userId], { type: 'notification', data: toDto(row) });
    },

    list: async (userId: number, query: { limit: number; cursor?: string }) => {
      const conditions = [eq(notifications.userId, userId)];
      if (query.cursor) {
        const [id] = decodeCursor(query.cursor, [cursorParts.rowId]);
        conditions.push(lt(notifications.id, Number(id)));
      }
      const [rows, [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(and(...conditions))
          .orderBy(desc(notifications.id))
          .limit(query.limit + 1),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map(toDto),
        meta: {
          next_cursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
          unread_count: unread?.count ?? 0,
        },
      };
    },

    /** Marks one notification (when `id` is given) or all of them read; answers the unread count. */
    markRead: async (userId: number, id?: number) => {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            id === undefined ? undefined : eq(notifications.id, id),
          ),
        );
      const [unread] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return { unread_count: unread?.count ?? 0 };
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;

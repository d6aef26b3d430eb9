import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { notifications } from '#db/schema/index.ts';
import { cursorParts, decodeCursor, encodeCursor } from '#kernel/cursor.ts';
import type { TNotification, TNotificationKind } from '@marketplace/contract';
import type { RealtimeHub } from '#realtime/hub.ts';
import { preparedByShape } from '#kernel/prepared-by-shape.ts';

const toDto = (row: typeof notifications.$inferSelect): TNotification => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  link: row.link,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

const unreadOf = (userId: number | ReturnType<typeof sql.placeholder>) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt));

export const createNotificationsService = (deps: { db: Database; realtime: RealtimeHub }) => {
  const { db, realtime } = deps;

  const countUnread = async (userId: number): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(unreadOf(userId));
    return row?.count ?? 0;
  };

  /**
   * A page of a user's notifications with the unread count riding on every row (computed
   * once: it does not depend on the row), for the first page or a later one, prepared once.
   */
  const pageStatement = preparedByShape((paged: boolean) => {
    const userId = sql.placeholder('userId');
    return db
      .select({
        row: notifications,
        unread: sql<number>`(select count(*)::int from ${notifications} where ${unreadOf(userId)})`,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          paged ? lt(notifications.id, sql.placeholder('before')) : undefined,
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare(`notifications_page_${Number(paged)}`);
  });

  return {
    /** Stores a notification and pushes it to every open socket of the user. */
    /**
     * Account deletion, in its transaction: the person's own notifications go, and others'
     * that name them ('New message from <username>') name 'a deleted user' instead.
     */
    eraseUser: async (tx: Database, userId: number, names: string[]) => {
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      for (const name of names) {
        // A whole word only: the name inside a longer word is somebody else.
        const pattern = `(^|[^[:alnum:]_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![[:alnum:]_])`;
        await tx
          .update(notifications)
          .set({
            text: sql`regexp_replace(${notifications.text}, ${pattern}, ${'\\1a deleted user'}, 'gi')`,
          })
          .where(sql`${notifications.text} ~* ${pattern}`);
      }
    },

    notify: async (userId: number, kind: TNotificationKind, text: string, link: string) => {
      const [row] = await db.insert(notifications).values({ userId, kind, text, link }).returning();
      if (row) await realtime.sendToUsers([userId], { type: 'notification', data: toDto(row) });
    },

    /**
     * A page of the user's notifications, newest first, with their unread count, in one
     * statement. Only a later page with nothing on it asks for the count on its own.
     */
    list: async (userId: number, query: { limit: number; cursor?: string }) => {
      const before = query.cursor
        ? Number(decodeCursor(query.cursor, [cursorParts.rowId])[0])
        : undefined;
      const rows = await pageStatement(before !== undefined).execute({
        userId,
        before: before ?? null,
        limit: query.limit + 1,
      });
      const unread = rows[0]?.unread ?? (before === undefined ? 0 : await countUnread(userId));
      const page = rows.slice(0, query.limit).map(({ row }) => row);
      const last = page.at(-1);
      return {
        data: page.map(toDto),
        meta: {
          next_cursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
          unread_count: unread,
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
      return { unread_count: await countUnread(userId) };
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;

import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { notifications } from '#db/schema/index.ts';
import { cursorParts, decodeCursor, encodeCursor } from '#kernel/cursor.ts';
import type { TNotification, TNotificationKind } from '@marketplace/contract';
import type { RealtimeHub } from '#realtime/hub.ts';
import { preparedByShape } from '#kernel/prepared-by-shape.ts';
import { isoTimeSql } from '#kernel/iso-time-sql.ts';
import { PAGE, pageAsJson } from '#kernel/json-page.ts';
import type { MailService } from '#modules/mail/index.ts';
import { createEmailPreferences, createUnsubscribeTokens } from './email-preferences.ts';
import { createNotificationMail, type MailDetail } from './notification-mail.ts';

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

/** Every table `list` reads, for the read cache. */
export const NOTIFICATIONS_TABLES = [notifications];

export const createNotificationsService = (deps: {
  db: Database;
  realtime: RealtimeHub;
  /** Notifications that matter also go out by mail; without this they stay in the app. */
  email?: {
    mail: Pick<MailService, 'enqueue' | 'sendSoon'>;
    linkOrigin: string;
    /** The server's secret: unsubscribe links are signed with a key derived from it. */
    secret: string;
    /** Where a mail that could not be queued is reported (the request carries on regardless). */
    onError: (error: unknown) => void;
  };
}) => {
  const { db, realtime, email } = deps;
  const preferences = createEmailPreferences(db);
  const tokens = createUnsubscribeTokens(email?.secret ?? '');
  const mailFor =
    email &&
    createNotificationMail({
      db,
      realtime,
      mail: email.mail,
      tokens,
      linkOrigin: email.linkOrigin,
    });
  /** Mail being decided and queued right now, awaited on shutdown and by tests. */
  const pending = new Set<Promise<unknown>>();
  /**
   * The last mail decision of each person still running. A person's mail is decided in the
   * order their notifications came, so of two chat messages in one quarter hour the first is
   * the one mailed (on a pool of connections the second could otherwise claim the throttle).
   */
  const lastDecision = new Map<number, Promise<unknown>>();

  const countUnread = async (userId: number): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(unreadOf(userId));
    return row?.count ?? 0;
  };

  /**
   * A page of a user's notifications and their unread count, for the first page or a later
   * one, prepared once: one row, even for an empty page. Each notification is the answer's
   * as `toDto` shapes it, written by the database, and the page is one json value: the list
   * is read on every page, so no row is mapped, parsed or formatted again here.
   */
  const pageStatement = preparedByShape((paged: boolean) => {
    const userId = sql.placeholder('userId');
    const page = db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        text: notifications.text,
        link: notifications.link,
        read: sql<boolean>`${notifications.readAt} is not null`.as('read'),
        created_at: isoTimeSql(notifications.createdAt).as('created_at'),
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
      .as(PAGE);
    return db
      .select({
        notifications: pageAsJson<TNotification>((column) => sql`${column('id')} desc`),
        unread: sql<number>`(select count(*)::int from ${notifications} where ${unreadOf(userId)})`,
      })
      .from(page)
      .prepare(`notifications_page_${Number(paged)}`);
  });

  return {
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

    /**
     * Stores a notification and pushes it to every open socket of the user (unless `inApp` is
     * false: a chat notifies once per run of unread messages, but may mail about a later one),
     * then mails it when it matters and the person wants it. The mail is decided and queued
     * in the background: it never delays or fails the request that caused it.
     */
    notify: async (
      userId: number,
      kind: TNotificationKind,
      text: string,
      link: string,
      options: MailDetail & { inApp?: boolean } = {},
    ) => {
      const { inApp = true, ...detail } = options;
      if (mailFor && email) {
        const decide = mailFor;
        const queued = (lastDecision.get(userId) ?? Promise.resolve())
          .then(() => decide(userId, kind, text, link, detail))
          .catch(email.onError);
        lastDecision.set(userId, queued);
        pending.add(queued);
        void queued.finally(() => {
          pending.delete(queued);
          if (lastDecision.get(userId) === queued) lastDecision.delete(userId);
        });
      }
      if (!inApp) return;
      const [row] = await db.insert(notifications).values({ userId, kind, text, link }).returning();
      if (row) await realtime.sendToUsers([userId], { type: 'notification', data: toDto(row) });
    },

    /** Resolves once the mail decided so far is queued (shutdown waits for it). */
    settled: async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    },

    emailPreferences: preferences,
    unsubscribeTokens: tokens,
    setByToken: (token: string, on: boolean) => preferences.setByToken(tokens, token, on),

    /**
     * A page of the user's notifications, newest first, with their unread count, in one
     * statement. Only a later page with nothing on it asks for the count on its own.
     */
    list: async (userId: number, query: { limit: number; cursor?: string }) => {
      const before = query.cursor
        ? Number(decodeCursor(query.cursor, [cursorParts.rowId])[0])
        : undefined;
      const [answer] = await pageStatement(before !== undefined).execute({
        userId,
        before: before ?? null,
        limit: query.limit + 1,
      });
      const rows = answer?.notifications ?? [];
      const unread = answer?.unread ?? 0;
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page,
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#db/schema/index.ts';
import { encodeCursor } from '#kernel/cursor.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = (user: TestUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(user.token) });

/** Notifications straight into the table, oldest first; `read` marks the first ones read. */
const seed = async (user: TestUser, count: number, read = 0) => {
  for (let i = 0; i < count; i += 1) {
    await t.database.db.insert(notifications).values({
      userId: user.id,
      kind: 'proposal_received',
      text: `Notification ${i}`,
      link: '/proposals/',
      readAt: i < read ? new Date() : null,
    });
  }
};

describe('GET /api/notifications', () => {
  it('pages newest first and tells the unread count on every page, also an empty last one', async () => {
    const [user, someoneElse] = await Promise.all([
      signUp(t.app, 'client'),
      signUp(t.app, 'freelancer'),
    ]);
    await seed(user, 5, 2);
    await seed(someoneElse, 3);

    const first = (await list(user, '?limit=2')).json();
    expect(first.data.map((n: { text: string }) => n.text)).toEqual([
      'Notification 4',
      'Notification 3',
    ]);
    expect(first.meta.unread_count).toBe(3);
    const texts: string[] = first.data.map((n: { text: string }) => n.text);
    let cursor: string | null = first.meta.next_cursor;
    while (cursor) {
      const page = (await list(user, `?limit=2&cursor=${cursor}`)).json();
      expect(page.meta.unread_count).toBe(3);
      texts.push(...page.data.map((n: { text: string }) => n.text));
      cursor = page.meta.next_cursor;
    }
    expect(texts).toEqual([4, 3, 2, 1, 0].map((i) => `Notification ${i}`));

    // A cursor past the oldest: nothing on the page, and still the right count.
    const oldest = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.id)
      .limit(1);
    const empty = (await list(user, `?cursor=${encodeCursor([oldest[0]?.id ?? 0])}`)).json();
    expect(empty).toEqual({ data: [], meta: { next_cursor: null, unread_count: 3 } });
  });

  it('answers each notification as its row says: read or not, and its time in ISO form', async () => {
    const user = await signUp(t.app, 'client');
    await seed(user, 2, 1);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.id);
    expect((await list(user)).json().data).toEqual(
      rows.reverse().map((row) => ({
        id: row.id,
        kind: row.kind,
        text: row.text,
        link: row.link,
        read: row.readAt !== null,
        created_at: row.createdAt.toISOString(),
      })),
    );
  });

  it('answers an empty list with a zero count to someone with no notifications', async () => {
    const user = await signUp(t.app, 'freelancer');
    expect((await list(user)).json()).toEqual({
      data: [],
      meta: { next_cursor: null, unread_count: 0 },
    });
  });

  it('counts what marking read leaves unread', async () => {
    const user = await signUp(t.app, 'client');
    await seed(user, 3);
    const [newest] = (await list(user, '?limit=1')).json().data;
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(user.token),
      payload: { id: newest.id },
    });
    expect(marked.json().data.unread_count).toBe(2);
    expect((await list(user)).json().meta.unread_count).toBe(2);
  });
});

import { count, eq } from 'drizzle-orm';
import { sessions, users, type UserRow } from '#db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The stored row, read past the API, to check what a request did or did not change. */
export const userRow = async (t: TestApp, id: number): Promise<UserRow> => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

export const userByEmail = async (t: TestApp, email: string): Promise<UserRow | undefined> => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
};

export const userCount = async (t: TestApp): Promise<number> => {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
};

export const sessionsOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

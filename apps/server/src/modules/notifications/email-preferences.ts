import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  EMAIL_CATEGORIES,
  type TEmailCategory,
  type TEmailPreferences,
  type TEmailPreferencesUpdate,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { emailPreferences, users } from '#db/schema/index.ts';

export const ALL_ON: TEmailPreferences = {
  messages: true,
  orders: true,
  proposals: true,
  reviews: true,
};

/**
 * Unsubscribe links carry `<user>.<category>.<mac>`: an HMAC of the two under a key derived
 * from the server's secret, so a link works without signing in, for that person and that kind
 * of mail only, and nobody can make one for someone else. Nothing is stored; a link keeps
 * working, which is what a person clicking an old mail expects.
 */
export const createUnsubscribeTokens = (secret: string) => {
  const key = createHmac('sha256', secret).update('email-unsubscribe').digest();
  const macOf = (userId: number, category: TEmailCategory) =>
    createHmac('sha256', key).update(`${userId}.${category}`).digest('base64url');
  return {
    sign: (userId: number, category: TEmailCategory) =>
      `${userId}.${category}.${macOf(userId, category)}`,
    /** The person and category of a genuine token; undefined for anything else. */
    verify: (token: string): { userId: number; category: TEmailCategory } | undefined => {
      const [id, category, mac, ...rest] = token.split('.');
      if (rest.length || !id || !/^[1-9][0-9]{0,9}$/.test(id) || !mac) return undefined;
      if (!(EMAIL_CATEGORIES as readonly string[]).includes(category ?? '')) return undefined;
      const userId = Number(id);
      const expected = Buffer.from(macOf(userId, category as TEmailCategory));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, category: category as TEmailCategory };
    },
  };
};

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

export const createEmailPreferences = (db: Database) => {
  const read = async (userId: number): Promise<TEmailPreferences> => {
    const [row] = await db
      .select({
        messages: emailPreferences.messages,
        orders: emailPreferences.orders,
        proposals: emailPreferences.proposals,
        reviews: emailPreferences.reviews,
      })
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, userId));
    return row ?? ALL_ON;
  };

  /** Changes the categories given and answers all of them. */
  const update = async (
    userId: number,
    changes: TEmailPreferencesUpdate,
  ): Promise<TEmailPreferences> => {
    const set = Object.fromEntries(
      EMAIL_CATEGORIES.filter((category) => changes[category] !== undefined).map((category) => [
        category,
        changes[category],
      ]),
    );
    if (Object.keys(set).length === 0) return read(userId);
    const [row] = await db
      .insert(emailPreferences)
      .values({ userId, ...set })
      .onConflictDoUpdate({
        target: emailPreferences.userId,
        set: { ...set, updatedAt: sql`now()` },
      })
      .returning({
        messages: emailPreferences.messages,
        orders: emailPreferences.orders,
        proposals: emailPreferences.proposals,
        reviews: emailPreferences.reviews,
      });
    return row ?? ALL_ON;
  };

  /** Turns one category on or off for whoever a genuine link names; undefined for a forged one. */
  const setByToken = async (tokens: UnsubscribeTokens, token: string, on: boolean) => {
    const named = tokens.verify(token);
    if (!named) return undefined;
    const [person] = await db
      .select({ accountType: users.accountType })
      .from(users)
      .where(eq(users.id, named.userId));
    // A genuine link of an account deleted since: nothing left to unsubscribe.
    if (!person) return undefined;
    await update(named.userId, { [named.category]: on });
    return { category: named.category, accountType: person.accountType };
  };

  return { read, update, setByToken };
};

export type EmailPreferences = ReturnType<typeof createEmailPreferences>;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: text('account_type', { enum: ['client', 'freelancer'] }).notNull(),
    telephone: text('telephone'),
    country: text('country'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    avatarPath: text('avatar_path'),
    /** Granted by the operator's `npm run admin` command, never by sign-up. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set by an admin: the person cannot sign in and their listings are hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When the person opened a link mailed to `email`; null until then (money waits for it). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames and emails are unique whatever their case.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // The hourly sweep asks which stored pictures are still someone's avatar.
    index('users_avatar_path_idx').on(table.avatarPath),
    // Lists leave out the listings of the suspended, a few people at most: read off this.
    index('users_suspended_idx')
      .on(table.id)
      .where(sql`${table.suspendedAt} is not null`),
    check('users_account_type_check', sql`${table.accountType} in ('client', 'freelancer')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

import { NOTIFICATION_KINDS } from '@marketplace/contract';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { chats } from './chat.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_id_id_idx').on(table.userId, table.id.desc())],
);

/**
 * Which categories of notification a person also gets by email. No row means every category
 * is on: the row appears the first time they change one.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: boolean('messages').notNull().default(true),
  orders: boolean('orders').notNull().default(true),
  proposals: boolean('proposals').notNull().default(true),
  reviews: boolean('reviews').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When a chat last mailed each recipient, so a busy chat sends one mail per quarter hour. */
export const chatMailThrottle = pgTable(
  'chat_mail_throttle',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.chatId] })],
);

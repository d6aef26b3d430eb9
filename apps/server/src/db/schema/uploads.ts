import { boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The bytes each upload request stored, kept for a day: they make the daily upload quota.
 * `pending` marks a draft upload still being stored, whose bytes the tables of its kind do
 * not count yet; it is cleared once they do (or the row goes, if storing failed).
 */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    draft: boolean('draft').notNull(),
    pending: boolean('pending').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('upload_usage_user_id_idx').on(table.userId, table.createdAt),
    index('upload_usage_created_at_idx').on(table.createdAt),
  ],
);

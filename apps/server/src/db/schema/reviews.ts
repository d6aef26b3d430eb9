import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEWER_ROLES } from '@marketplace/contract';
import { services } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * What each side of a completed order said of the other. Hidden (published_at null) until
 * both sides have written theirs or the window closes, whichever comes first.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The service the order bought (null for a job contract): its rating counts this review. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    revieweeId: integer('reviewee_id')
      .notNull()
      .references(() => users.id),
    reviewerRole: text('reviewer_role', { enum: REVIEWER_ROLES }).notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The order's review window: past it the review is shown even if the other never writes. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('reviews_order_reviewer_unique').on(table.orderId, table.reviewerId),
    index('reviews_reviewer_id_idx').on(table.reviewerId),
    // A person's shown reviews, newest first, and their average.
    index('reviews_reviewee_published_idx')
      .on(table.revieweeId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.publishedAt} is not null`),
    // A service's shown reviews by its clients, newest first, and its average.
    index('reviews_service_published_idx')
      .on(table.serviceId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.publishedAt} is not null and ${table.reviewerRole} = 'client'`),
    // The timer's question: which hidden reviews' windows have closed.
    index('reviews_window_idx')
      .on(table.windowEndsAt)
      .where(sql`${table.publishedAt} is null`),
    check('reviews_stars_range', sql`${table.stars} between 1 and 5`),
    check('reviews_reviewer_role_check', sql`${table.reviewerRole} in ('client', 'freelancer')`),
    check('reviews_not_self', sql`${table.reviewerId} <> ${table.revieweeId}`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobPosts } from './jobs.ts';
import { users } from './users.ts';

/** A freelancer's offer on a job; once accepted it is the contract between the two. */
export const proposals = pgTable(
  'proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bidCents: integer('bid_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    receiveCents: integer('receive_cents').notNull(),
    duration: text('duration').notNull(),
    coverLetter: text('cover_letter').notNull(),
    status: text('status', { enum: ['pending', 'active', 'done', 'refused', 'withdrawn'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('proposals_job_freelancer_unique').on(table.jobId, table.freelancerId),
    index('proposals_freelancer_id_idx').on(table.freelancerId, table.createdAt.desc()),
    index('proposals_job_id_status_idx').on(table.jobId, table.status),
    check('proposals_bid_positive', sql`${table.bidCents} > 0`),
    check(
      'proposals_status_check',
      sql`${table.status} in ('pending', 'active', 'done', 'refused', 'withdrawn')`,
    ),
  ],
);

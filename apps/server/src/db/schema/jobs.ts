import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users } from './users.ts';

export const jobPosts = pgTable(
  'job_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    budgetCents: integer('budget_cents').notNull(),
    level: text('level', { enum: ['Beginner', 'Intermidiate', 'Expert'] }).notNull(),
    size: text('size', { enum: ['Small', 'Mediem', 'Large'] }).notNull(),
    /** Free text the client gives about timing ("time" in the create payload). */
    time: text('time'),
    expectedDeliveryDays: integer('expected_delivery_days').notNull(),
    /** Title, description and skill names in one lower-cased text, for trigram search. */
    searchDocument: text('search_document').notNull(),
    // Milliseconds, not microseconds: a page cursor carries it through a JavaScript Date intact.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_posts_client_id_idx').on(table.clientId, table.createdAt.desc(), table.id.desc()),
    // Keyset pagination walks (created_at, id) downwards.
    index('job_posts_created_at_id_idx').on(table.createdAt.desc(), table.id.desc()),
    index('job_posts_search_trgm_idx').using('gin', sql`${table.searchDocument} gin_trgm_ops`),
    check('job_posts_budget_positive', sql`${table.budgetCents} > 0`),
  ],
);

export const jobCategories = pgTable(
  'job_categories',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.categoryId] }),
    index('job_categories_category_id_idx').on(table.categoryId, table.jobId),
  ],
);

/** Attachments. Uploaded first (job_id null) by their owner, then attached to a job. */
export const jobFiles = pgTable(
  'job_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobPosts.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('job_files_job_id_idx').on(table.jobId),
    index('job_files_owner_id_idx').on(table.ownerId),
  ],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('saved_jobs_job_id_idx').on(table.jobId),
  ],
);

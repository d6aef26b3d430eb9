import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_EVENT_KINDS, ORDER_KINDS, ORDER_STATUSES } from '@marketplace/contract';
import { services } from './catalog.ts';
import { proposals } from './proposals.ts';
import { users } from './users.ts';

/**
 * A purchase held in escrow: a catalog service bought at a snapshot of its title and price,
 * or a job contract funded after its proposal was accepted.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    requirements: text('requirements').notNull().default(''),
    deliveryDays: integer('delivery_days').notNull(),
    revisionsIncluded: integer('revisions_included').notNull(),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    /** The conversation the order's events are told in. */
    chatId: integer('chat_id'),
    /** Who asked to cancel while the other side has not agreed yet. */
    cancelRequestedBy: integer('cancel_requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Timer: an unanswered delivery completes at this time (claimed with skip locked). */
    autoCompleteAt: timestamp('auto_complete_at', { withTimezone: true }),
    /** Timer: the overdue notice is sent once, then this is set. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A job contract's orders are its milestones, numbered from 1 (a contract accepted
     * without milestones has one); null for a service order.
     */
    milestonePosition: integer('milestone_position'),
    /** The milestone's own title when the client split the bid; the order's title adds the job's. */
    milestoneTitle: text('milestone_title'),
  },
  (table) => [
    index('orders_client_id_idx').on(table.clientId, table.createdAt.desc(), table.id.desc()),
    index('orders_freelancer_id_idx').on(
      table.freelancerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('orders_service_id_idx').on(table.serviceId),
    uniqueIndex('orders_proposal_milestone_unique').on(table.proposalId, table.milestonePosition),
    index('orders_chat_id_idx').on(table.chatId),
    index('orders_cancel_requested_by_idx').on(table.cancelRequestedBy),
    index('orders_auto_complete_idx')
      .on(table.autoCompleteAt)
      .where(sql`${table.status} = 'delivered'`),
    index('orders_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'in_escrow' and ${table.overdueNotifiedAt} is null`),
    check('orders_price_positive', sql`${table.priceCents} > 0`),
    check(
      'orders_milestone_of_contract',
      sql`(${table.kind} = 'contract') = (${table.milestonePosition} is not null)`,
    ),
    check(
      'orders_fee_range',
      sql`${table.feeCents} >= 0 and ${table.feeCents} <= ${table.priceCents}`,
    ),
    check(
      'orders_status_check',
      sql`${table.status} in ('awaiting_payment', 'in_escrow', 'delivered', 'completed', 'cancelled', 'disputed')`,
    ),
    check('orders_revisions_check', sql`${table.revisionsUsed} >= 0`),
  ],
);

/** The order's timeline: what happened, who did it, and what was said. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_events_order_id_idx').on(table.orderId, table.id),
    index('order_events_actor_id_idx').on(table.actorId),
  ],
);

/**
 * A dispute over a funded order: opened by either side, decided by an admin. At most one is
 * open per order (a partial unique index), and the order stays 'disputed' until it is decided.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    /** The timeline event that carries the reason and the evidence files. */
    eventId: integer('event_id').references(() => orderEvents.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    outcome: text('outcome', { enum: ['release', 'refund', 'split'] }),
    /** Escrow the freelancer received (before the fee) by the decision. */
    freelancerCents: integer('freelancer_cents'),
    decision: text('decision'),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_disputes_one_open')
      .on(table.orderId)
      .where(sql`${table.status} = 'open'`),
    index('order_disputes_order_id_idx').on(table.orderId),
    index('order_disputes_status_idx').on(table.status, table.createdAt),
    index('order_disputes_opened_by_idx').on(table.openedBy),
    index('order_disputes_decided_by_idx').on(table.decidedBy),
  ],
);

/** Files of an order: uploaded first (draft), then attached to its requirements or a delivery. */
export const orderFiles = pgTable(
  'order_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the order's requirements; the delivery event otherwise. */
    eventId: integer('event_id').references(() => orderEvents.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_files_order_id_idx').on(table.orderId),
    index('order_files_event_id_idx').on(table.eventId),
    index('order_files_uploader_id_idx').on(table.uploaderId, table.createdAt),
    // The hourly sweep asks which stored files are still referenced.
    index('order_files_stored_name_idx').on(table.storedName),
  ],
);

/** Payment attempts through the provider. Card numbers are never stored: brand and last 4 only. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status', {
      enum: ['pending', 'requires_confirmation', 'succeeded', 'failed', 'refunded'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Given back to the card: all of it on a refund, a part when a dispute split the escrow. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_id_idx').on(table.orderId, table.id),
    // A processor's webhook names the payment by its own reference (a checkout session).
    index('payments_provider_ref_idx').on(table.provider, table.providerRef),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** Money paid out of the platform to a freelancer. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /**
     * The caller's Idempotency-Key, kept with the payout it paid: a retry after a crash (when
     * the stored answer was lost) finds this payout instead of paying out again.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_user_id_idx').on(table.userId, table.id),
    uniqueIndex('payouts_user_key_unique').on(table.userId, table.idempotencyKey),
    check('payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Double-entry ledger. An account's balance moves only through entries (a trigger keeps it in
 * step in the same transaction), and the accounts that hold money the platform owes
 * (escrow, a freelancer's available balance, fees) can never go below zero (a check).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: [
        'client_payments',
        'escrow',
        'freelancer_available',
        'platform_fees',
        'refunds',
        'payouts',
      ],
    }).notNull(),
    userId: integer('user_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('ledger_accounts_unique').using(
      'btree',
      table.kind,
      sql`coalesce(${table.userId}, 0)`,
      sql`coalesce(${table.orderId}, 0)`,
    ),
    index('ledger_accounts_user_id_idx').on(table.userId),
    index('ledger_accounts_order_id_idx').on(table.orderId),
    check(
      'ledger_accounts_not_negative',
      sql`${table.kind} in ('client_payments', 'refunds', 'payouts') or ${table.balanceCents} >= 0`,
    ),
  ],
);

/** One movement of money: its entries sum to zero (checked by a trigger at commit). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['payment', 'release', 'refund', 'payout'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    payoutId: integer('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_order_id_idx').on(table.orderId),
    index('ledger_transactions_payout_id_idx').on(table.payoutId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive adds to the account's balance, negative takes from it. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('ledger_entries_transaction_id_idx').on(table.transactionId),
    index('ledger_entries_account_id_idx').on(table.accountId, table.id),
    check('ledger_entries_not_zero', sql`${table.amountCents} <> 0`),
  ],
);

/**
 * A money-moving call's first answer, kept per caller and key, so a retry answers the same
 * and moves nothing again. `response` is null while the first call is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path: the same key on another call is a mistake, not a retry. */
    scope: text('scope').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobPosts } from './jobs.ts';
import { proposals } from './proposals.ts';
import { users } from './users.ts';

/** One conversation per accepted proposal or service order, between client and freelancer. */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The job and proposal of a contract's chat; null in a service order's chat. */
    jobId: integer('job_id').references(() => jobPosts.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'cascade' }),
    /** The service order this chat belongs to (a contract's order uses the proposal's chat). */
    orderId: integer('order_id'),
    /** The ordered service's title, shown where a contract's chat shows its job's title. */
    title: text('title'),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The end of the contract set by the client; afterwards the chat is read-only. */
    endDate: timestamp('end_date', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chats_proposal_unique').on(table.proposalId),
    uniqueIndex('chats_order_unique').on(table.orderId),
    check(
      'chats_subject_check',
      sql`${table.proposalId} is not null or ${table.orderId} is not null`,
    ),
    index('chats_job_id_idx').on(table.jobId),
    index('chats_client_id_idx').on(table.clientId, table.lastActivityAt.desc()),
    index('chats_freelancer_id_idx').on(table.freelancerId, table.lastActivityAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** 'system' lines tell an order's events; 'user' lines are what people wrote. */
    kind: text('kind', { enum: ['user', 'system'] })
      .notNull()
      .default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_chat_id_id_idx').on(table.chatId, table.id),
    index('messages_sender_id_idx').on(table.senderId),
  ],
);

/** Each participant's own view of a chat: how far they have read, and whether they hid it. */
export const chatParticipantStates = pgTable(
  'chat_participant_states',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.chatId, table.userId] }),
    index('chat_participant_states_user_id_idx').on(table.userId),
  ],
);

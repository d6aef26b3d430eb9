import { z } from 'zod/mini';
import { ZUser } from './auth.ts';
import { zAmount, zMultiLine, zPageLimit } from './fields.ts';
import { ORDER_MESSAGES, ORDER_TEXT_MAX } from './order-terms.ts';
import { ZFileIds, ZOrderDetail, ZOrderText } from './orders.ts';

/**
 * Disputes and the admin console. Either side of a funded order (in escrow or delivered) may
 * open a dispute: the money stays in escrow and the timers stop until an admin decides to
 * release it, refund it, or split it by an amount.
 */
export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type TDisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_OUTCOME_LABELS: Record<TDisputeOutcome, string> = {
  release: 'Release to the freelancer',
  refund: 'Refund the buyer',
  split: 'Split the escrow',
};

export const DISPUTE_MESSAGES = {
  reasonRequired: 'Say what went wrong and what you expect.',
  decisionRequired: 'Write the decision both sides will read.',
  outcomeInvalid: 'Choose release, refund or split.',
  splitAmountRequired: 'Enter the amount the freelancer receives, in dollars.',
  splitAmountRange: 'The freelancer’s part must be more than $0 and less than the order’s price.',
} as const;

export const ZOpenDispute = z.object({
  reason: ZOrderText(DISPUTE_MESSAGES.reasonRequired),
  file_ids: ZFileIds,
});
export type TOpenDispute = z.input<typeof ZOpenDispute>;

export const ZResolveDispute = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, DISPUTE_MESSAGES.outcomeInvalid),
    /** Dollars to the freelancer (before the fee), only for a split; typed text is read too. */
    freelancer_amount: z.optional(
      z.pipe(
        zAmount(DISPUTE_MESSAGES.splitAmountRequired),
        z
          .number()
          .check(
            z.positive(DISPUTE_MESSAGES.splitAmountRange),
            z.lte(1_000_000, DISPUTE_MESSAGES.splitAmountRange),
          ),
      ),
    ),
    decision: ZOrderText(DISPUTE_MESSAGES.decisionRequired),
  })
  .check(
    z.refine((input) => input.outcome !== 'split' || input.freelancer_amount !== undefined, {
      message: DISPUTE_MESSAGES.splitAmountRequired,
      path: ['freelancer_amount'],
    }),
  );
export type TResolveDispute = z.infer<typeof ZResolveDispute>;

export const ZDispute = z.object({
  id: z.number().check(z.int()),
  order_id: z.number().check(z.int()),
  order_title: z.string(),
  price: z.number(),
  status: z.enum(['open', 'resolved']),
  opened_by: z.number().check(z.int()),
  opened_by_name: z.string(),
  reason: z.string(),
  outcome: z.nullable(z.enum(DISPUTE_OUTCOMES)),
  /** What the freelancer received before the fee, in dollars (resolved disputes). */
  freelancer_amount: z.nullable(z.number()),
  decision: z.nullable(z.string()),
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
});
export type TDispute = z.infer<typeof ZDispute>;

export const ZChatLine = z.object({
  id: z.number().check(z.int()),
  sender_id: z.nullable(z.number().check(z.int())),
  sender_name: z.string(),
  text: z.string(),
  created_at: z.string(),
});

/** What an admin reads before deciding: the order with its timeline, and the conversation. */
export const ZDisputeDetail = z.object({
  dispute: ZDispute,
  order: ZOrderDetail,
  messages: z.array(ZChatLine),
});
export type TDisputeDetail = z.infer<typeof ZDisputeDetail>;

export const ZDisputeListQuery = z.object({
  status: z._default(z.enum(['open', 'resolved'], 'Choose open or resolved.'), 'open'),
  limit: zPageLimit(50),
});

export const ZAdminUser = z.extend(ZUser, {
  email: z.string(),
  is_admin: z.boolean(),
  suspended_at: z.nullable(z.string()),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserQuery = z.object({
  q: z._default(
    z.string().check(z.trim(), z.maxLength(200, 'Search with at most 200 characters.')),
    '',
  ),
  limit: zPageLimit(50),
});

export const ZSuspendUser = z.object({
  reason: zMultiLine().check(
    z.trim(),
    z.minLength(1, 'Say why, for the audit log.'),
    z.maxLength(ORDER_TEXT_MAX, ORDER_MESSAGES.textTooLong),
  ),
});

export const ZLedgerCheck = z.object({
  /** The sum of every ledger entry: zero when every movement balanced. */
  total_of_entries: z.number(),
  entries: z.number().check(z.int()),
  accounts: z.array(
    z.object({ kind: z.string(), accounts: z.number().check(z.int()), balance: z.number() }),
  ),
});
export type TLedgerCheck = z.infer<typeof ZLedgerCheck>;

export const ZAuditEntry = z.object({
  id: z.number().check(z.int()),
  admin_id: z.number().check(z.int()),
  admin_email: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

import { z } from 'zod/mini';
import {
  ORDER_EVENT_KINDS,
  ORDER_FILES_MAX,
  ORDER_KINDS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TEXT_MAX,
} from './order-terms.ts';
import { ROW_ID_MAX, zMultiLine, zPageLimit, zRowId } from './fields.ts';
import { ZOwner } from './services.ts';

export const ZOrderText = (required: string) =>
  zMultiLine(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(ORDER_TEXT_MAX, ORDER_MESSAGES.textTooLong),
  );

export const ZFileIds = z._default(
  z
    .array(
      z
        .number(ORDER_MESSAGES.filesInvalid)
        .check(
          z.int(ORDER_MESSAGES.filesInvalid),
          z.positive(ORDER_MESSAGES.filesInvalid),
          z.lte(ROW_ID_MAX, ORDER_MESSAGES.filesInvalid),
        ),
      ORDER_MESSAGES.filesInvalid,
    )
    .check(z.maxLength(ORDER_FILES_MAX, ORDER_MESSAGES.filesTooMany)),
  [],
);

export const ZCreateOrder = z.object({
  service_id: zRowId(ORDER_MESSAGES.serviceRequired),
  requirements: z._default(
    zMultiLine().check(z.trim(), z.maxLength(ORDER_TEXT_MAX, ORDER_MESSAGES.requirementsTooLong)),
    '',
  ),
  file_ids: ZFileIds,
});
export type TCreateOrder = z.input<typeof ZCreateOrder>;

const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

/** Card details as typed; they go to the provider and are never stored. */
export const ZCard = z.object({
  card_number: z.pipe(
    z.pipe(z.string(ORDER_MESSAGES.cardNumberInvalid), z.transform(digitsOnly)),
    z.string().check(z.regex(/^\d{12,19}$/, ORDER_MESSAGES.cardNumberInvalid)),
  ),
  expiry: z
    .string(ORDER_MESSAGES.cardExpiryInvalid)
    .check(z.trim(), z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, ORDER_MESSAGES.cardExpiryInvalid)),
  cvc: z
    .string(ORDER_MESSAGES.cardCvcInvalid)
    .check(z.trim(), z.regex(/^\d{3,4}$/, ORDER_MESSAGES.cardCvcInvalid)),
});
export type TCard = z.input<typeof ZCard>;

export const ZConfirmPayment = z.object({
  payment_id: zRowId(ORDER_MESSAGES.paymentIdRequired),
});

export const ZDeliverOrder = z.object({
  message: ZOrderText(ORDER_MESSAGES.deliveryRequired),
  file_ids: ZFileIds,
});
export type TDeliverOrder = z.input<typeof ZDeliverOrder>;

export const ZRequestRevision = z.object({
  message: ZOrderText(ORDER_MESSAGES.revisionRequired),
});

export const ZCancelOrder = z.object({
  reason: z._default(
    zMultiLine().check(z.trim(), z.maxLength(ORDER_TEXT_MAX, ORDER_MESSAGES.textTooLong)),
    '',
  ),
});

export const ZOrderListQuery = z.object({
  /** purchases: orders the caller buys (clients); sales: orders the caller sells (freelancers). */
  role: z.enum(['purchases', 'sales'], 'Choose purchases or sales.'),
  limit: zPageLimit(20),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const ZOrderFile = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  size: z.number().check(z.int()),
  url: z.string(),
});
export type TOrderFile = z.infer<typeof ZOrderFile>;

export const ZOrderEvent = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** Who acted; null when the system did (auto-complete, overdue notice). */
  actor_id: z.nullable(z.number().check(z.int())),
  message: z.string(),
  files: z.array(ZOrderFile),
  created_at: z.string(),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

export const ZPaymentSummary = z.object({
  id: z.number().check(z.int()),
  /** pending: the buyer was sent to the processor's checkout page and it has not answered yet. */
  status: z.enum(['pending', 'requires_confirmation', 'succeeded', 'failed', 'refunded']),
  card_brand: z.nullable(z.string()),
  card_last4: z.nullable(z.string()),
  failure_message: z.nullable(z.string()),
  created_at: z.string(),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

export const ZOrder = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  /** Title and price as they were when the order was placed. */
  title: z.string(),
  price: z.number(),
  fee: z.number(),
  receive: z.number(),
  service_id: z.nullable(z.number().check(z.int())),
  proposal_id: z.nullable(z.number().check(z.int())),
  job_post_id: z.nullable(z.number().check(z.int())),
  chat_id: z.nullable(z.number().check(z.int())),
  client: ZOwner,
  freelancer: ZOwner,
  requirements: z.string(),
  delivery_days: z.number().check(z.int()),
  revisions_included: z.number().check(z.int()),
  revisions_used: z.number().check(z.int()),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  due_at: z.nullable(z.string()),
  delivered_at: z.nullable(z.string()),
  /** When an unanswered delivery completes by itself. */
  auto_complete_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  cancelled_at: z.nullable(z.string()),
  /** Who asked to cancel, while the other side has not agreed. */
  cancel_requested_by: z.nullable(z.number().check(z.int())),
  /** Past its due date and not delivered: the client may cancel for a full refund. */
  overdue: z.boolean(),
  /** Which milestone of its job contract this order is; null for a service order. */
  milestone: z.nullable(
    z.object({
      position: z.number().check(z.int()),
      count: z.number().check(z.int()),
      title: z.string(),
    }),
  ),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderDetail = z.extend(ZOrder, {
  events: z.array(ZOrderEvent),
  requirement_files: z.array(ZOrderFile),
  payments: z.array(ZPaymentSummary),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZPayResult = z.object({
  order: ZOrderDetail,
  payment: ZPaymentSummary,
});
export type TPayResult = z.infer<typeof ZPayResult>;

export const LEDGER_MOVEMENT_KINDS = ['release', 'payout'] as const;

export const ZEarningsMovement = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(LEDGER_MOVEMENT_KINDS),
  /** Positive: money in (a release, net of the fee); negative: money out (a payout). */
  amount: z.number(),
  fee: z.number(),
  order_id: z.nullable(z.number().check(z.int())),
  title: z.string(),
  created_at: z.string(),
});
export type TEarningsMovement = z.infer<typeof ZEarningsMovement>;

export const ZEarnings = z.object({
  /** Held in escrow on the freelancer's running orders, net of the fee. */
  pending: z.number(),
  /** Released to the freelancer and not paid out yet. */
  available: z.number(),
  total_earned: z.number(),
  movements: z.array(ZEarningsMovement),
});
export type TEarnings = z.infer<typeof ZEarnings>;

export const ZPayout = z.object({
  id: z.number().check(z.int()),
  amount: z.number(),
  created_at: z.string(),
});
export type TPayout = z.infer<typeof ZPayout>;

export const ZPaymentsInfo = z.object({
  provider: z.string(),
  test_mode: z.boolean(),
  test_cards: z.record(z.string(), z.string()),
  /**
   * card_form: the order page takes the card (the sandbox); hosted: the buyer pays on the
   * processor's own checkout page (`POST /api/orders/:id/checkout` gives its address).
   */
  checkout: z.enum(['card_form', 'hosted']),
});
export type TPaymentsInfo = z.infer<typeof ZPaymentsInfo>;

/** Where to send the buyer to pay an order on the processor's checkout page. */
export const ZCheckout = z.object({ url: z.url() });
export type TCheckout = z.infer<typeof ZCheckout>;

/** A freelancer's payout account with the processor (Stripe Connect). */
export const ZPayoutAccount = z.object({
  /** Whether this processor needs one before money can be paid out (the sandbox does not). */
  required: z.boolean(),
  /** Setup was started (an account exists with the processor). */
  started: z.boolean(),
  /** The processor accepts payouts to it: releases are transferred and withdrawals work. */
  ready: z.boolean(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

/** Where to send the freelancer to set up (or finish setting up) payouts. */
export const ZPayoutAccountLink = z.object({ url: z.url() });
export type TPayoutAccountLink = z.infer<typeof ZPayoutAccountLink>;

import { z } from 'zod/mini';
import { formatMoney, toCents, toDollars } from './money.ts';
import { ORDER_STATUSES } from './order-terms.ts';
import { zAmount, zSingleLine } from './fields.ts';

/**
 * Milestones of a job contract (issue 13). The client may split an accepted bid into parts,
 * each with a title, an amount and a due date; each part is an escrow order of its own,
 * funded, delivered and released on its own. A contract accepted without them has one.
 */
export const MILESTONES_MIN = 2;
export const MILESTONES_MAX = 10;
export const MILESTONE_TITLE_MAX = 100;

export const MILESTONE_MESSAGES = {
  titleRequired: 'Give this milestone a title.',
  titleTooLong: `Keep a milestone title to ${MILESTONE_TITLE_MAX} characters.`,
  amountInvalid: 'Enter an amount in dollars, greater than $0.',
  amountCents: 'Enter an amount in dollars and cents (at most 2 decimals).',
  dueDateInvalid: 'Enter the due date as YYYY-MM-DD.',
  dueDatePast: 'The due date cannot be in the past.',
  tooFew: `Split the bid into at least ${MILESTONES_MIN} milestones, or accept it as one.`,
  tooMany: `Split the bid into at most ${MILESTONES_MAX} milestones.`,
} as const;

/** The words for amounts that do not add up to the bid, on the form and from the server. */
export const milestoneSumMessage = (sumCents: number, bidCents: number) =>
  `The milestones add up to ${formatMoney(toDollars(sumCents))}; they must add up to the bid of ${formatMoney(toDollars(bidCents))}.`;

/** A due date is a calendar day; the milestone is due at the end of it, in UTC. */
export const milestoneDueAt = (dueDate: string): Date => new Date(`${dueDate}T23:59:59.999Z`);

/** Today's date in UTC as YYYY-MM-DD: the earliest due date a milestone may have. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

export const ZMilestoneInput = z.object({
  title: zSingleLine(MILESTONE_MESSAGES.titleRequired).check(
    z.trim(),
    z.minLength(1, MILESTONE_MESSAGES.titleRequired),
    z.maxLength(MILESTONE_TITLE_MAX, MILESTONE_MESSAGES.titleTooLong),
  ),
  amount: zAmount(MILESTONE_MESSAGES.amountInvalid).check(
    z.refine((value) => value > 0, MILESTONE_MESSAGES.amountInvalid),
    z.refine((value) => toCents(value) / 100 === value, MILESTONE_MESSAGES.amountCents),
  ),
  due_date: z
    .string(MILESTONE_MESSAGES.dueDateInvalid)
    .check(z.refine(isCalendarDate, MILESTONE_MESSAGES.dueDateInvalid)),
});
export type TMilestoneInput = z.output<typeof ZMilestoneInput>;

/**
 * The body of `PUT /api/proposals/:id/accept`: none, or milestones. SPEC's accept sends no
 * body and gets one milestone for the whole bid, as before.
 */
export const ZAcceptProposal = z.nullish(
  // Fastify hands a request without a body to the schema as null.
  z.object({
    milestones: z.optional(
      z
        .array(ZMilestoneInput)
        .check(
          z.minLength(MILESTONES_MIN, MILESTONE_MESSAGES.tooFew),
          z.maxLength(MILESTONES_MAX, MILESTONE_MESSAGES.tooMany),
        ),
    ),
  }),
);
export type TAcceptProposal = z.output<typeof ZAcceptProposal>;

/** One milestone of a contract: its escrow order, as the proposal lists show it. */
export const ZMilestone = z.object({
  /** The milestone's order: funded, delivered and released on its own page. */
  order_id: z.number().check(z.int()),
  /** 1 for the first; a contract accepted without milestones has just 1. */
  position: z.number().check(z.int()),
  title: z.string(),
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** ISO 8601; null until a milestone without a date of its own is funded. */
  due_at: z.nullable(z.string()),
});
export type TMilestone = z.infer<typeof ZMilestone>;

import { z } from 'zod/mini';
import { formatCount, formatMoney } from './money.ts';
import { ORDER_STATUSES } from './order-terms.ts';
import { ZMilestone } from './milestones.ts';
import { ZRating } from './reviews.ts';
import { zMultiLine, zRowId } from './fields.ts';
import { PROPOSAL_DURATIONS, PROPOSAL_STATUSES } from './constants.ts';

export const COVER_LETTER_MAX = 10_000;
export const BID_MAX = 10_000_000;
/** SPEC section 9: the proposal form checks its fields after a fixed wait. */
export const PROPOSAL_SUBMIT_DELAY_MS = 3000;

export const PROPOSAL_MESSAGES = {
  bidPositive: 'Bid must be greater than 0.',
  bidTooLarge: `Bid must be at most $${formatCount(BID_MAX)}.`,
  durationRequired: 'Duration is required.',
  coverLetterRequired: 'Cover Letter is required.',
  coverLetterTooLong: `Cover Letter must be at most ${formatCount(COVER_LETTER_MAX)} characters.`,
  jobRequired: 'Choose the job this proposal is for.',
} as const;

/** The minimum bid is the job's budget; the same words on the form and from the server. */
export const bidBelowBudgetMessage = (budgetDollars: number) =>
  `Bid must be at least ${formatMoney(budgetDollars)}, the job's budget.`;

export const ZCreateProposal = z.object({
  bid: z.pipe(
    z.transform((value) =>
      typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
    ),
    z
      .number(PROPOSAL_MESSAGES.bidPositive)
      .check(z.gt(0, PROPOSAL_MESSAGES.bidPositive), z.lte(BID_MAX, PROPOSAL_MESSAGES.bidTooLarge)),
  ),
  cover_letter: zMultiLine(PROPOSAL_MESSAGES.coverLetterRequired).check(
    z.trim(),
    z.minLength(1, PROPOSAL_MESSAGES.coverLetterRequired),
    z.maxLength(COVER_LETTER_MAX, PROPOSAL_MESSAGES.coverLetterTooLong),
  ),
  duration: z.enum(PROPOSAL_DURATIONS, PROPOSAL_MESSAGES.durationRequired),
  job_post_id: zRowId(PROPOSAL_MESSAGES.jobRequired),
});
export type TCreateProposal = z.infer<typeof ZCreateProposal>;

export const ZProposalStatus = z.enum(PROPOSAL_STATUSES);
export type TProposalStatus = z.infer<typeof ZProposalStatus>;

export const ZProposalListQuery = z.object({
  status: z.optional(
    z.enum(PROPOSAL_STATUSES, 'Status must be pending, active, done, refused or withdrawn.'),
  ),
});

export const ZProposalPerson = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.nullable(z.string()),
  /** The freelancer verified their email address. */
  verified: z.boolean(),
  country: z.nullable(z.string()),
  /** From the shown reviews the freelancer received. */
  rating: ZRating,
});

export const ZProposal = z.object({
  id: z.number().check(z.int()),
  job_post_id: z.number().check(z.int()),
  freelancer_id: z.number().check(z.int()),
  client_id: z.number().check(z.int()),
  bid: z.number(),
  fee: z.number(),
  receive: z.number(),
  duration: z.enum(PROPOSAL_DURATIONS),
  cover_letter: z.string(),
  /** A contract whose end date has passed counts as done. */
  status: ZProposalStatus,
  /** ISO 8601 with T and Z. */
  created_at: z.string(),
  /** 'YYYY-MM-DD HH:MM:SS' (UTC), as SPEC shows them; null until set. */
  started_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  job: z.object({ id: z.number().check(z.int()), title: z.string(), budjet: z.number() }),
  freelancer: ZProposalPerson,
  /** The job's client, as the shown reviews they received rate them. */
  client_rating: ZRating,
  chat_id: z.nullable(z.number().check(z.int())),
  /**
   * The accepted contract's escrow order that needs attention now: the first milestone not
   * released or cancelled (else the last one). It must be funded before its work starts.
   */
  order: z.nullable(z.object({ id: z.number().check(z.int()), status: z.enum(ORDER_STATUSES) })),
  /** Every milestone of the accepted contract in order; empty before it is accepted. */
  milestones: z.array(ZMilestone),
});
export type TProposal = z.infer<typeof ZProposal>;

export const ZChatSummaryOnAccept = z.object({
  id: z.number().check(z.int()),
  job_post_id: z.number().check(z.int()),
  client_id: z.number().check(z.int()),
  freelancer_id: z.number().check(z.int()),
  end_date: z.nullable(z.string()),
});

export const ZAcceptResult = z.object({ proposal: ZProposal, chat: ZChatSummaryOnAccept });
export type TAcceptResult = z.infer<typeof ZAcceptResult>;

/** SPEC's started_at / ends_at format: date and time separated by a space, in UTC. */
export const formatSpaceDateTime = (date: Date): string =>
  date.toISOString().slice(0, 19).replace('T', ' ');

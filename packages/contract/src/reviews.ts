import { z } from 'zod/mini';
import { formatCount } from './money.ts';
import { zMultiLine, zPageLimit } from './fields.ts';
import { ZOwner } from './services.ts';

/**
 * Reviews: after an order (a service bought or a job contract) completes, each side may
 * review the other once, 1 to 5 stars and a comment. Double-blind: a review is shown only
 * when both are in or when the review window closes, so nobody answers a bad review with one.
 */
export const REVIEW_WINDOW_DAYS_DEFAULT = 14;
export const REVIEW_COMMENT_MAX = 2_000;
export const REVIEW_REPLY_MAX = 1_000;

export const REVIEW_MESSAGES = {
  starsInvalid: 'Choose from 1 to 5 stars.',
  commentRequired: 'Say a few words about working together.',
  commentTooLong: `Keep the comment to ${formatCount(REVIEW_COMMENT_MAX)} characters.`,
  replyRequired: 'Write your reply.',
  replyTooLong: `Keep the reply to ${formatCount(REVIEW_REPLY_MAX)} characters.`,
  notCompleted: 'You can review an order once it is completed.',
  windowClosed: 'The time to review this order has ended.',
  alreadyReviewed: 'You have already reviewed this order.',
  contractOpen:
    'This contract still has milestones open: you can review it once the last one is released.',
  otherMilestone: 'A contract is reviewed once, on the milestone that completed it.',
  replyNotYours: 'Only the person reviewed can reply.',
  replyNotShown: 'You can reply once the review is shown.',
  alreadyReplied: 'You have already replied to this review.',
} as const;

export const ZCreateReview = z.object({
  stars: z
    .number(REVIEW_MESSAGES.starsInvalid)
    .check(
      z.int(REVIEW_MESSAGES.starsInvalid),
      z.gte(1, REVIEW_MESSAGES.starsInvalid),
      z.lte(5, REVIEW_MESSAGES.starsInvalid),
    ),
  comment: zMultiLine(REVIEW_MESSAGES.commentRequired).check(
    z.trim(),
    z.minLength(1, REVIEW_MESSAGES.commentRequired),
    z.maxLength(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong),
  ),
});
export type TCreateReview = z.input<typeof ZCreateReview>;

export const ZReviewReply = z.object({
  reply: zMultiLine(REVIEW_MESSAGES.replyRequired).check(
    z.trim(),
    z.minLength(1, REVIEW_MESSAGES.replyRequired),
    z.maxLength(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
  ),
});
export type TReviewReply = z.input<typeof ZReviewReply>;

export const REVIEWER_ROLES = ['client', 'freelancer'] as const;

export const ZReview = z.object({
  id: z.number().check(z.int()),
  order_id: z.number().check(z.int()),
  /** What was bought or the job of the contract, as the order names it. */
  order_title: z.string(),
  stars: z.number().check(z.int()),
  comment: z.string(),
  /** The side the reviewer was on: a client reviews a freelancer and the other way round. */
  reviewer_role: z.enum(REVIEWER_ROLES),
  reviewer: ZOwner,
  reply: z.nullable(z.string()),
  replied_at: z.nullable(z.string()),
  created_at: z.string(),
  /** When it was shown to everybody; null while it waits for the other side's review. */
  published_at: z.nullable(z.string()),
});
export type TReview = z.infer<typeof ZReview>;

/** The reviews of one order, as one of its two sides sees them. */
export const ZOrderReviews = z.object({
  /** The caller may still write a review (completed, within the window, not yet written). */
  can_review: z.boolean(),
  /** When the window to review closes; null until the order completes. */
  window_ends_at: z.nullable(z.string()),
  mine: z.nullable(ZReview),
  /** The other side's review, once it is shown. */
  theirs: z.nullable(ZReview),
  /** Whether the other side has written theirs (its content stays hidden until shown). */
  theirs_written: z.boolean(),
});
export type TOrderReviews = z.infer<typeof ZOrderReviews>;

/** An average of shown reviews; `average` is null when there are none. */
export const ZRating = z.object({
  average: z.nullable(z.number()),
  count: z.number().check(z.int()),
});
export type TRating = z.infer<typeof ZRating>;

export const ZReviewListQuery = z.object({
  limit: zPageLimit(10),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

import { S as FIRST_PAGES_TEXT } from './strings.ts';

/**
 * The texts of reviews (a profile's or a service's reviews, reviewing an order, replying), with
 * strings.ts's: a screen that shows reviews imports them from here beside its own texts.
 */
export const S = {
  ...FIRST_PAGES_TEXT,

  reviews: {
    heading: 'Reviews',
    leaveReview: 'Leave a review',
    leaveReviewIntro: (name: string) =>
      `How was working with ${name}? Your review is shown once ${name} has written theirs, or when the review window closes.`,
    stars: 'Rating',
    starOption: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    comment: 'Your review',
    commentPlaceholder: 'What went well, and what could have gone better?',
    submit: 'Post review',
    submitting: 'Posting...',
    posted: 'Thanks! Your review is saved.',
    yours: 'Your review',
    theirs: (name: string) => `${name}'s review of you`,
    waitingForThem: (name: string) =>
      `Hidden until ${name} reviews you too, or until the review window closes.`,
    theyWroteOne: (name: string) => `${name} has reviewed you. Write yours to see it.`,
    windowEnds: (date: string) => `You can review until ${date}.`,
    windowClosed: 'The time to review this order has ended.',
    reply: 'Reply',
    replyLabel: 'Your public reply',
    replyPlaceholder: 'Thank them, or give your side in a sentence or two.',
    replySubmit: 'Post reply',
    replying: 'Posting...',
    replied: 'Your reply is posted.',
    replyFrom: (name: string) => `Reply from ${name}`,
    noReviews: 'No reviews yet',
    noReviewsHint: 'Reviews appear here after completed orders.',
    ratedBy: (role: 'client' | 'freelancer') => (role === 'client' ? 'Client' : 'Freelancer'),
    forOrder: (title: string) => `for “${title}”`,
    showMore: 'Show more reviews',
    loadFailed: 'Reviews could not be loaded.',
  },
};

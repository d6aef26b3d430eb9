import { CornerDownRight } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { TReview } from '@marketplace/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';
import { lazyOnIntent } from '../../../lib/lazy-on-intent.ts';
import { S } from '../../../strings-reviews.ts';

// The reply form, with the forms library (15 kB gzipped), loads when the reviewed person is
// about to reply, not with every page that lists reviews.
const { Component: ReplyForm, preload: preloadReplyForm } = lazyOnIntent(
  () => import('./review-reply-form.tsx'),
  (module) => module.ReplyForm,
);

type ReviewItemProps = {
  review: TReview;
  /** The viewer is the person reviewed: they may answer once it is shown. */
  canReply?: boolean;
  /** Name the order the review is about (lists of a person's reviews). */
  showOrder?: boolean;
  /** The name of the person reviewed, for the reply's heading. */
  revieweeName?: string;
};

/** One review: who wrote it, the stars, the words, and the reviewed person's reply. */
export const ReviewItem = ({ review, canReply, showOrder, revieweeName }: ReviewItemProps) => {
  const [replying, setReplying] = useState(false);
  const reviewer = `${review.reviewer.first_name} ${review.reviewer.last_name}`;
  return (
    <article className="flex flex-col gap-3" aria-label={reviewer}>
      <header className="flex items-start gap-3">
        <Avatar src={review.reviewer.avatar_url} name={review.reviewer.first_name} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <span className="font-medium text-slate-900">{reviewer}</span>
            <span className="text-xs text-slate-500">
              {S.reviews.ratedBy(review.reviewer_role)}
            </span>
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
            <StarRating rate={review.stars} />
            <time dateTime={review.published_at ?? review.created_at}>
              {formatDate(review.published_at ?? review.created_at)}
            </time>
            {showOrder ? (
              <span className="min-w-0 truncate">{S.reviews.forOrder(review.order_title)}</span>
            ) : null}
          </p>
        </div>
      </header>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
        {review.comment}
      </p>
      {review.reply ? (
        <div className="ml-4 flex gap-2 rounded-lg bg-slate-50 p-3 sm:ml-11">
          <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">
              {S.reviews.replyFrom(revieweeName ?? '')}
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
              {review.reply}
            </p>
          </div>
        </div>
      ) : canReply && review.published_at ? (
        replying ? (
          <Suspense
            fallback={
              <Button
                variant="ghost"
                size="sm"
                className="self-start sm:ml-11"
                loading
                loadingText={S.reviews.reply}
              >
                {S.reviews.reply}
              </Button>
            }
          >
            <ReplyForm reviewId={review.id} onDone={() => setReplying(false)} />
          </Suspense>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="self-start sm:ml-11"
            onPointerEnter={preloadReplyForm}
            onFocus={preloadReplyForm}
            onClick={() => setReplying(true)}
          >
            <CornerDownRight aria-hidden="true" className="size-4" />
            {S.reviews.reply}
          </Button>
        )
      ) : null}
    </article>
  );
};

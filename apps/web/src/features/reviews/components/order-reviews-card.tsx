import { Star } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { S } from '../../../strings-reviews.ts';
import { useOrderReviews } from '../api/order-reviews.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';

type OrderReviewsCardProps = {
  orderId: number;
  /** The other side's first name, as the texts address them. */
  otherName: string;
  /** The viewer's own first name, for the heading of their replies. */
  myName: string;
};

/**
 * The reviews of a completed order, on its page: the form while the viewer may still write
 * one, their own review (hidden from the other side until both are in), and the other side's.
 */
export const OrderReviewsCard = ({ orderId, otherName, myName }: OrderReviewsCardProps) => {
  const reviews = useOrderReviews(orderId, true);

  const body = () => {
    if (reviews.isPending) return <Skeleton className="h-32 w-full" />;
    if (reviews.isError)
      return <ErrorState message={S.reviews.loadFailed} onRetry={() => void reviews.refetch()} />;
    const { can_review, window_ends_at, mine, theirs, theirs_written } = reviews.data;
    const windowOpen = window_ends_at !== null && new Date(window_ends_at).getTime() > Date.now();
    return (
      <div className="flex flex-col gap-6">
        {can_review ? (
          <section className="flex flex-col gap-4" aria-label={S.reviews.leaveReview}>
            <p className="text-sm text-slate-600">{S.reviews.leaveReviewIntro(otherName)}</p>
            {theirs_written ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {S.reviews.theyWroteOne(otherName)}
              </p>
            ) : null}
            {window_ends_at ? (
              <p className="text-xs text-slate-500">
                {S.reviews.windowEnds(formatDate(window_ends_at))}
              </p>
            ) : null}
            <ReviewForm orderId={orderId} />
          </section>
        ) : null}
        {mine ? (
          <section className="flex flex-col gap-3" aria-label={S.reviews.yours}>
            <h3 className="text-sm font-semibold text-slate-900">{S.reviews.yours}</h3>
            <ReviewItem review={mine} revieweeName={otherName} />
            {mine.published_at === null ? (
              <p className="text-xs text-slate-500">{S.reviews.waitingForThem(otherName)}</p>
            ) : null}
          </section>
        ) : null}
        {theirs ? (
          <section className="flex flex-col gap-3" aria-label={S.reviews.theirs(otherName)}>
            <h3 className="text-sm font-semibold text-slate-900">{S.reviews.theirs(otherName)}</h3>
            <ReviewItem review={theirs} canReply revieweeName={myName} />
          </section>
        ) : null}
        {!theirs && !can_review && !mine && !windowOpen ? (
          <p className="text-sm text-slate-500">{S.reviews.windowClosed}</p>
        ) : null}
      </div>
    );
  };

  return (
    <Card className="p-5 sm:p-6" data-testid="order-reviews">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Star aria-hidden="true" className="size-5 text-amber-500" />
        {S.reviews.heading}
      </h2>
      <div className="mt-4">{body()}</div>
    </Card>
  );
};

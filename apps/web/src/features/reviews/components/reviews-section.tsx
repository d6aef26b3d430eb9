import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { MessageSquareQuote } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Rating } from '../../../components/ui/star-rating.tsx';
import { S } from '../../../strings-reviews.ts';
import type { TReviewPage } from '../api/list-reviews.ts';
import { ReviewItem } from './review-item.tsx';

type ReviewsSectionProps = {
  query: UseInfiniteQueryResult<InfiniteData<TReviewPage>>;
  /** The person the reviews are about, for the heading of their replies. */
  revieweeName: string;
  /** The viewer is that person: they may answer each review once. */
  canReply: boolean;
  /** Name the order each review is about (a person's reviews come from many orders). */
  showOrder?: boolean;
  /** A person's average and count, when the list carries them. */
  withRating?: boolean;
};

/** Shown reviews, newest first, with "Show more": a service's, or everything a person received. */
export const ReviewsSection = ({
  query,
  revieweeName,
  canReply,
  showOrder,
  withRating,
}: ReviewsSectionProps) => {
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  if (query.isError)
    return <ErrorState message={S.reviews.loadFailed} onRetry={() => void query.refetch()} />;
  const reviews = query.data.pages.flatMap((page) => page.data);
  const rating = query.data.pages[0]?.meta.rating;
  if (reviews.length === 0)
    return (
      <EmptyState
        icon={MessageSquareQuote}
        title={S.reviews.noReviews}
        description={S.reviews.noReviewsHint}
      />
    );
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      {withRating && rating ? (
        <Rating average={rating.average} count={rating.count} size="md" />
      ) : null}
      <ul className="flex flex-col divide-y divide-slate-100">
        {reviews.map((review) => (
          <li key={review.id} className="py-5 first:pt-0 last:pb-0">
            <ReviewItem
              review={review}
              canReply={canReply}
              showOrder={showOrder}
              revieweeName={revieweeName}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {S.reviews.showMore}
        </Button>
      ) : null}
    </Card>
  );
};

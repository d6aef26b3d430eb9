import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings.ts';

/** How many of the five stars are filled for a rating (0 to 5, rounded to the nearest star). */
export const filledStars = (rate: number) => Math.min(5, Math.max(0, Math.round(rate)));

/** Five stars, filled up to a rating (a service's `rate`, a review's stars, a person's average). */
export const StarRating = ({ rate, size = 'sm' }: { rate: number; size?: 'sm' | 'md' }) => {
  const filled = filledStars(rate);
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={S.services.rating(rate)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            size === 'sm' ? 'size-3.5' : 'size-5',
            star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-100 text-slate-300',
          )}
        />
      ))}
    </span>
  );
};

/**
 * A rating as people read it: the stars and "4.5 (3 reviews)", or 'No reviews yet' rather
 * than five empty stars that would pass for a score.
 */
export const Rating = ({
  average,
  count,
  size = 'sm',
  compact = false,
  className,
}: {
  average: number | null;
  count: number;
  size?: 'sm' | 'md';
  /** Narrow places (a card's footer): the stars and "(3)", the words for screen readers. */
  compact?: boolean;
  className?: string;
}) => (
  <span
    className={cn(
      'inline-flex items-center gap-1.5 text-slate-500',
      size === 'sm' ? 'text-xs' : 'text-sm',
      className,
    )}
  >
    {count > 0 && average !== null ? <StarRating rate={average} size={size} /> : null}
    {compact && count > 0 ? (
      <>
        <span aria-hidden="true">({count})</span>
        <span className="sr-only">{S.services.rateValue(average ?? 0, count)}</span>
      </>
    ) : (
      <span>{S.services.rateValue(average ?? 0, count)}</span>
    )}
  </span>
);

import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings.ts';

/** How many of the five stars are filled for a rating (0 to 5, rounded to the nearest star). */
export const filledStars = (rate: number) => Math.min(5, Math.max(0, Math.round(rate)));

/** Five stars, filled up to the service's `rate`. */
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

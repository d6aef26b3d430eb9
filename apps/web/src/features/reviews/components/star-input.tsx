import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from '../../../lib/use-form.ts';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings-reviews.ts';

type StarInputProps = {
  registration: UseFormRegisterReturn;
  /** The chosen number of stars, to fill them up to it. */
  value: number | undefined;
  error?: string;
};

/**
 * Five stars to choose from: a group of real radio buttons (arrow keys move between them,
 * each is read as "3 stars"), drawn as stars that fill up to the hovered or chosen one.
 */
export const StarInput = ({ registration, value, error }: StarInputProps) => {
  const id = useId();
  const [hovered, setHovered] = useState<number>();
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{S.reviews.stars}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(undefined)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="group relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700"
            onMouseEnter={() => setHovered(n)}
          >
            <input
              type="radio"
              value={n}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span className="sr-only">{S.reviews.starOption(n)}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors duration-150',
                n <= shown ? 'fill-amber-400 text-amber-400' : 'fill-white text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};

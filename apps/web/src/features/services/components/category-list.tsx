import { useEffect, useRef } from 'react';
import { InlineRetry } from '../../../components/ui/inline-retry.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings.ts';

type CategoryListProps = {
  /** The real categories (SPEC showed placeholders); `undefined` while they load. */
  names: string[] | undefined;
  /** The category the services are filtered by; `undefined` is 'All'. */
  selected: string | undefined;
  onSelect: (name: string | undefined) => void;
  /** Set when the categories failed to load: an error with Retry replaces the skeleton. */
  onRetry?: () => void;
};

const itemClass = (active: boolean) =>
  cn(
    'block w-full cursor-pointer rounded-full border px-3 py-1.5 text-left text-sm whitespace-nowrap transition-colors duration-300 focus-visible:outline-2 focus-visible:outline-violet-700 lg:rounded-lg lg:px-3 lg:py-2 lg:whitespace-normal',
    active
      ? 'border-violet-300 bg-violet-50 font-medium text-violet-800 lg:border-transparent'
      : 'border-slate-200 bg-white text-slate-600 hover:border-violet-300 hover:text-violet-700 lg:border-transparent lg:bg-transparent lg:hover:bg-violet-50',
  );

/** Picking a category filters the services grid; 'All' shows every category again. */
export const CategoryList = ({ names, selected, onSelect, onRetry }: CategoryListProps) => {
  const list = useRef<HTMLUListElement>(null);
  // In the one-row (phone) layout, bring the chosen chip into view, e.g. after a reload.
  useEffect(() => {
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"]')?.parentElement;
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = chosen.offsetLeft - (row.clientWidth - chosen.offsetWidth) / 2;
  }, [selected, names]);
  return (
    <nav aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="text-sm font-semibold text-slate-900">
        {S.home.categories}
      </h2>
      {/* One scrolling row on narrow screens, where 17 wrapped chips would push the grid away. */}
      <ul
        ref={list}
        className="relative -mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0"
      >
        <li className="shrink-0">
          <button
            type="button"
            aria-pressed={selected === undefined}
            onClick={() => onSelect(undefined)}
            className={itemClass(selected === undefined)}
          >
            {S.services.allCategories}
          </button>
        </li>
        {names
          ? names.map((name) => (
              <li key={name} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={selected === name}
                  onClick={() => onSelect(name)}
                  className={itemClass(selected === name)}
                >
                  {name}
                </button>
              </li>
            ))
          : onRetry
            ? null
            : Array.from({ length: 6 }, (_, i) => (
                <li key={i} className="shrink-0">
                  <Skeleton className="h-8 w-28 rounded-full lg:w-full lg:rounded-lg" />
                </li>
              ))}
      </ul>
      {onRetry && !names ? (
        <div className="mt-3">
          <InlineRetry message={S.home.categoriesFailed} onRetry={onRetry} />
        </div>
      ) : null}
    </nav>
  );
};

import type { ReactNode } from 'react';
import { Skeleton } from './skeleton.tsx';

const columns = {
  /** UI guide: 5 columns from 1280 px (SPEC), 4 at 1024, 3 at 768, 2 at 480, 1 below. */
  full: 'grid-cols-1 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  /** Beside a sidebar the same card widths need one column less from 1024 px. */
  besideSidebar:
    'grid-cols-1 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5',
};

export type CardGridWidth = keyof typeof columns;

export const CardGrid = ({
  children,
  label,
  width = 'full',
}: {
  children: ReactNode;
  label?: string;
  width?: CardGridWidth;
}) => (
  <ul aria-label={label} className={`grid gap-4 ${columns[width]}`}>
    {children}
  </ul>
);

/** Loading placeholders shaped like the cards they stand for: one row's worth on phones. */
export const CardGridSkeleton = ({
  count = 5,
  width = 'full',
}: {
  count?: number;
  width?: CardGridWidth;
}) => (
  <CardGrid width={width}>
    {Array.from({ length: count }, (_, i) => (
      <li
        key={i}
        className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${i >= 2 ? 'hidden min-[480px]:block' : ''}`}
      >
        <Skeleton className="aspect-[4/3] w-full rounded-none" />
        <div className="flex flex-col gap-2 p-3">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </li>
    ))}
  </CardGrid>
);

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** The next thing to do, usually a button or a link. */
  action?: ReactNode;
  className?: string;
};

export const EmptyState = ({
  icon: Icon,
  title,
  description,
  action,
  className,
}: EmptyStateProps) => (
  <div
    className={cn(
      'flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
      className,
    )}
  >
    <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-violet-50 text-violet-700">
      <Icon aria-hidden="true" className="size-6" />
    </span>
    <h2 className="text-base font-semibold text-slate-900">{title}</h2>
    {description ? <p className="mt-1 max-w-md text-sm text-slate-500">{description}</p> : null}
    {action ? <div className="mt-6">{action}</div> : null}
  </div>
);

import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export const Card = ({ className, ...rest }: HTMLAttributes<HTMLDivElement>) => (
  <div
    className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    {...rest}
  />
);

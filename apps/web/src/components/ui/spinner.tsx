import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export const Spinner = ({ className }: { className?: string }) => (
  <LoaderCircle aria-hidden="true" className={cn('size-4 shrink-0 animate-spin', className)} />
);

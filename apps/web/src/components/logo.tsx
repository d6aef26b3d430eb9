import { AppLink } from './app-link.tsx';
import { cn } from '../lib/cn.ts';
import { S } from '../strings/common.ts';

/** The product mark and name; links home (the landing page or the signed-in home). */
export const Logo = ({
  to = '/',
  className,
  inverted = false,
}: {
  to?: string;
  className?: string;
  inverted?: boolean;
}) => (
  <AppLink
    to={to}
    className={cn(
      'inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-700',
      inverted ? 'text-white' : 'text-slate-900',
      className,
    )}
  >
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-violet-700'} />
      <path
        d="M11 23V9h11v3h-7.5v3H21v3h-6.5v5z"
        className={inverted ? 'fill-violet-700' : 'fill-white'}
      />
    </svg>
    {S.productName}
  </AppLink>
);

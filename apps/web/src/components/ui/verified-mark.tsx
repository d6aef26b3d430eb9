import { BadgeCheck } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings.ts';

/** 'Verified' next to a person's name: they opened a link mailed to their address. */
export const VerifiedMark = ({
  verified,
  className,
}: {
  verified: boolean | undefined;
  className?: string;
}) =>
  verified ? (
    <span
      title={S.verify.markTitle}
      className={cn(
        'inline-flex shrink-0 items-center gap-0.5 align-middle text-xs font-medium whitespace-nowrap text-emerald-700',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      {S.verify.mark}
    </span>
  ) : null;

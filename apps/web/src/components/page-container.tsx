import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

type PageContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** `narrow` suits single forms and settings pages. */
  width?: 'default' | 'narrow';
};

/** Content width at most 1280 px, centred, 16 px side padding on phones and 24-32 px above. */
export const PageContainer = ({ width = 'default', className, ...rest }: PageContainerProps) => (
  <div
    className={cn(
      'mx-auto w-full px-4 sm:px-6 lg:px-8',
      width === 'narrow' ? 'max-w-4xl' : 'max-w-7xl',
      className,
    )}
    {...rest}
  />
);

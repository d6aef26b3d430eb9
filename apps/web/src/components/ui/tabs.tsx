import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = RadixTabs.Root;

export const TabsList = ({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) => (
  <RadixTabs.List
    className={cn('flex gap-1 overflow-x-auto border-b border-slate-200', className)}
    {...rest}
  />
);

export const TabsTrigger = ({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) => (
  <RadixTabs.Trigger
    className={cn(
      '-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap rounded-t-md text-slate-500 transition-colors duration-300 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-700 data-[state=active]:border-violet-700 data-[state=active]:text-violet-800',
      className,
    )}
    {...rest}
  />
);

export const TabsContent = ({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) => (
  <RadixTabs.Content
    className={cn('animate-fade-in pt-6 focus-visible:outline-none', className)}
    {...rest}
  />
);

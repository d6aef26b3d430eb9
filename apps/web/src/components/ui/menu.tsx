import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreVertical } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/**
 * Menus are not modal: a modal one hides the whole page from assistive technology with
 * aria-hidden while its links and buttons stay focusable (axe aria-hidden-focus, issue 15).
 * Escape and a click outside still close it, and focus still goes back to its button.
 */
export const Menu = (props: ComponentProps<typeof DropdownMenu.Root>) => (
  <DropdownMenu.Root modal={false} {...props} />
);
export const MenuTrigger = DropdownMenu.Trigger;

/** The ⋮ button that opens the menu of a row or a panel; `label` names what it acts on. */
export const MoreMenuTrigger = ({ label }: { label: string }) => (
  <DropdownMenu.Trigger
    aria-label={label}
    className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
  >
    <MoreVertical aria-hidden="true" className="size-5" />
  </DropdownMenu.Trigger>
);

export const MenuContent = ({
  className,
  align = 'end',
  sideOffset = 8,
  ...rest
}: ComponentProps<typeof DropdownMenu.Content>) => (
  <DropdownMenu.Portal>
    <DropdownMenu.Content
      align={align}
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-48 animate-pop-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg',
        className,
      )}
      {...rest}
    />
  </DropdownMenu.Portal>
);

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50';
// Colours live in one place per tone: a caller's class cannot out-rank the base ones.
const toneClass = {
  neutral: 'text-slate-700 data-[highlighted]:bg-violet-50 data-[highlighted]:text-violet-800',
  danger: 'text-rose-700 data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-800',
};

export const MenuItem = ({
  className,
  tone = 'neutral',
  ...rest
}: ComponentProps<typeof DropdownMenu.Item> & { tone?: keyof typeof toneClass }) => (
  <DropdownMenu.Item className={cn(itemClass, toneClass[tone], className)} {...rest} />
);

/** A menu entry that navigates; keyboard and pointer both follow the link. */
export const MenuLinkItem = ({
  to,
  children,
  icon,
  className,
}: {
  to: string;
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
}) => (
  <DropdownMenu.Item asChild className={cn(itemClass, toneClass.neutral, className)}>
    <Link to={to}>
      {icon}
      {children}
    </Link>
  </DropdownMenu.Item>
);

export const MenuLabel = ({ className, ...rest }: ComponentProps<typeof DropdownMenu.Label>) => (
  <DropdownMenu.Label className={cn('px-3 py-2 text-xs text-slate-500', className)} {...rest} />
);

export const MenuSeparator = () => <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />;

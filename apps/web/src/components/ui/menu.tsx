import { MoreVertical } from 'lucide-react';
import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/*
 * A menu button (WAI-ARIA APG), our own rather than Radix's: Radix's menu and its positioning
 * engine were about 22 kB gzip loaded by the header of every signed-in page (issue 12), and
 * loading them lazily swapped the button under the keyboard. The button here is always the
 * same element.
 *
 * Menus are not modal: a modal one hides the whole page from assistive technology with
 * aria-hidden while its links and buttons stay focusable (axe aria-hidden-focus, issue 15).
 * Escape and a click outside still close it, and Escape still gives focus back to its button.
 */

/** What takes focus when the menu opens: keys go to an item, a pointer to the menu itself. */
type FocusOnOpen = 'first' | 'last' | 'menu';

type MenuState = {
  open: boolean;
  setOpen: (open: boolean, focus?: FocusOnOpen) => void;
  /** Closes; `refocus` puts focus back on the button first. */
  close: (refocus: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  focusOnOpen: RefObject<FocusOnOpen>;
  triggerId: string;
  contentId: string;
};

const MenuContext = createContext<MenuState | null>(null);

const useMenu = () => {
  const menu = use(MenuContext);
  if (!menu) throw new Error('Menu parts must sit inside <Menu>');
  return menu;
};

type MenuProps = {
  children: ReactNode;
  /** Controlled open state; leave out to let the menu keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export const Menu = ({
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: MenuProps) => {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  // Two closings in one gesture (a press outside, then the focus it moves) report once.
  const lastOpen = useRef(open);
  useLayoutEffect(() => {
    lastOpen.current = open;
  }, [open]);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusOnOpen>('menu');
  const id = useId();

  const setOpen = useCallback(
    (next: boolean, focus: FocusOnOpen = 'menu') => {
      if (next === lastOpen.current) return;
      lastOpen.current = next;
      focusOnOpen.current = focus;
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const close = useCallback(
    (refocus: boolean) => {
      if (refocus) triggerRef.current?.focus();
      setOpen(false);
    },
    [setOpen],
  );

  return (
    <MenuContext
      value={{
        open,
        setOpen,
        close,
        triggerRef,
        contentRef,
        focusOnOpen,
        triggerId: `${id}-trigger`,
        contentId: `${id}-content`,
      }}
    >
      {children}
    </MenuContext>
  );
};

type MenuTriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick' | 'onKeyDown'>;

export const MenuTrigger = (props: MenuTriggerProps) => {
  const { open, setOpen, triggerRef, triggerId, contentId } = useMenu();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Handled on keydown (and the button's own click prevented) so the first item takes the
    // focus before the key's other events land.
    if (event.key === 'Enter' || event.key === ' ') setOpen(!open, 'first');
    else if (event.key === 'ArrowDown') setOpen(true, 'first');
    else if (event.key === 'ArrowUp') setOpen(true, 'last');
    else return;
    event.preventDefault();
  };
  // detail 0: a click without a pointer (a screen reader's), which opens like a key.
  const onClick = (event: MouseEvent<HTMLButtonElement>) =>
    event.detail === 0 ? setOpen(true, 'first') : setOpen(!open, 'menu');
  return (
    <button
      {...props}
      type="button"
      ref={triggerRef}
      id={triggerId}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={onClick}
      onKeyDown={onKeyDown}
    />
  );
};

/** The ⋮ button that opens the menu of a row or a panel; `label` names what it acts on. */
export const MoreMenuTrigger = ({ label }: { label: string }) => (
  <MenuTrigger
    aria-label={label}
    className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
  >
    <MoreVertical aria-hidden="true" className="size-5" />
  </MenuTrigger>
);

type Align = 'start' | 'end';

/** The items a key can reach, in order. */
const enabledItems = (content: HTMLElement) => [
  ...content.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])'),
];

/**
 * Below the button, or above it when only there is room, lined up with its `align` edge and
 * kept inside the viewport. Fixed to the viewport from a portal, so no scrolling ancestor (the
 * proposals table) clips it. offsetWidth/Height ignore the opening animation's scale.
 */
const place = (content: HTMLElement, trigger: HTMLElement, align: Align, offset: number) => {
  const anchor = trigger.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = content;
  const { clientWidth: viewWidth, clientHeight: viewHeight } = document.documentElement;
  const roomBelow = viewHeight - anchor.bottom - offset;
  const roomAbove = anchor.top - offset;
  const top =
    height > roomBelow && roomAbove > roomBelow
      ? anchor.top - offset - height
      : anchor.bottom + offset;
  const left = align === 'start' ? anchor.left : anchor.right - width;
  content.style.top = `${top}px`;
  content.style.left = `${Math.max(8, Math.min(left, viewWidth - width - 8))}px`;
};

/** Where a navigation key moves: undefined stays put (no wrapping), null is not our key. */
const target = (items: HTMLElement[], key: string): HTMLElement | undefined | null => {
  const at = items.findIndex((item) => item === document.activeElement);
  switch (key) {
    case 'ArrowDown':
      return at < 0 ? items[0] : items[at + 1];
    case 'ArrowUp':
      return at < 0 ? items.at(-1) : items[at - 1];
    case 'Home':
    case 'PageUp':
      return items[0];
    case 'End':
    case 'PageDown':
      return items.at(-1);
  }
  if (key.length !== 1 || key === ' ') return null;
  // Typeahead: the next item starting with the letter, after the highlighted one.
  const letter = key.toLowerCase();
  return [...items.slice(at + 1), ...items.slice(0, at + 1)].find((item) =>
    item.textContent?.trim().toLowerCase().startsWith(letter),
  );
};

type MenuContentProps = {
  children: ReactNode;
  className?: string;
  align?: Align;
  sideOffset?: number;
};

/** Mounted only while open, so its effects are the opening and the closing. */
const OpenMenu = ({ children, className, align = 'end', sideOffset = 8 }: MenuContentProps) => {
  const { close, triggerRef, contentRef, focusOnOpen, triggerId, contentId } = useMenu();

  // Every draw, before paint: the content can change size while open (notifications arrive).
  useLayoutEffect(() => {
    if (contentRef.current && triggerRef.current)
      place(contentRef.current, triggerRef.current, align, sideOffset);
  });

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const items = enabledItems(content);
    const first = { first: items[0], last: items.at(-1), menu: undefined }[focusOnOpen.current];
    // The menu itself takes focus after a pointer press, so the arrow keys work from there.
    (first ?? content).focus({ preventScroll: true });

    const reposition = () => {
      if (triggerRef.current) place(content, triggerRef.current, align, sideOffset);
    };
    // A press or focus anywhere but the menu and its button closes it, leaving focus there.
    const onOutside = (event: Event) => {
      const node = event.target;
      if (node instanceof Node && (content.contains(node) || triggerRef.current?.contains(node)))
        return;
      close(false);
    };
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside);
    window.addEventListener('scroll', reposition, true);
    window.addEventListener('resize', reposition);
    return () => {
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside);
      window.removeEventListener('scroll', reposition, true);
      window.removeEventListener('resize', reposition);
    };
  }, [align, sideOffset, close, contentRef, triggerRef, focusOnOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    // Focus goes back to the button and the Tab is not prevented: it moves on from there, as
    // if the menu (drawn at the end of <body>) sat right after its button.
    if (event.key === 'Tab') return close(true);
    const next = target(enabledItems(event.currentTarget), event.key);
    if (next === null) return;
    event.preventDefault();
    next?.focus();
  };

  return (
    <div
      ref={contentRef}
      id={contentId}
      role="menu"
      aria-labelledby={triggerId}
      aria-orientation="vertical"
      tabIndex={-1}
      data-state="open"
      className={cn(
        'fixed top-0 left-0 z-50 min-w-48 animate-pop-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none',
        className,
      )}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
};

export const MenuContent = (props: MenuContentProps) => {
  const { open } = useMenu();
  return open ? createPortal(<OpenMenu {...props} />, document.body) : null;
};

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50';
// Colours live in one place per tone: a caller's class cannot out-rank the base ones.
const toneClass = {
  neutral: 'text-slate-700 data-[highlighted]:bg-violet-50 data-[highlighted]:text-violet-800',
  danger: 'text-rose-700 data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-800',
};

/** The behaviour shared by plain items and link items. */
const useItem = (disabled: boolean, onSelect?: () => void) => {
  const { close, contentRef } = useMenu();
  const [highlighted, setHighlighted] = useState(false);
  return {
    role: 'menuitem',
    tabIndex: -1,
    'aria-disabled': disabled || undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-highlighted': highlighted ? '' : undefined,
    // The focused item is the highlighted one, for keys and pointer alike.
    onFocus: () => setHighlighted(true),
    onBlur: () => setHighlighted(false),
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (
        !disabled &&
        event.pointerType === 'mouse' &&
        document.activeElement !== event.currentTarget
      )
        event.currentTarget.focus({ preventScroll: true });
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && document.activeElement === event.currentTarget)
        contentRef.current?.focus({ preventScroll: true });
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      // One path for keys and pointer: a link follows itself on the click.
      event.preventDefault();
      event.currentTarget.click();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (disabled) return event.preventDefault();
      onSelect?.();
      // A dialog the handler opens takes focus only after this; until then focus is still
      // here, so the button gets it first and the dialog gives it back there when it closes.
      const active = document.activeElement;
      close(!active || active === document.body || !!contentRef.current?.contains(active));
    },
  } as const;
};

type MenuItemProps = {
  children: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  tone?: keyof typeof toneClass;
  className?: string;
};

export const MenuItem = ({
  children,
  onSelect,
  disabled = false,
  tone = 'neutral',
  className,
}: MenuItemProps) => {
  const item = useItem(disabled, onSelect);
  return (
    <div {...item} className={cn(itemClass, toneClass[tone], className)}>
      {children}
    </div>
  );
};

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
}) => {
  const item = useItem(false);
  return (
    <Link to={to} {...item} className={cn(itemClass, toneClass.neutral, className)}>
      {icon}
      {children}
    </Link>
  );
};

export const MenuLabel = ({ className, ...rest }: ComponentPropsWithoutRef<'div'>) => (
  <div className={cn('px-3 py-2 text-xs text-slate-500', className)} {...rest} />
);

export const MenuSeparator = () => (
  <div role="separator" aria-orientation="horizontal" className="my-1 h-px bg-slate-200" />
);

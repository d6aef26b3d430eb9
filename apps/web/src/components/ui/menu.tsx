import { MoreVertical } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { lazyModule } from '../../lib/lazy-module.ts';
import type * as Impl from './menu-radix.tsx';

/**
 * Menus draw their buttons at once but load their implementation (Radix, 14 kB gzipped
, loaded by every signed-in page) only when one is about to open: a pointer over a menu button
 * or focus on it starts the fetch, and a press opens the menu once it is there. Until then
 * the button is a plain button with the same look and ARIA state.
 */
const impl = lazyModule(() => import('./menu-radix.tsx'));
const prefetch = () => {
  impl.request().catch(() => undefined);
};

type OpenedBy = 'keyboard' | 'pointer';

/** Asks the enclosing menu to open (while the implementation loads). */
const RequestOpen = createContext<(by: OpenedBy) => void>(() => undefined);
/**
 * Whether the menu was asked to open by keyboard before Radix was there to see the key (it
 * then focuses the first item, as Radix does for a key); answers once.
 */
const TakeKeyboardOpen = createContext<() => boolean>(() => false);

export const Menu = ({ defaultOpen, ...props }: ComponentProps<typeof Impl.Menu>) => {
  const loaded = impl.use();
  const [requested, setRequested] = useState<OpenedBy | null>(null);
  const keyboardOpen = useRef(false);
  const { open, onOpenChange, children } = props;
  useEffect(() => {
    if (open) prefetch();
  }, [open]);
  if (loaded)
    return (
      <TakeKeyboardOpen.Provider
        value={() => {
          const answer = keyboardOpen.current;
          keyboardOpen.current = false;
          return answer;
        }}
      >
        <loaded.Menu {...props} defaultOpen={defaultOpen === true || requested !== null} />
      </TakeKeyboardOpen.Provider>
    );
  const requestOpen = (by: OpenedBy) => {
    keyboardOpen.current = by === 'keyboard';
    setRequested(by);
    onOpenChange?.(true);
    prefetch();
  };
  return <RequestOpen.Provider value={requestOpen}>{children}</RequestOpen.Provider>;
};

type TriggerProps = Omit<ComponentProps<typeof Impl.MenuTrigger>, 'asChild'>;

/** Radix opens a menu on a main-button press and on Enter, Space or the down arrow. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export const MenuTrigger = (props: TriggerProps) => {
  const loaded = impl.use();
  const requestOpen = useContext(RequestOpen);
  if (loaded) return <loaded.MenuTrigger {...props} />;
  const { onPointerEnter, onFocus, onPointerDown, onKeyDown, ...rest } = props;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.button === 0 && !event.ctrlKey && !rest.disabled) requestOpen('pointer');
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!OPEN_KEYS.has(event.key) || rest.disabled) return;
        event.preventDefault();
        requestOpen('keyboard');
      }}
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

// The rest only draws inside an open menu, so never before the implementation is there.
export const MenuContent = (props: ComponentProps<typeof Impl.MenuContent>) => {
  const loaded = impl.use();
  const takeKeyboardOpen = useContext(TakeKeyboardOpen);
  if (!loaded) return null;
  return (
    <loaded.MenuContent
      {...props}
      ref={(content: HTMLDivElement | null) => {
        if (!content || !takeKeyboardOpen()) return;
        // After Radix has focused the menu itself, which it does as it opens.
        setTimeout(() => {
          content.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
        });
      }}
    />
  );
};

export const MenuItem = (props: ComponentProps<typeof Impl.MenuItem>) => {
  const loaded = impl.use();
  return loaded ? <loaded.MenuItem {...props} /> : null;
};

export const MenuLinkItem = (props: ComponentProps<typeof Impl.MenuLinkItem>) => {
  const loaded = impl.use();
  return loaded ? <loaded.MenuLinkItem {...props} /> : null;
};

export const MenuLabel = (props: ComponentProps<typeof Impl.MenuLabel>) => {
  const loaded = impl.use();
  return loaded ? <loaded.MenuLabel {...props} /> : null;
};

export const MenuSeparator = () => {
  const loaded = impl.use();
  return loaded ? <loaded.MenuSeparator /> : null;
};

import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Tabs as the WAI-ARIA tabs pattern and as Radix Tabs behaved before (it cost the home 8 kB
 * gzipped): only the selected tab is in the tab order; the arrows (looping), Home and End move
 * focus and select (automatic activation); a disabled tab is skipped; an inactive panel stays
 * on the page hidden and empty, so every tab's aria-controls names an element.
 */

type Orientation = 'horizontal' | 'vertical';

const mergeRefs =
  <T,>(...refs: (Ref<T> | undefined)[]) =>
  (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };

type TabsContextValue = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
};

const TabsContext = createContext<TabsContextValue | null>(null);

const useTabs = (part: string): TabsContextValue => {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
};

/** The tab focus enters the list by, when the selected one cannot take it (missing, disabled). */
const TabStopContext = createContext<string | undefined>(undefined);

// Values become parts of ids; an id cannot hold a space.
const idOf = (baseId: string, part: 'trigger' | 'content', value: string) =>
  `${baseId}-${part}-${value.replace(/\s/g, '-')}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
};

export const Tabs = ({
  value: controlled,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...rest
}: TabsProps) => {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select, orientation }}>
      <div data-orientation={orientation} {...rest} />
    </TabsContext.Provider>
  );
};

const KEY_MOVES: Record<Orientation, Record<string, 'prev' | 'next' | 'first' | 'last'>> = {
  horizontal: { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' },
  vertical: { ArrowUp: 'prev', ArrowDown: 'next', Home: 'first', End: 'last' },
};

const enabledTabs = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter(
    (tab) => !tab.disabled && tab.closest('[role="tablist"]') === list,
  );

export const TabsList = ({
  className,
  loop = true,
  onKeyDown,
  ref,
  children,
  ...rest
}: ComponentProps<'div'> & { loop?: boolean }) => {
  const { value, orientation } = useTabs('TabsList');
  const list = useRef<HTMLDivElement>(null);
  const [fallbackStop, setFallbackStop] = useState<string>();
  // Tabs come, go and get disabled only with new children, and the selection with `value`.
  useLayoutEffect(() => {
    const tabs = list.current ? enabledTabs(list.current) : [];
    const selectedCanTakeFocus = tabs.some((tab) => tab.getAttribute('aria-selected') === 'true');
    setFallbackStop(selectedCanTakeFocus ? undefined : tabs[0]?.dataset.value);
  }, [value, children]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const intent = KEY_MOVES[orientation][event.key];
    const current = event.target;
    if (!intent || event.defaultPrevented || !list.current) return;
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    if (!(current instanceof HTMLElement) || current.getAttribute('role') !== 'tab') return;
    const tabs = enabledTabs(list.current);
    const index = tabs.indexOf(current as HTMLButtonElement);
    const last = tabs.length - 1;
    const target =
      intent === 'first'
        ? tabs[0]
        : intent === 'last'
          ? tabs[last]
          : intent === 'next'
            ? tabs[index >= last ? (loop ? 0 : last) : index + 1]
            : tabs[index <= 0 ? (loop ? last : 0) : index - 1];
    event.preventDefault();
    // Focus selects (see TabsTrigger's onFocus), as the pattern's automatic activation asks.
    target?.focus();
  };

  return (
    <TabStopContext.Provider value={fallbackStop}>
      <div
        ref={mergeRefs(list, ref)}
        role="tablist"
        aria-orientation={orientation}
        data-orientation={orientation}
        className={cn('flex gap-1 overflow-x-auto border-b border-slate-200', className)}
        onKeyDown={move}
        {...rest}
      >
        {children}
      </div>
    </TabStopContext.Provider>
  );
};

export const TabsTrigger = ({
  value,
  className,
  disabled,
  onClick,
  onFocus,
  ...rest
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) => {
  const context = useTabs('TabsTrigger');
  const fallbackStop = useContext(TabStopContext);
  const selected = context.value === value;
  const tabStop = !disabled && (selected || fallbackStop === value);
  return (
    <button
      type="button"
      role="tab"
      id={idOf(context.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={idOf(context.baseId, 'content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={context.orientation}
      data-value={value}
      disabled={disabled}
      tabIndex={tabStop ? 0 : -1}
      className={cn(
        '-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap rounded-t-md text-slate-500 transition-colors duration-300 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-700 data-[state=active]:border-violet-700 data-[state=active]:text-violet-800',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) context.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) context.select(value);
      }}
      {...rest}
    />
  );
};

export const TabsContent = ({
  value,
  className,
  style,
  children,
  ...rest
}: Omit<ComponentProps<'div'>, 'value'> & { value: string }) => {
  const context = useTabs('TabsContent');
  const selected = context.value === value;
  // The panel shown with the page appears at once; one chosen later fades in.
  const [animateMount, setAnimateMount] = useState(!selected);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnimateMount(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      role="tabpanel"
      id={idOf(context.baseId, 'content', value)}
      aria-labelledby={idOf(context.baseId, 'trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={context.orientation}
      hidden={!selected}
      tabIndex={0}
      className={cn('animate-fade-in pt-6 focus-visible:outline-none', className)}
      style={animateMount ? style : { ...style, animationDuration: '0s' }}
      {...rest}
    >
      {selected ? children : null}
    </div>
  );
};

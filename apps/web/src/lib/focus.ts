/**
 * Where keyboard focus goes when the thing that held it goes away (issue 15: the keyboard
 * always knows where it is; focus never falls back to `<body>`).
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** An element focus can be put on: focusable by nature, or given a tabindex (-1 included). */
const canTakeFocus = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  (element.hasAttribute('tabindex') || element.matches(FOCUSABLE)) &&
  !element.closest('[inert], [aria-hidden="true"]');

/** The chain from an element up to (not including) `<body>`, taken while it is still attached. */
export const ancestorsOf = (element: Element | null): HTMLElement[] => {
  const chain: HTMLElement[] = [];
  for (let node = element?.parentElement; node && node !== document.body; node = node.parentElement)
    chain.push(node);
  return chain;
};

/**
 * Puts focus on the nearest ancestor still on the page that can hold it (a tab panel, a list
 * region), else on the page's `<main>`. Never scrolls: the person stays where they were.
 */
export const refocusNear = (ancestors: readonly HTMLElement[]): void => {
  const place =
    ancestors.find((element) => element.isConnected && canTakeFocus(element)) ??
    document.querySelector<HTMLElement>('main[tabindex]');
  place?.focus({ preventScroll: true });
};

/**
 * What opened a dialog: the focused element, or, when that is an item of a menu (which closes as
 * the dialog opens), the menu's button.
 */
export const openerOf = (active: Element | null): HTMLElement | null => {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  if (!menu) return active;
  const triggerId = menu.getAttribute('aria-labelledby');
  return triggerId ? document.getElementById(triggerId) : null;
};

/**
 * Watches the page: when the focused element is removed (a row that moved to another tab after
 * an action, a button replaced by its result), focus goes near where it was instead of `<body>`.
 * The check waits a task, so a dialog's own return of focus (Radix's runs in a timeout) comes
 * first. Returns the function that stops watching.
 */
export const watchLostFocus = (): (() => void) => {
  let lost: { element: Element; ancestors: HTMLElement[] } | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element)
      lost = { element: event.target, ancestors: ancestorsOf(event.target) };
  };
  // A click on the page's background leaves focus on <body> on purpose: nothing to restore.
  const onPointerDown = () => {
    lost = undefined;
  };
  const observer = new MutationObserver(() => {
    if (!lost || lost.element.isConnected || pending !== undefined) return;
    const last = lost;
    pending = setTimeout(() => {
      pending = undefined;
      if (document.activeElement === document.body && !last.element.isConnected && last === lost)
        refocusNear(last.ancestors);
    });
  });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onPointerDown, true);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', onPointerDown, true);
    observer.disconnect();
    clearTimeout(pending);
  };
};

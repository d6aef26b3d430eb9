import { lazy, useState, type ComponentType, type MouseEvent } from 'react';
import { useLatch } from './use-latch.ts';

/**
 * `load` started once and shared by every caller (the pointer, the focus, the press); a load
 * that failed is forgotten, so the next caller asks again.
 */
export const onceUntilFailed = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};

/**
 * A component whose code loads when a person is about to use it, not with the page: `preload`
 * goes on the control that opens it (pointer over it, focus on it), and drawing `Component`
 * (under Suspense) loads it if that has not happened yet. One promise, so the pointer, the
 * focus and the press share the same fetch; a failed preload is forgotten, so the press asks
 * again.
 */
export const lazyOnIntent = <Props extends object, Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) => {
  const loadOnce = onceUntilFailed(load);
  const preload = () => void loadOnce().catch(() => undefined);
  const Component = lazy(() => loadOnce().then((module) => ({ default: pick(module) })));
  return { Component, preload };
};

/** What a dialog opened by its own button takes: whether it is open, and how it closes. */
export type DialogOpenState = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The state of a page's dialogs whose code loads on intent (`lazyOnIntent`): which one is open,
 * whether their code is wanted yet (from the first opening on, so they stay mounted and keep
 * their state), the props of the button that opens each one and those of each dialog.
 */
export const useDialogsOnIntent = <Which extends string>(preload: () => void) => {
  const [opened, setOpened] = useState<Which>();
  const wanted = useLatch(opened !== undefined);
  const triggerFor = (which: Which) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': opened === which,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: MouseEvent<HTMLElement>) => {
      // The dialog gives focus back to what held it when it opened: make that this button,
      // even where a click does not focus buttons (Safari).
      event.currentTarget.focus();
      setOpened(which);
    },
  });
  const close = () => setOpened(undefined);
  /** The props of a dialog opened by its button: it closes itself (Escape, Cancel, done). */
  const stateOf = (which: Which): DialogOpenState => ({
    open: opened === which,
    onOpenChange: (open: boolean) => {
      if (!open) close();
    },
  });
  return { opened, wanted, triggerFor, stateOf, close };
};

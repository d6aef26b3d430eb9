import { lazy, type ComponentType } from 'react';

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
  let loading: Promise<Module> | undefined;
  const loadOnce = () => (loading ??= load());
  const preload = () => {
    loadOnce().catch(() => {
      loading = undefined;
    });
  };
  const Component = lazy(() => loadOnce().then((module) => ({ default: pick(module) })));
  return { Component, preload };
};

import { useSyncExternalStore } from 'react';

/**
 * A module fetched on first need (`request`), with a hook that redraws its users once it is
 * there (`use`: null until then). A failed fetch can be requested again.
 */
export const lazyModule = <T>(load: () => Promise<T>) => {
  let loaded: T | null = null;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getLoaded = () => loaded;
  return {
    request: (): Promise<T> =>
      (pending ??= load().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    use: (): T | null => useSyncExternalStore(subscribe, getLoaded, getLoaded),
  };
};

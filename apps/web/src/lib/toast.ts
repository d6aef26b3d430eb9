import type * as Sonner from 'sonner';

/** SPEC.md section 9: toasts live 3 seconds unless a caller asks for another number of seconds. */
export const TOAST_SECONDS = 3;
/** SPEC.md section 5: several error toasts in a row are spaced 300 ms apart. */
export const TOAST_SEQUENCE_GAP_MS = 300;

const duration = (seconds?: number) => (seconds ?? TOAST_SECONDS) * 1000;

/**
 * sonner (9 kB gzipped) loads with the first toast, not with the first page, which shows none;
 * the toaster mounts then too (`ToasterSlot`). Every toast waits for the same import, so they
 * keep the order they were raised in, and sonner keeps those raised before its toaster mounts
 * and shows them when it does.
 */
let sonner: Promise<typeof Sonner> | undefined;
const raisedListeners = new Set<() => void>();
const withToast = (show: (toast: typeof Sonner.toast) => void) => {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of raisedListeners) listener();
  }
  void sonner.then(({ toast }) => show(toast));
};

/** Whether a toast has been raised yet, and its subscription (for useSyncExternalStore). */
export const toastRaised = () => sonner !== undefined;
export const subscribeToastRaised = (listener: () => void) => {
  raisedListeners.add(listener);
  return () => void raisedListeners.delete(listener);
};

export const notify = {
  success: (message: string, seconds?: number) =>
    withToast((toast) => toast.success(message, { duration: duration(seconds) })),
  error: (message: string, seconds?: number, description?: string) =>
    withToast((toast) => toast.error(message, { duration: duration(seconds), description })),
  info: (message: string, seconds?: number) =>
    withToast((toast) => toast.info(message, { duration: duration(seconds) })),
};

/** Shows one error toast per message, spaced so each can be read. Returns a cancel function. */
export const notifyErrorsInSequence = (messages: readonly string[]): (() => void) => {
  const timers = messages.map((message, index) =>
    setTimeout(() => notify.error(message), index * TOAST_SEQUENCE_GAP_MS),
  );
  return () => timers.forEach(clearTimeout);
};

import type { toast as sonnerToast } from 'sonner';

/** SPEC.md section 9: toasts live 3 seconds unless a caller asks for another number of seconds. */
export const TOAST_SECONDS = 3;
/** SPEC.md section 5: several error toasts in a row are spaced 300 ms apart. */
export const TOAST_SEQUENCE_GAP_MS = 300;

type Sonner = typeof sonnerToast;

// sonner (about 9 kB gzip) is not needed to draw a page, so it loads with the first toast
// (issue 12). Toasts asked for meanwhile wait for it and are raised in the order asked; the
// toast area mounts from then on and sonner shows it the toasts raised before it subscribed.
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const wantedListeners = new Set<() => void>();

const loadSonner = (): Promise<Sonner> => {
  if (!loading) {
    loading = import('sonner').then((module) => {
      sonner = module.toast;
      return module.toast;
    });
    for (const listener of wantedListeners) listener();
  }
  return loading;
};

const show = (raise: (toast: Sonner) => void): void => {
  if (sonner) raise(sonner);
  // Should the code fail to load (offline), the toast is lost like any other page code.
  else loadSonner().then(raise, () => undefined);
};

/** Whether a toast was asked for yet: the toast area (and sonner) mount from then on. */
export const toastsWanted = (): boolean => loading !== undefined;

export const onToastsWanted = (listener: () => void): (() => void) => {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
};

const duration = (seconds?: number) => (seconds ?? TOAST_SECONDS) * 1000;

export const notify = {
  success: (message: string, seconds?: number) =>
    show((toast) => toast.success(message, { duration: duration(seconds) })),
  error: (message: string, seconds?: number, description?: string) =>
    show((toast) => toast.error(message, { duration: duration(seconds), description })),
  info: (message: string, seconds?: number) =>
    show((toast) => toast.info(message, { duration: duration(seconds) })),
};

/** Shows one error toast per message, spaced so each can be read. Returns a cancel function. */
export const notifyErrorsInSequence = (messages: readonly string[]): (() => void) => {
  const timers = messages.map((message, index) =>
    setTimeout(() => notify.error(message), index * TOAST_SEQUENCE_GAP_MS),
  );
  return () => timers.forEach(clearTimeout);
};

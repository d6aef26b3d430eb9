import { toast } from 'sonner';

/** SPEC.md section 9: toasts live 3 seconds unless a caller asks for another number of seconds. */
export const TOAST_SECONDS = 3;
/** SPEC.md section 5: several error toasts in a row are spaced 300 ms apart. */
export const TOAST_SEQUENCE_GAP_MS = 300;

const duration = (seconds?: number) => (seconds ?? TOAST_SECONDS) * 1000;

export const notify = {
  success: (message: string, seconds?: number) =>
    toast.success(message, { duration: duration(seconds) }),
  error: (message: string, seconds?: number, description?: string) =>
    toast.error(message, { duration: duration(seconds), description }),
  info: (message: string, seconds?: number) => toast.info(message, { duration: duration(seconds) }),
};

/** Shows one error toast per message, spaced so each can be read. Returns a cancel function. */
export const notifyErrorsInSequence = (messages: readonly string[]): (() => void) => {
  const timers = messages.map((message, index) =>
    setTimeout(() => notify.error(message), index * TOAST_SEQUENCE_GAP_MS),
  );
  return () => timers.forEach(clearTimeout);
};

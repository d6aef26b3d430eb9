import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh toast module and sonner, so each starts before sonner has loaded.
const load = async () => {
  const { toast } = await import('sonner');
  const module = await import('./toast.ts');
  return { toast, ...module };
};

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('last 3 seconds unless told otherwise', async () => {
    const { toast, notify } = await load();
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    notify.success('Saved');
    notify.success('Saved', 5);
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success).toHaveBeenNthCalledWith(1, 'Saved', { duration: 3000 });
    expect(success).toHaveBeenNthCalledWith(2, 'Saved', { duration: 5000 });
  });

  it('asked for while sonner loads are all raised, in the order asked', async () => {
    const { toast, notify, toastsWanted, onToastsWanted } = await load();
    const raised: string[] = [];
    vi.spyOn(toast, 'success').mockImplementation((message) => {
      raised.push(`success ${String(message)}`);
      return 1;
    });
    vi.spyOn(toast, 'error').mockImplementation((message) => {
      raised.push(`error ${String(message)}`);
      return 1;
    });
    const wanted = vi.fn();
    onToastsWanted(wanted);
    expect(toastsWanted()).toBe(false);

    notify.error('First');
    notify.success('Second');
    notify.error('Third');
    // The toast area is told to mount at the first toast, once.
    expect(toastsWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    await vi.waitFor(() => expect(raised).toHaveLength(3));
    notify.success('Fourth');
    expect(raised).toEqual(['error First', 'success Second', 'error Third', 'success Fourth']);
  });

  it('show several errors one after another, 300 ms apart', async () => {
    const { toast, notify, notifyErrorsInSequence, TOAST_SEQUENCE_GAP_MS } = await load();
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    // sonner loaded first, so the toasts are raised as their timers fire.
    notify.error('Zeroth');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));

    vi.useFakeTimers();
    notifyErrorsInSequence(['First', 'Second', 'Third']);
    vi.advanceTimersByTime(0);
    expect(error).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TOAST_SEQUENCE_GAP_MS);
    expect(error).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(TOAST_SEQUENCE_GAP_MS);
    expect(error.mock.calls.map((call) => call[0])).toEqual(['Zeroth', 'First', 'Second', 'Third']);
  });
});

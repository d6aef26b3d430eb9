import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { notify, notifyErrorsInSequence, TOAST_SEQUENCE_GAP_MS } from './toast.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('last 3 seconds unless told otherwise', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    notify.success('Saved');
    notify.success('Saved', 5);
    // sonner loads with the first toast.
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success).toHaveBeenNthCalledWith(1, 'Saved', { duration: 3000 });
    expect(success).toHaveBeenNthCalledWith(2, 'Saved', { duration: 5000 });
  });

  it('show several errors one after another, 300 ms apart', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    notifyErrorsInSequence(['First', 'Second', 'Third']);

    // Each step lets the toast's (already loaded) sonner import settle.
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOAST_SEQUENCE_GAP_MS);
    expect(error).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TOAST_SEQUENCE_GAP_MS);
    expect(error.mock.calls.map((call) => call[0])).toEqual(['First', 'Second', 'Third']);
  });
});

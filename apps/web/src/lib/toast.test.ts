import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { notify, notifyErrorsInSequence, TOAST_SEQUENCE_GAP_MS } from './toast.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('last 3 seconds unless told otherwise', () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    notify.success('Saved');
    notify.success('Saved', 5);
    expect(success).toHaveBeenNthCalledWith(1, 'Saved', { duration: 3000 });
    expect(success).toHaveBeenNthCalledWith(2, 'Saved', { duration: 5000 });
  });

  it('show several errors one after another, 300 ms apart', () => {
    vi.useFakeTimers();
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    notifyErrorsInSequence(['First', 'Second', 'Third']);

    vi.advanceTimersByTime(0);
    expect(error).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOAST_SEQUENCE_GAP_MS);
    expect(error).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TOAST_SEQUENCE_GAP_MS);
    expect(error.mock.calls.map((call) => call[0])).toEqual(['First', 'Second', 'Third']);
  });
});

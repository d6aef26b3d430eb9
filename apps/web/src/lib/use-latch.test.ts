import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatch } from './use-latch.ts';

describe('useLatch', () => {
  it('stays false until the value is first true, then stays true', () => {
    const { result, rerender } = renderHook(({ value }) => useLatch(value), {
      initialProps: { value: false },
    });
    expect(result.current).toBe(false);
    rerender({ value: false });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when the value starts true', () => {
    const { result } = renderHook(() => useLatch(true));
    expect(result.current).toBe(true);
  });
});

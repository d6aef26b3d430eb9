import { describe, expect, it } from 'vitest';
import { computeFee, formatCount, formatMoney, toCents, toDollars } from './money.ts';

describe('computeFee', () => {
  it.each([
    [1, 0, 1],
    [1000, 100, 900],
    [99999, 10000, 89999],
    [5, 1, 4],
    [4, 0, 4],
  ])('splits a bid of %i cents into a fee of %i and %i received', (bid, fee, receive) => {
    expect(computeFee(bid)).toEqual({ feeCents: fee, receiveCents: receive });
  });

  it('always adds back up to the bid', () => {
    for (let bid = 0; bid < 5000; bid += 7) {
      const { feeCents, receiveCents } = computeFee(bid);
      expect(feeCents + receiveCents).toBe(bid);
    }
  });
});

describe('toCents', () => {
  it('rounds dollars to whole cents without float drift', () => {
    expect(toCents(0.01)).toBe(1);
    expect(toCents(999.99)).toBe(99999);
    expect(toCents(19.999)).toBe(2000);
    expect(toCents(1.005)).toBe(101);
    expect(toDollars(toCents(1234.5))).toBe(1234.5);
  });
});

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString does in en-US', () => {
    const counts = [0, 7, 999, 1000, 10_000, 99_999, 100_000, 1_234_567, 1_000_000_000, -1000];
    for (const count of counts) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});

describe('formatMoney', () => {
  it('writes dollars with the sign, separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-0.5)).toBe('-$0.50');
    expect(formatMoney(0)).toBe('$0.00');
  });
});

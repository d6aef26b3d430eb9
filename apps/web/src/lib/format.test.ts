import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatRelativeTime } from './format.ts';

describe('formatMoney', () => {
  it('formats dollars as US currency with grouping and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(850)).toBe('$850.00');
  });
});

describe('formatDate', () => {
  it('shows a date without time', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22 12:00:00')).toBe('Nov 22, 2026');
  });

  it('shows an unparsable value as given', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows the date and the local hour and minute', () => {
    expect(formatDateTime('2026-11-22T12:00:00Z')).toMatch(
      /^Nov \d{2}, 2026, \d{1,2}:\d{2}\s(AM|PM)$/,
    );
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('says how long ago something happened', () => {
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-20T12:00:00Z', now)).toBe('2 days ago');
    expect(formatRelativeTime('2026-11-22T11:59:30Z', now)).toBe('just now');
  });
});

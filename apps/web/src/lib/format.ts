// Made on first use, not as the module loads: a page's first use of Intl costs 25-50 ms
// starting ICU (see formatMoney in the contract), which a page showing no date need not pay.
const DATE = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const DATE_TIME = { ...DATE, hour: 'numeric', minute: '2-digit' } as const;
let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;
let relative: Intl.RelativeTimeFormat | undefined;

/** Dollars as the API sends them -> `$1,234.50` (one helper, shared with the server). */
export { formatMoney } from '@marketplace/contract';

/** ISO (or SPEC's space-separated UTC) timestamp -> `Nov 22, 2026`; an unparsable value is shown as given rather than 'Invalid Date'. */
export const formatDate = (iso: string): string => {
  // Contract dates come as 'YYYY-MM-DD HH:MM:SS' in UTC (SPEC), everything else as ISO.
  const value = new Date(
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(iso) ? `${iso.replace(' ', 'T')}Z` : iso,
  );
  return Number.isNaN(value.getTime())
    ? iso
    : (date ??= new Intl.DateTimeFormat('en-US', DATE)).format(value);
};

/** ISO timestamp -> `Nov 22, 2026, 4:05 PM` (due dates and timelines, where the hour matters). */
export const formatDateTime = (iso: string): string => {
  const value = new Date(iso);
  return Number.isNaN(value.getTime())
    ? iso
    : (dateTime ??= new Intl.DateTimeFormat('en-US', DATE_TIME)).format(value);
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** ISO timestamp -> `3 hours ago` (or `just now` under a minute). */
export const formatRelativeTime = (iso: string, now: Date = new Date()): string => {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  const seconds = Math.round((value.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size)
      return (relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'always' })).format(
        Math.trunc(seconds / size),
        unit,
      );
  }
  return 'just now';
};

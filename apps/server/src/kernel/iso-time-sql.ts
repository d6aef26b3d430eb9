import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A timestamptz column as the database writes it in `Date#toISOString()`'s form (UTC,
 * milliseconds, both cut rather than rounded). For list reads: a row's time reaches the
 * answer as the string it already is, instead of a Date parsed from the driver's text
 * and formatted again on every row.
 */
export const isoTimeSql = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

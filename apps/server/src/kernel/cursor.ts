import { ROW_ID_MAX } from '@marketplace/contract';
import { AppError } from './app-error.ts';

/**
 * Opaque keyset cursors: the sort key of the last row of a page, base64url-encoded JSON.
 * A cursor comes back from the client, so each part of its key is checked to be one this
 * server could have written before PostgreSQL sees it: an out-of-range integer, a fractional
 * id or an impossible date would otherwise fail inside the query. Anything else is a 400.
 */
export const encodeCursor = (key: Array<string | number>): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

type CursorPart = (value: unknown) => boolean;

const FIRST_POSTGRES_MILLISECOND = Date.parse('0001-01-01T00:00:00.000Z');

/** The kinds of values a cursor key holds. */
export const cursorParts = {
  rowId: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ROW_ID_MAX,
  cents: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ROW_ID_MAX,
  /** Keys are written with toISOString(); only a date that prints back the same is read. */
  timestamp: (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) &&
    // PostgreSQL has no year 0 (JavaScript's dates reach back to -271821).
    Date.parse(value) >= FIRST_POSTGRES_MILLISECOND &&
    new Date(value).toISOString() === value,
  /** Word-similarity distances lie between 0 and 1. */
  distance: (value) => typeof value === 'number' && value >= 0 && value <= 1,
} satisfies Record<string, CursorPart>;

export const decodeCursor = (
  cursor: string,
  parts: ReadonlyArray<CursorPart>,
): Array<string | number> => {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const valid =
    Array.isArray(key) &&
    key.length === parts.length &&
    parts.every((isPart, index) => isPart(key[index]));
  if (!valid)
    throw new AppError(
      'bad_request',
      'This page link is invalid or outdated. Start again from the first page.',
    );
  return key as Array<string | number>;
};

import { z } from 'zod/mini';
import { PAGE_LIMIT_MAX, PAGE_LIMIT_MESSAGE } from './constants.ts';
import { cleanMultiLine, cleanSingleLine } from './text.ts';

/**
 * Free text of one line (a title, a name, a search): bidirectional and control characters
 * are dropped before any other check, so `.check(z.trim(), z.minLength(1, ...))` after it
 * counts a field of only invisible characters as empty and length limits count what will be
 * shown. PostgreSQL cannot store NUL either, so it never reaches a query.
 */
export const zSingleLine = (message?: string) =>
  z.string(message).check(z.overwrite(cleanSingleLine));

/** Free text of several lines (a description, a message): the same, keeping line breaks. */
export const zMultiLine = (message?: string) =>
  z.string(message).check(z.overwrite(cleanMultiLine));

/** The largest id a row can have: ids are PostgreSQL `integer`s. */
export const ROW_ID_MAX = 2_147_483_647;

/**
 * A row id, as a JSON number or as the digits of one (paths, query strings and multipart
 * fields are text). Only plain digits count: `true`, `[1]`, `0x10`, `1e0` or ` 1` are not ids.
 */
export const zRowId = (message = 'Ids are whole positive numbers.') =>
  z.pipe(
    z.pipe(
      z.union(
        [z.number(message), z.string(message).check(z.regex(/^\d{1,10}$/, message))],
        message,
      ),
      z.transform(Number),
    ),
    z.number().check(z.int(message), z.positive(message), z.lte(ROW_ID_MAX, message)),
  );

/** How many items a page holds: 1 to 100, from a query string or a JSON body. */
export const zPageLimit = (defaultLimit: number) => {
  const message = PAGE_LIMIT_MESSAGE;
  return z._default(
    z.pipe(
      z.pipe(
        z.union(
          [z.number(message), z.string(message).check(z.regex(/^\d{1,3}$/, message))],
          message,
        ),
        z.transform(Number),
      ),
      z.number().check(z.int(message), z.gte(1, message), z.lte(PAGE_LIMIT_MAX, message)),
    ),
    defaultLimit,
  );
};

/**
 * A decimal amount as a JSON number or as text typed in a form ("12", "12.50"): no hex,
 * exponents or other spellings `Number()` would also read. A blank field counts as missing.
 */
export const zAmount = (invalid: string, missing = invalid) =>
  z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return undefined;
      return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    }),
    // zod 4 numbers are always finite: Infinity or NaN fails the type check, with `invalid`.
    z.number({ error: (issue) => (issue.input === undefined ? missing : invalid) }),
  );

/**
 * Readable wording for the checks a schema gives no message of its own (zod's defaults
 * read "Too small: expected number to be >=1"). Messages written in a schema always win.
 * Installed once by the server and by the web app: `z.config({ customError: ... })`. It has
 * an answer for every issue, so the web app loads no zod locale (zod/mini installs none).
 */
export const readableValidationMessage = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'This field is required.';
      const expected: Record<string, string> = {
        number: 'a number',
        int: 'a whole number',
        string: 'text',
        boolean: 'true or false',
        array: 'a list',
        object: 'an object',
        date: 'a date',
      };
      return `This must be ${expected[issue.expected] ?? 'another kind of value'}.`;
    }
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const atLeast = issue.code === 'too_small';
      const inclusive = issue.inclusive !== false;
      const relation = atLeast
        ? inclusive
          ? 'at least'
          : 'greater than'
        : inclusive
          ? 'at most'
          : 'less than';
      if (issue.origin === 'string') return `This must be ${relation} ${bound} characters long.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `This list must hold ${relation} ${bound} items.`;
      return `This must be ${relation} ${bound}.`;
    }
    case 'invalid_value':
      return `This must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return 'This is not in the expected format.';
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      return 'This value is not valid.';
  }
};

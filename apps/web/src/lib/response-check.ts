/**
 * Checks an API answer against a shape compiled at build time from the contract's zod schema
 * (response-shape.ts, response-checks.generated.ts and one response-checks-<area>.generated.ts
 * per area of pages), so
 * pages draw without loading zod (11 kB gzipped). Answers exactly as the schema's
 * `safeParse` does, success and parsed value (unknown keys dropped): response-shape.test.ts
 * compares the two on every shape.
 */

/** What a zod schema becomes; only the kinds the compiled answers use. */
export type Shape =
  | 'string'
  | 'number'
  | 'int'
  | 'boolean'
  | { readonly object: Readonly<Record<string, Shape>> }
  | { readonly array: Shape }
  | { readonly oneOf: readonly (string | number | boolean | null)[] }
  | { readonly nullable: Shape }
  | { readonly optional: Shape }
  | { readonly anyOf: readonly Shape[] };

/** What api-client.ts asks of a response schema: zod's `safeParse`, or a compiled check's. */
export type ResponseCheck<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

const INVALID = Symbol('invalid');

const isOptional = (shape: Shape): boolean => typeof shape === 'object' && 'optional' in shape;

const parse = (shape: Shape, value: unknown): unknown => {
  switch (shape) {
    case 'string':
    case 'boolean':
      return typeof value === shape ? value : INVALID;
    // zod's numbers are finite; its `int()` a safe integer.
    case 'number':
      return Number.isFinite(value) ? value : INVALID;
    case 'int':
      return Number.isSafeInteger(value) ? value : INVALID;
  }
  if ('nullable' in shape) return value === null ? null : parse(shape.nullable, value);
  if ('optional' in shape) return value === undefined ? undefined : parse(shape.optional, value);
  if ('oneOf' in shape) return shape.oneOf.includes(value as never) ? value : INVALID;
  if ('anyOf' in shape) {
    // The first option that accepts the value, as zod's unions answer.
    for (const option of shape.anyOf) {
      const parsed = parse(option, value);
      if (parsed !== INVALID) return parsed;
    }
    return INVALID;
  }
  if ('array' in shape) {
    if (!Array.isArray(value)) return INVALID;
    const items: unknown[] = [];
    for (const item of value) {
      const parsed = parse(shape.array, item);
      if (parsed === INVALID) return INVALID;
      items.push(parsed);
    }
    return items;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
  const object: Record<string, unknown> = {};
  for (const [key, keyShape] of Object.entries(shape.object)) {
    // An absent optional key stays absent; any other absent key fails, as in zod.
    if (!(key in value)) {
      if (isOptional(keyShape)) continue;
      return INVALID;
    }
    const parsed = parse(keyShape, (value as Record<string, unknown>)[key]);
    if (parsed === INVALID) return INVALID;
    object[key] = parsed;
  }
  return object;
};

/** The check of one compiled shape; `T` is its schema's output type. */
export const checkOf = <T>(shape: Shape): ResponseCheck<T> => ({
  safeParse: (value) => {
    const parsed = parse(shape, value);
    return parsed === INVALID ? { success: false } : { success: true, data: parsed as T };
  },
});

/** For a call whose answer the caller does not read (it refreshes what it shows instead). */
export const anyAnswer: ResponseCheck<unknown> = {
  safeParse: (value) => ({ success: true, data: value }),
};

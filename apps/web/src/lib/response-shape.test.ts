import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import {
  formattedResponseChecks,
  GENERATED_CHECKS,
} from '../../scripts/generate-response-checks.ts';
import { checkOf, type Shape } from './response-check.ts';
import { AREA_RESPONSE_SCHEMAS, RESPONSE_SCHEMAS } from './response-schemas.ts';
import { shapeOf } from './response-shape.ts';
import { z } from './zod-configured.ts';

/** A valid value for each way a shape can be filled: every option, present and absent keys. */
const samplesOf = (shape: Shape): unknown[] => {
  switch (shape) {
    case 'string':
      return ['text'];
    case 'number':
      return [2.5];
    case 'int':
      return [7];
    case 'boolean':
      return [true, false];
  }
  if ('nullable' in shape) return [null, ...samplesOf(shape.nullable)];
  if ('optional' in shape) return [undefined, ...samplesOf(shape.optional)];
  if ('oneOf' in shape) return [...shape.oneOf];
  if ('anyOf' in shape) return shape.anyOf.flatMap(samplesOf);
  if ('array' in shape) return [[], samplesOf(shape.array)];
  const keys = Object.entries(shape.object);
  const options = keys.map(([, keyShape]) => samplesOf(keyShape));
  const widest = Math.max(1, ...options.map((values) => values.length));
  // One object per option index: each key's options all appear, absent keys left out.
  return Array.from({ length: widest }, (_, index) =>
    Object.fromEntries(
      keys.flatMap(([key], position) => {
        const values = options[position] ?? [];
        const value = values[index % values.length];
        return value === undefined ? [] : [[key, value]];
      }),
    ),
  );
};

/** Values of the wrong kind, or at the edge of the right one. */
const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  '',
  '7',
  'client',
  true,
  [],
  {},
];

/** Every value that differs from `value` at one place: replaced, removed, or an extra key. */
function* mutationsOf(value: unknown): Generator<unknown> {
  for (const wrong of WRONG_VALUES) yield wrong;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      for (const mutated of mutationsOf(item))
        yield value.map((other, position) => (position === index ? mutated : other));
    yield [...value, 'extra'];
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    for (const mutated of mutationsOf(record[key])) yield { ...record, [key]: mutated };
    const { [key]: _removed, ...without } = record;
    yield without;
  }
  yield { ...record, unknown_key: 1 };
}

const zodAnswer = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { success: true, data: result.data } : { success: false };
};

/** Every compiled answer by name: the first pages' and each area's. */
const ALL_SCHEMAS = [RESPONSE_SCHEMAS, ...Object.values(AREA_RESPONSE_SCHEMAS)].flatMap(
  (schemas): [string, z.ZodMiniType][] => Object.entries(schemas),
);

describe('compiled response checks', () => {
  it('names each answer once (a check is imported by its name)', () => {
    const names = ALL_SCHEMAS.map(([name]) => name);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const [name, schema] of ALL_SCHEMAS) {
    it(`${name}: answers as zod does on valid values and every one-place change of them`, () => {
      const shape = shapeOf(schema);
      const check = checkOf(shape);
      const samples = samplesOf(shape);
      let compared = 0;
      for (const sample of samples) {
        expect(zodAnswer(schema, sample).success).toBe(true);
        for (const value of [sample, ...mutationsOf(sample)]) {
          expect(check.safeParse(value), JSON.stringify(value)).toStrictEqual(
            zodAnswer(schema, value),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(samples.length * WRONG_VALUES.length);
    });
  }

  it('drops unknown keys and keeps a present undefined optional key, as zod does', () => {
    const schema = z.object({ id: z.number(), note: z.optional(z.string()) });
    const check = checkOf<{ id: number; note?: string }>(shapeOf(schema));
    const withExtra = check.safeParse({ id: 1, extra: true });
    expect(withExtra).toEqual({ success: true, data: { id: 1 } });
    const withUndefined = check.safeParse({ id: 1, note: undefined });
    expect(withUndefined.success && Object.keys(withUndefined.data)).toEqual(['id', 'note']);
  });

  it('refuses what it cannot check exactly, rather than checking it loosely', () => {
    expect(() => shapeOf(z.string().check(z.minLength(1)))).toThrow(/min_length/);
    expect(() => shapeOf(z.email())).toThrow(/cannot be checked without zod/);
    expect(() => shapeOf(z.strictObject({ id: z.number() }))).toThrow(/catchall/);
    expect(() => shapeOf(z.pipe(z.string(), z.transform(Number)))).toThrow(/pipe/);
  });

  it('is generated from the current schemas (run `npm run generate -w apps/web` after a change)', async () => {
    for (const generated of GENERATED_CHECKS)
      expect(fs.readFileSync(generated.file, 'utf8')).toBe(
        await formattedResponseChecks(generated),
      );
  });
});

import fc from 'fast-check';
import type { z } from 'zod/mini';

/**
 * fast-check arbitraries read from zod v4 schemas (their `_zod.def`), for the fuzz test:
 * `validInput` aims at values the schema accepts, `invalidInput` breaks one of them the ways
 * clients and attackers do (a field dropped, a wrong type, a huge or invisible string, an
 * out-of-range number, deep nesting). Only what JSON can carry is generated.
 */

type Def = { type: string } & Record<string, unknown>;
type CheckDef = { check: string } & Record<string, unknown>;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

/**
 * What the schema alone cannot tell. `pools`: values to try for fields by name (ids of real
 * rows, known category names), so valid inputs get past "not found" into the database.
 * `sameAs`: fields a refinement wants equal to another (`confirm_password`).
 */
export type InputHints = {
  pools?: Record<string, fc.Arbitrary<unknown>>;
  sameAs?: Record<string, string[]>;
};

const MAX_DEPTH = 8;
/** Text beyond this is tried at its boundary only: long random strings cost time, not cover. */
const RANDOM_TEXT_SPAN = 40;

const anyJson = () => fc.jsonValue({ maxDepth: 2 });

const stringArbitrary = (def: Def): fc.Arbitrary<string> => {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  let format = typeof def.format === 'string' ? def.format : undefined;
  const patterns: RegExp[] = def.pattern instanceof RegExp ? [def.pattern] : [];
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, Number(check.minimum));
    if (check.check === 'max_length') max = Math.min(max, Number(check.maximum));
    if (check.check === 'length_equals') min = max = Number(check.length);
    if (check.check === 'string_format') {
      if (check.pattern instanceof RegExp) patterns.push(check.pattern);
      else if (typeof check.format === 'string') format = check.format;
    }
  }
  const [pattern] = patterns;
  if (pattern) return fc.stringMatching(pattern);
  if (format === 'email') return fc.emailAddress();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'url') return fc.webUrl();
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const span = { minLength: min, maxLength: Math.min(max, min + RANDOM_TEXT_SPAN) };
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: fc.string(span) },
    { weight: 2, arbitrary: fc.string({ ...span, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ ...span, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.constant('a'.repeat(Math.max(min, 1))) },
  ];
  if (Number.isFinite(max) && max <= 100_000)
    choices.push({ weight: 1, arbitrary: fc.constant('é'.repeat(max)) });
  return fc.oneof(...choices);
};

const numberArbitrary = (def: Def): fc.Arbitrary<number> => {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = def.format === 'safeint' || def.format === 'int32';
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than' && value >= min) {
      minExcluded = value === min ? minExcluded || !check.inclusive : !check.inclusive;
      min = value;
    }
    if (check.check === 'less_than' && value <= max) {
      maxExcluded = value === max ? maxExcluded || !check.inclusive : !check.inclusive;
      max = value;
    }
    if (check.check === 'number_format') integer = true;
  }
  if (integer) {
    const low = Math.max(Math.ceil(minExcluded ? min + 1 : min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(maxExcluded ? max - 1 : max), Number.MAX_SAFE_INTEGER);
    if (low > high) return fc.integer();
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: low, max: high }) },
      { weight: 1, arbitrary: fc.constantFrom(low, high) },
    );
  }
  // Mostly amounts as people write them (whole, or with cents): a double such as 1.7e-275 is
  // valid JSON but never reaches past a form's or a query string's check.
  const low = Number.isFinite(min) ? min : -1_000;
  const high = Number.isFinite(max) ? max : 1_000_000;
  const within = (value: number) =>
    (minExcluded ? value > min : value >= min) && (maxExcluded ? value < max : value <= max);
  const cents = fc
    .integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) })
    .map((value) => value / 100);
  return fc
    .oneof(
      { weight: 2, arbitrary: cents.map(Math.round) },
      { weight: 2, arbitrary: cents },
      {
        weight: 1,
        arbitrary: fc.double({
          ...(Number.isFinite(min) ? { min, minExcluded } : {}),
          ...(Number.isFinite(max) ? { max, maxExcluded } : {}),
          noNaN: true,
          noDefaultInfinity: true,
        }),
      },
    )
    .map((value) => (within(value) ? value : high));
};

/** Whether an object may leave this field out and still be valid. */
const omittable = (schema: unknown) =>
  ['optional', 'default', 'prefault'].includes(defOf(schema).type);

/** Equal to another field, as a refinement wants, in most objects that have both. */
const withSameAs = (
  record: fc.Arbitrary<Record<string, unknown>>,
  sameAs: Record<string, string[]>,
): fc.Arbitrary<Record<string, unknown>> =>
  fc.tuple(record, fc.nat(3)).map(([value, roll]) => {
    if (roll === 0) return value;
    const copy = { ...value };
    for (const [field, sources] of Object.entries(sameAs)) {
      const source = sources.find((name) => name in copy);
      if (field in copy && source) copy[field] = copy[source];
    }
    return copy;
  });

/** Values the schema should accept, mostly, with the hints' real values mixed in. */
export const validInput = (
  schema: z.core.$ZodType,
  hints: InputHints = {},
  depth = 0,
): fc.Arbitrary<unknown> => {
  if (depth > MAX_DEPTH) return anyJson();
  const def = defOf(schema);
  const pools = hints.pools ?? {};
  const inner = (next: unknown) => validInput(next as z.core.$ZodType, hints, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const pool = pools[key];
        fields[key] = pool
          ? fc.oneof({ weight: 3, arbitrary: pool }, { weight: 1, arbitrary: inner(field) })
          : inner(field);
        if (!omittable(field)) required.push(key);
      }
      const record = fc.record(fields, { requiredKeys: required });
      return hints.sameAs ? withSameAs(record, hints.sameAs) : record;
    }
    case 'array': {
      let minLength = 0;
      let maxLength = 5;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = Number(check.minimum);
        if (check.check === 'max_length') maxLength = Number(check.maximum);
      }
      return fc.array(inner(def.element), {
        minLength,
        maxLength: Math.max(minLength, Math.min(maxLength, minLength + 5)),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'optional':
      return fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, fc.constant(undefined));
    case 'nullable':
      return fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, fc.constant(null));
    case 'default':
    case 'prefault':
      return fc.oneof({ weight: 3, arbitrary: inner(def.innerType) }, fc.constant(undefined));
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'pipe': {
      // `.transform(f)` is pipe(schema, transform): generate for the schema. `z.preprocess`
      // is pipe(transform, schema): generate for the schema after it. Otherwise both sides
      // say something: the input side its shape, the output side the final bounds (and a
      // value within them is, for the normalising transforms of forms, a valid input too).
      const from = defOf(def.in).type;
      const to = defOf(def.out).type;
      if (to === 'transform') return inner(def.in);
      if (from === 'transform') return inner(def.out);
      return fc.oneof(
        { weight: 1, arbitrary: inner(def.in) },
        { weight: 3, arbitrary: inner(def.out) },
      );
    }
    case 'transform':
      return fc.oneof(fc.string(), fc.integer(), anyJson());
    default:
      return anyJson();
  }
};

/** One way to break a value, applied at one place in it. */
export type Mutation =
  | { kind: 'drop' | 'nul' | 'bidi' | 'loneSurrogate'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'addField'; at: number; key: string; value: unknown }
  | { kind: 'root'; value: unknown };

const deep = (levels: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = asArray ? [value] : { a: value };
  return value;
};

/** Values that are wrong almost everywhere: other types, edges of numbers, oversized text. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, '', ' ', [], {}, [1, 2], { id: 1 }),
    fc.constantFrom(
      -2_147_483_648,
      2_147_483_648,
      Number.MAX_SAFE_INTEGER + 2,
      1e21,
      -1e21,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      0.1,
      -0.5,
      1e-7,
    ),
    fc.constantFrom('1e3', '0x10', ' 7 ', 'NaN', 'Infinity', '-0', '2147483648', '١٢٣', '7abc'),
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\u202Eexe.txt',
      '\u2066\u2069',
      '\uD800',
      '\uDFFF\uD800',
      "' or 1=1 --",
      '${jndi:x}',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '%00',
      '__proto__',
    ),
    fc.constantFrom(1_000, 100_000, 300_000).map((length) => 'x'.repeat(length)),
    fc
      .constantFrom(10, 100, 2_000)
      .chain((levels) => fc.boolean().map((asArray) => deep(levels, 'x', asArray))),
    fc.integer({ min: 1_000, max: 20_000 }).map((length) => Array.from({ length }, () => 1)),
    anyJson(),
  );

export const mutation = (): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constantFrom('drop', 'nul', 'bidi', 'loneSurrogate'), at: fc.nat() }),
    fc.record({ kind: fc.constant('replace'), at: fc.nat(), value: hostileValue() }),
    fc.record({
      kind: fc.constant('addField'),
      at: fc.nat(),
      key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', ''), fc.string()),
      value: hostileValue(),
    }),
    fc.record({ kind: fc.constant('root'), value: hostileValue() }),
  ) as fc.Arbitrary<Mutation>;

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every place in a value that holds another value, outermost first. */
const slotsOf = (value: unknown, slots: Slot[] = []): Slot[] => {
  if (Array.isArray(value))
    value.forEach((item, index) => {
      slots.push({ parent: value, key: index });
      slotsOf(item, slots);
    });
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      slots.push({ parent: value as Record<string, unknown>, key });
      slotsOf(item, slots);
    }
  return slots;
};

const containersOf = (value: unknown): Record<string, unknown>[] => {
  const found: Record<string, unknown>[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      found.push(node as Record<string, unknown>);
      Object.values(node).forEach(walk);
    }
  };
  walk(value);
  return found;
};

const corruptText = (text: unknown, kind: 'nul' | 'bidi' | 'loneSurrogate'): unknown => {
  const base = typeof text === 'string' ? text : String(JSON.stringify(text) ?? '');
  const middle = Math.floor(base.length / 2);
  const insert = { nul: '\u0000', bidi: '\u202E\u2066', loneSurrogate: '\uD83D' }[kind];
  return base.slice(0, middle) + insert + base.slice(middle);
};

/** The value with the mutation applied (on a copy). */
export const applyMutation = (value: unknown, change: Mutation): unknown => {
  if (change.kind === 'root') return change.value;
  const copy: unknown = value === undefined ? undefined : structuredClone(value);
  if (change.kind === 'addField') {
    const containers = containersOf(copy);
    const target = containers[change.at % Math.max(containers.length, 1)];
    if (!target) return { [change.key]: change.value };
    // defineProperty: a plain assignment of `__proto__` would set the prototype, not a key.
    Object.defineProperty(target, change.key, {
      value: change.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  const slots = slotsOf(copy);
  const slot = slots[change.at % Math.max(slots.length, 1)];
  if (!slot) {
    if (change.kind === 'replace') return change.value;
    if (change.kind === 'drop') return undefined;
    return corruptText(copy, change.kind);
  }
  const { parent, key } = slot;
  const current = (parent as Record<string | number, unknown>)[key];
  if (change.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (change.kind === 'replace') {
    (parent as Record<string | number, unknown>)[key] = change.value;
  } else {
    (parent as Record<string | number, unknown>)[key] = corruptText(current, change.kind);
  }
  return copy;
};

/** A valid value, or one broken by a mutation: about half each. */
export const fuzzInput = (
  schema: z.core.$ZodType,
  hints: InputHints = {},
): fc.Arbitrary<unknown> => {
  const valid = validInput(schema, hints);
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, mutation()).map(([value, change]) => applyMutation(value, change)),
    },
  );
};

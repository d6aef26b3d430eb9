import type { z } from 'zod/mini';
import type { Shape } from './response-check.ts';

type Schema = z.core.$ZodType;

const unsupported = (what: string): never => {
  throw new Error(
    `response-shape: ${what} cannot be checked without zod; keep zod for this answer`,
  );
};

/** The kinds of checks a shape can carry: none, but `int()` on a number. */
const checkNames = (schema: Schema): string[] =>
  (schema._zod.def.checks ?? []).map((check) => {
    const def = check._zod.def as { check: string; format?: string };
    return def.format ? `${def.check}:${def.format}` : def.check;
  });

/**
 * The shape of a zod schema, for response-check.ts. Throws on anything it cannot say exactly
 * (refinements, transforms, defaults, string formats, strict objects...), so a schema that
 * grows one fails the generator rather than being checked more loosely.
 */
export const shapeOf = (schema: Schema): Shape => {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = checkNames(schema);
  if (def.type === 'number' && !def.coerce) {
    if (checks.length === 0) return 'number';
    if (checks.length === 1 && checks[0] === 'number_format:safeint') return 'int';
    return unsupported(`number with ${checks.join(', ')}`);
  }
  if (checks.length > 0) return unsupported(`${def.type} with ${checks.join(', ')}`);
  // A string format (`z.email()`, `z.iso.datetime()`...) and coercion sit on the type itself.
  if (def.format !== undefined || def.coerce) return unsupported(`${def.type} with a format`);
  switch (def.type) {
    case 'string':
    case 'boolean':
      return def.type;
    case 'object': {
      const { shape, catchall } = def as unknown as z.core.$ZodObjectDef;
      if (catchall) return unsupported('an object with a catchall (strict or loose)');
      const object: Record<string, Shape> = {};
      for (const [key, value] of Object.entries(shape)) object[key] = shapeOf(value);
      return { object };
    }
    case 'array':
      return { array: shapeOf((def as unknown as z.core.$ZodArrayDef).element) };
    case 'enum':
    case 'literal': {
      const values = [...(schema._zod.values ?? [])];
      const primitive = (value: unknown): value is string | number | boolean | null =>
        value === null || ['string', 'number', 'boolean'].includes(typeof value);
      if (!values.every(primitive)) return unsupported(`${def.type} of other values`);
      return { oneOf: values };
    }
    case 'nullable':
      return { nullable: shapeOf((def as unknown as z.core.$ZodNullableDef).innerType) };
    case 'optional':
      return { optional: shapeOf((def as unknown as z.core.$ZodOptionalDef).innerType) };
    case 'union':
      // A discriminated union too: its options' discriminators differ, so the first option that
      // accepts a value is the one its discriminator names.
      return { anyOf: (def as unknown as z.core.$ZodUnionDef).options.map(shapeOf) };
    default:
      return unsupported(def.type);
  }
};

/** A generated module's text: a check per schema of `schemas` (before formatting). */
export const responseChecksSource = (schemas: Record<string, Schema>): string => {
  const lines = [
    '// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.',
    "import { checkOf } from './response-check.ts';",
    "import type { ResponseOf } from './response-schemas.ts';",
    '',
  ];
  for (const [name, schema] of Object.entries(schemas))
    lines.push(
      `export const ${name}Check = checkOf<ResponseOf<'${name}'>>(${JSON.stringify(shapeOf(schema))});`,
    );
  return `${lines.join('\n')}\n`;
};

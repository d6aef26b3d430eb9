import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [S, {type: 'null'}]` (what zod writes for `.nullable()`) as `type: [S.type, 'null']`:
 * fast-json-stringify picks an `anyOf` branch by validating the value against each one on
 * every call, whole nested objects included; a type list is a plain `=== null` test.
 */
const foldNullable = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(foldNullable);
  if (!isObject(schema)) return schema;
  const folded: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) folded[key] = foldNullable(value);
  const branches = folded.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex(
      (branch) => isObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1,
    );
    const other = branches[1 - nullIndex];
    if (nullIndex >= 0 && isObject(other) && typeof other.type === 'string' && !other.anyOf) {
      const { anyOf: _anyOf, ...rest } = folded;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return folded;
};

/** The response schema's JSON Schema, or undefined when it cannot be one (dates, transforms). */
const jsonSchemaOf = (schema: $ZodType): JsonSchema | undefined => {
  try {
    // `output`: what the handler returns (and zod's encode takes) is the schema's output side.
    return foldNullable(
      toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
    ) as JsonSchema;
  } catch {
    return undefined;
  }
};

/** Any part that changes the value on its way out: only zod's encode applies those. */
const hasTransforms = (schema: $ZodType): boolean => {
  const seen = new Set<$ZodType>();
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object' || !('_zod' in node)) return false;
    const type = node as $ZodType;
    if (seen.has(type)) return false;
    seen.add(type);
    const def = type._zod.def as unknown as Record<string, unknown> & { type: string };
    if (['transform', 'pipe', 'codec', 'default', 'prefault', 'catch', 'custom'].includes(def.type))
      return true;
    if (def.type === 'lazy') return visit((def.getter as () => unknown)());
    return Object.values(def).some((value) => {
      if (Array.isArray(value)) return value.some(visit);
      if (value && typeof value === 'object' && !('_zod' in value))
        return Object.values(value).some(visit);
      return visit(value);
    });
  };
  return visit(schema);
};

/**
 * Response bodies written by fast-json-stringify compiled from each route's zod response
 * schema, instead of zod encoding the value and JSON.stringify writing it (about a tenth of
 * a read). Only the schema's keys are written, at every depth, as zod's objects did: a field
 * a query selects by accident never reaches the client. A schema without a JSON Schema, or
 * with parts that transform values, keeps zod's serializer. Compiled on a route's first
 * answer, so start-up does not pay for the routes nobody calls.
 *
 * `check` (tests): every body is also serialized by zod, and both must agree, so the whole
 * suite verifies the compiled serializers; what zod refuses is refused as before.
 */
export const createResponseSerializerCompiler =
  (options: { check?: boolean } = {}): FastifySerializerCompiler<unknown> =>
  (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = route.schema as $ZodType;
    let compiled: Serialize | undefined;
    const compile = (): Serialize => {
      const jsonSchema = hasTransforms(schema) ? undefined : jsonSchemaOf(schema);
      return jsonSchema ? (fastJson(jsonSchema) as Serialize) : viaZod;
    };
    if (!options.check) return (data) => (compiled ??= compile())(data);
    return (data) => {
      const expected = viaZod(data);
      const actual = (compiled ??= compile())(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
        throw new Error(
          `The compiled serializer of ${route.method} ${route.url} wrote ${actual} where zod wrote ${expected}`,
        );
      return actual;
    };
  };

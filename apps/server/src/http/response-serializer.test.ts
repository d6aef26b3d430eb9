import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createResponseSerializerCompiler } from './response-serializer.ts';

const compilerOf = (check: boolean) => {
  const compile = createResponseSerializerCompiler({ check });
  return (schema: z.ZodMiniType) =>
    compile({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never);
};

const ZItem = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  note: z.nullable(z.string()),
  owner: z.nullable(z.object({ id: z.number().check(z.int()), username: z.string() })),
  kind: z.enum(['a', 'b']),
  tags: z.array(z.object({ label: z.string() })),
  price: z.optional(z.number()),
});
const ZList = z.object({
  data: z.array(ZItem),
  meta: z.object({ next_cursor: z.nullable(z.string()) }),
});

const item = {
  id: 1,
  name: 'Logo "design"\n',
  note: null,
  owner: { id: 2, username: 'ann' },
  kind: 'a' as const,
  tags: [{ label: 'x' }],
};

describe.each([false, true])('compiled response serializer (check %s)', (check) => {
  const serializerOf = compilerOf(check);

  it('writes what zod writes', () => {
    const body = {
      data: [item, { ...item, owner: null, note: 'n', price: 12.5 }],
      meta: { next_cursor: null },
    };
    expect(JSON.parse(serializerOf(ZList)(body))).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it('drops keys the schema does not name, at every depth', () => {
    const leaky = {
      data: [
        {
          ...item,
          passwordHash: 'secret-1',
          owner: { id: 2, username: 'ann', email: 'secret-2@example.com' },
          tags: [{ label: 'x', internal: 'secret-3' }],
        },
      ],
      meta: { next_cursor: 'c', total: 'secret-4' },
      debug: 'secret-5',
    };
    const written = serializerOf(ZList)(leaky);
    expect(written).not.toMatch(/secret/);
    expect(JSON.parse(written)).toEqual({ data: [item], meta: { next_cursor: 'c' } });
  });

  it('keeps zod for a schema JSON Schema cannot describe', () => {
    const serialize = serializerOf(z.object({ at: z.date(), id: z.number() }));
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(JSON.parse(serialize({ at, id: 1, extra: 'secret' }))).toEqual({
      at: at.toISOString(),
      id: 1,
    });
  });
});

describe('compiled response serializer in check mode', () => {
  it('refuses what zod refuses, as before', () => {
    const serialize = compilerOf(true)(ZItem);
    expect(() => serialize({ ...item, kind: 'not-a-kind' })).toThrow();
  });
});

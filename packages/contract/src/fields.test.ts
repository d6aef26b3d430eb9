import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { readableValidationMessage, zAmount, zPageLimit, zRowId } from './fields.ts';

const firstMessage = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.error?.issues[0]?.message;

describe('zRowId', () => {
  it('reads ids given as numbers or as plain digits', () => {
    expect(zRowId().parse(7)).toBe(7);
    expect(zRowId().parse('42')).toBe(42);
    expect(zRowId().parse('2147483647')).toBe(2_147_483_647);
  });

  it.each([
    true,
    [1],
    null,
    '0x10',
    '1e0',
    '+1',
    ' 1',
    '1.0',
    '',
    0,
    -3,
    1.5,
    2_147_483_648,
    '99999999999',
  ])('refuses %j with the one message given', (value) => {
    expect(firstMessage(zRowId('Choose a chat.').safeParse(value))).toBe('Choose a chat.');
  });
});

describe('zPageLimit', () => {
  it('defaults and reads query-string digits', () => {
    expect(zPageLimit(20).parse(undefined)).toBe(20);
    expect(zPageLimit(20).parse('100')).toBe(100);
  });

  it.each(['0', '101', '2.5', 'many', -1])('refuses %j', (value) => {
    expect(firstMessage(zPageLimit(20).safeParse(value))).toBe(
      'Limit must be a whole number from 1 to 100.',
    );
  });
});

describe('zAmount', () => {
  it('reads numbers and decimal text, nothing else', () => {
    const amount = zAmount('Budget must be a number.');
    expect(amount.parse(12.5)).toBe(12.5);
    expect(amount.parse(' 99.50 ')).toBe(99.5);
    for (const odd of ['0x10', '1e3', 'Infinity', 'abc', true])
      expect(firstMessage(amount.safeParse(odd))).toBe('Budget must be a number.');
  });
});

describe('readableValidationMessage', () => {
  // A schema without messages of its own, parsed with the readable wording installed.
  const withReadable = <T extends z.ZodMiniType>(schema: T, input: unknown) =>
    schema.safeParse(input, { error: readableValidationMessage });

  it('words zod defaults for people', () => {
    const schema = z.object({
      name: z.string().check(z.minLength(3)),
      age: z.number().check(z.lte(120)),
    });
    const missing = withReadable(schema, {});
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      'This field is required.',
      'This field is required.',
    ]);
    const wrong = withReadable(schema, { name: 'Al', age: '9' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      'This must be at least 3 characters long.',
      'This must be a number.',
    ]);
    expect(firstMessage(withReadable(z.enum(['a', 'b']), 'c'))).toBe('This must be one of: a, b.');
  });

  it('never replaces a message the schema gives', () => {
    expect(
      firstMessage(withReadable(z.string().check(z.minLength(3, 'Too short, friend.')), 'x')),
    ).toBe('Too short, friend.');
  });
});

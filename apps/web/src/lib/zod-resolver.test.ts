import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zodResolver } from './zod-resolver.ts';

/** What the resolver answers for `values`, as a form's submit asks it. */
const check = <Schema extends Parameters<typeof zodResolver>[0]>(
  schema: Schema,
  values: z.input<Schema>,
) => zodResolver(schema)(values, { names: [] });

const rowSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Give the row a title.')),
  amount: z.number().check(z.positive('Enter an amount above 0.')),
});

describe('zodResolver', () => {
  it('answers a valid form with the values as the schema outputs them, and no errors', async () => {
    const schema = z.object({
      name: z.string().check(z.trim(), z.toLowerCase()),
      age: z.pipe(
        z.string(),
        z.transform((text) => Number(text)),
      ),
      rows: z.array(rowSchema),
    });
    const result = await check(schema, {
      name: '  Ada ',
      age: '36',
      rows: [{ title: ' Design ', amount: 5 }],
    });
    expect(result).toEqual({
      values: { name: 'ada', age: 36, rows: [{ title: 'Design', amount: 5 }] },
      errors: {},
    });
  });

  it('gives each field its first message only, and answers no values', async () => {
    const schema = z.object({
      code: z
        .string()
        .check(z.minLength(6, 'Use at least 6 characters.'), z.regex(/^\d+$/, 'Use digits only.')),
      email: z.email('Enter an email address.'),
      note: z.string(),
    });
    const result = await check(schema, { code: 'ab', email: 'nope', note: 'fine' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      code: { type: 'too_small', message: 'Use at least 6 characters.' },
      email: { type: 'invalid_format', message: 'Enter an email address.' },
    });
  });

  it('says a missing field is required with the message the schema gives it', async () => {
    const schema = z.object({ title: z.string('Enter a title.') });
    const result = await check(schema, {} as never);
    expect(result.errors.title?.message).toBe('Enter a title.');
  });

  it('places row errors in a list shaped as the rows, and record errors in a record', async () => {
    const schema = z.object({
      address: z.object({ city: z.string().check(z.minLength(1, 'Enter a city.')) }),
      rows: z.array(rowSchema),
    });
    const { errors } = await check(schema, {
      address: { city: '' },
      rows: [
        { title: 'Design', amount: 5 },
        { title: 'Build', amount: -1 },
        { title: ' ', amount: 0 },
      ],
    });
    expect(errors.address?.city?.message).toBe('Enter a city.');
    expect(Array.isArray(errors.rows)).toBe(true);
    expect(errors.rows?.[0]).toBeUndefined();
    expect(errors.rows?.[1]?.amount?.message).toBe('Enter an amount above 0.');
    expect(errors.rows?.[1]?.title).toBeUndefined();
    expect(errors.rows?.[2]?.title?.message).toBe('Give the row a title.');
    expect(errors.rows?.[2]?.amount?.message).toBe('Enter an amount above 0.');
  });

  it("puts a whole list's too-few message on the list's error node, beside the row errors", async () => {
    const schema = z.object({
      rows: z.array(rowSchema).check(z.minLength(2, 'Add at least 2 rows.')),
    });
    const { errors } = await check(schema, { rows: [{ title: 'Design', amount: -1 }] });
    expect(errors.rows?.message).toBe('Add at least 2 rows.');
    expect(errors.rows?.type).toBe('too_small');
    expect(Array.isArray(errors.rows)).toBe(true);
    expect(errors.rows?.[0]?.amount?.message).toBe('Enter an amount above 0.');
  });

  it("puts a refine on the list's rows together on the list's error node", async () => {
    const schema = z.object({
      rows: z
        .array(rowSchema)
        .check(
          z.refine(
            (rows) => rows.reduce((sum, row) => sum + row.amount, 0) === 100,
            'The amounts must add up to 100.',
          ),
        ),
    });
    const { errors } = await check(schema, {
      rows: [
        { title: 'Design', amount: 30 },
        { title: '', amount: 30 },
      ],
    });
    expect(errors.rows?.message).toBe('The amounts must add up to 100.');
    expect(errors.rows?.[1]?.title?.message).toBe('Give the row a title.');
    expect(errors.rows?.[0]).toBeUndefined();
  });

  it("puts a form's check that names the list on the list's error node", async () => {
    const schema = z.object({ bid: z.number(), rows: z.array(rowSchema) }).check(
      z.superRefine(({ bid, rows }, context) => {
        if (rows.reduce((sum, row) => sum + row.amount, 0) !== bid)
          context.addIssue({ code: 'custom', message: 'Match the bid.', path: ['rows'] });
      }),
    );
    const { errors } = await check(schema, { bid: 100, rows: [{ title: 'Design', amount: 40 }] });
    expect(errors).toEqual({ rows: expect.objectContaining({ message: 'Match the bid.' }) });
    expect(errors.root).toBeUndefined();
  });

  it('puts a check on the whole form without a path at errors.root', async () => {
    const schema = z
      .object({ password: z.string(), confirm: z.string() })
      .check(z.refine((form) => form.password === form.confirm, 'The passwords must match.'));
    const { errors } = await check(schema, { password: 'secret', confirm: 'secrets' });
    expect(errors).toEqual({ root: { type: 'custom', message: 'The passwords must match.' } });
  });

  it('keeps a field message and a path-less form message apart', async () => {
    const schema = z
      .object({ password: z.string().check(z.minLength(4, 'Use 4 characters or more.')) })
      .check(z.refine((form) => form.password !== 'abc', 'Pick another password.'));
    const { errors } = await check(schema, { password: 'abc' });
    expect(errors.password?.message).toBe('Use 4 characters or more.');
    expect(errors.root?.message).toBe('Pick another password.');
  });

  it('answers a failed union with the message of the branch that came closest', async () => {
    const schema = z.object({
      contact: z.union([
        z
          .string()
          .check(z.regex(/^\+/, 'Start a phone number with +.'), z.minLength(8, 'Too short.')),
        z.email('Enter an email address.'),
      ]),
    });
    // 'ada@ex' is one issue away from an email, two from a phone number.
    const { errors } = await check(schema, { contact: 'ada@ex' });
    expect(errors.contact?.message).toBe('Enter an email address.');
  });

  it('answers a failed union of records through the closest branch, on its own field', async () => {
    const schema = z.object({
      payment: z.union([
        z.object({ kind: z.literal('card'), number: z.string('Enter the card number.') }),
        z.object({ kind: z.literal('bank'), iban: z.string('Enter the IBAN.') }),
      ]),
    });
    const { errors } = await check(schema, { payment: { kind: 'bank' } as never });
    expect(errors.payment).toMatchObject({
      message: 'Enter the IBAN.',
      iban: { message: 'Enter the IBAN.' },
    });
    expect(errors.payment).not.toHaveProperty('number');
  });

  it('answers an async check', async () => {
    const schema = z.object({
      handle: z
        .string()
        .check(
          z.refine(async (handle) => Promise.resolve(handle !== 'taken'), 'That handle is taken.'),
        ),
    });
    expect((await check(schema, { handle: 'taken' })).errors.handle?.message).toBe(
      'That handle is taken.',
    );
    expect((await check(schema, { handle: 'free' })).values).toEqual({ handle: 'free' });
  });
});

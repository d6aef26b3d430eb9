import type { ZodMiniType } from 'zod/mini';
import type { $ZodIssue, input, output } from 'zod/v4/core';
import { addErrorAt, type FieldError, type FieldValues, type Resolver } from './use-form.ts';

/**
 * The first issue of each field, keyed by its dotted name. A union that failed speaks through
 * the branch that came closest (fewest issues), as a person filled the form for one of them.
 */
const firstIssues = (issues: readonly $ZodIssue[]): Map<string, FieldError> => {
  const byName = new Map<string, FieldError>();
  const pending = [...issues];
  for (let issue = pending.shift(); issue; issue = pending.shift()) {
    const name = issue.path.join('.');
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) =>
        branch.length < best.length ? branch : best,
      );
      if (!byName.has(name) && closest[0])
        byName.set(name, { type: closest[0].code, message: closest[0].message });
      const parentPath = issue.path;
      pending.push(...closest.map((inner) => ({ ...inner, path: [...parentPath, ...inner.path] })));
    }
    if (!byName.has(name)) byName.set(name, { type: issue.code, message: issue.message });
  }
  return byName;
};

/** Places each error under its name; one about the whole form is `errors.root`. */
const nestErrors = (byName: Map<string, FieldError>): FieldValues => {
  const errors: FieldValues = {};
  for (const [name, error] of byName) addErrorAt(errors, name === '' ? 'root' : name, error);
  return errors;
};

/**
 * A form's checks from a zod schema: the contract's rules, with its messages. It parses with
 * the schema's own method, so a page that holds a form's resolver loads no zod until it builds
 * a schema.
 */
export const zodResolver =
  <Schema extends ZodMiniType<FieldValues, FieldValues>>(
    schema: Schema,
  ): Resolver<input<Schema>, output<Schema>> =>
  async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: nestErrors(firstIssues(result.error.issues)) };
  };

import type { z } from 'zod/mini';
import { AppError } from '#kernel/app-error.ts';

export const VALIDATION_FAILED_MESSAGE = 'Please correct the highlighted fields.';

/** The first message per field, keyed by the dotted path, as the envelope's `data`. */
export const fieldErrorsOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
};

/** Parses input that did not go through a route schema (multipart fields) with the same 422. */
export const parseOrThrow = <T extends z.ZodMiniType>(schema: T, input: unknown): z.infer<T> => {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new AppError(
      'unprocessable',
      VALIDATION_FAILED_MESSAGE,
      fieldErrorsOf(result.error.issues),
    );
  return result.data;
};

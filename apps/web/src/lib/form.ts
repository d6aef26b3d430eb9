import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError, type ApiError } from './api-client.ts';

/**
 * Props that wire one input to a form: registration, its error message, and clearing that
 * message when the field gets focus (SPEC.md section 5).
 */
export const fieldProps = <T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  name: Path<T>,
) => ({
  ...form.register(name),
  error: form.getFieldState(name, form.formState).error?.message,
  onFocus: () => form.clearErrors(name),
});

/** Puts the server's per-field messages under the matching fields; returns those it placed. */
export const applyServerFieldErrors = <T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: ApiError,
  fields: readonly Path<T>[],
): string[] => {
  const placed: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const match = fields.find((name) => name === field);
    if (match) {
      form.setError(match, { type: 'server', message });
      placed.push(field);
    }
  }
  return placed;
};

/**
 * Shared useForm options. Errors clear when their field gets focus (SPEC), so the form must not
 * move focus to the first invalid field itself: that would wipe the very message just shown.
 */
export const FORM_OPTIONS = { shouldFocusError: false } as const;

/**
 * The message a form shows above its fields after a failed submit, kept until the next one:
 * the cause when the network or the server failed, the server's message when no field took
 * it, nothing when every message sits beside its field.
 */
export const formErrorOf = (
  error: unknown,
  placed: readonly string[],
  fallback: string,
): string | undefined => {
  if (!isApiError(error)) return fallback;
  if (error.isUnavailable || placed.length === 0) return error.message;
  return undefined;
};

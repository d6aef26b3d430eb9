import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from './use-form.ts';
import { isApiError, networkError, type ApiError } from './api-client.ts';
import { onceUntilFailed } from './lazy-on-intent.ts';
import { notify } from './toast.ts';

/**
 * Props that wire one input to a form: registration, its error message, and clearing that
 * message when the field gets focus (SPEC.md section 5).
 */
export const fieldProps = <T extends FieldValues, O>(form: UseFormReturn<T, O>, name: Path<T>) => ({
  ...form.register(name),
  error: form.getFieldState(name, form.formState).error?.message,
  onFocus: () => form.clearErrors(name),
});

/** Puts the server's per-field messages under the matching fields; returns those it placed. */
export const applyServerFieldErrors = <T extends FieldValues, O>(
  form: UseFormReturn<T, O>,
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
 * Shared useForm options. Errors clear when their field gets focus (SPEC), so the form
 * must not move focus itself: that would wipe the very message just shown. useFocusFirstInvalid
 * moves it instead, without the forms hearing of it.
 */
export const FORM_OPTIONS = { shouldFocusError: false } as const;

/** What a form element takes from resolverOnIntent. */
export type IntentProps = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onSubmitCapture: () => void;
};

/**
 * The resolver of a form drawn with its page, loaded when the form is about to be used rather
 * than with the page: its schemas' module, and zod with it (10 kB gzipped). `formProps` go on
 * the form: a pointer over it or focus in it starts the load, and a submit before that waits
 * for it. One promise per form, and a failed load is forgotten, so the next submit asks again.
 * A submit whose checks cannot load sends nothing and says so with `sayUnavailable` (as the
 * form says a request that never reached the server); the checks the form runs on each
 * change after a submit stay silent then, rather than saying it once per keystroke.
 * Forms inside dialogs take their resolver directly: the dialog's code already loads on intent.
 */
export const resolverOnIntent = <Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, Output>>,
  sayUnavailable: (error: ApiError) => void = (error) => notify.error(error.message),
) => {
  const loadOnce = onceUntilFailed(load);
  let submitted = false;
  const resolver: Resolver<Values, Output> = async (values, options) => {
    const forSubmit = submitted;
    submitted = false;
    let loaded: Resolver<Values, Output>;
    try {
      loaded = await loadOnce();
    } catch {
      const unavailable = networkError();
      if (forSubmit) sayUnavailable(unavailable);
      // An error the fields do not show: it keeps the submit from going ahead unchecked. (Every
      // form's errors may hold `root`; TypeScript cannot see that through the generic.)
      const errors = { root: { type: 'unavailable', message: unavailable.message } };
      return { values: {}, errors: errors as FieldErrors<Values> };
    }
    return loaded(values, options);
  };
  const preload = () => void loadOnce().catch(() => undefined);
  const formProps: IntentProps = {
    onPointerEnter: preload,
    onFocus: preload,
    onSubmitCapture: () => {
      submitted = true;
    },
  };
  return { resolver, formProps };
};

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

const FOCUSABLE_INSIDE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/** Swallows the focus event of one programmatic focus before React (and the form) sees it. */
const focusSilently = (element: HTMLElement) => {
  const hush = (event: Event) => event.stopPropagation();
  window.addEventListener('focusin', hush, true);
  try {
    element.focus();
  } finally {
    window.removeEventListener('focusin', hush, true);
  }
};

/**
 * Focuses the first field of `form` marked `aria-invalid`, in page order. A group (a fieldset of
 * radios) hands focus to its chosen option, else its first one. The field's message stays: the
 * focus handlers that clear it on a person's focus (SPEC) do not hear this one.
 */
export const focusFirstInvalid = (form: HTMLElement): boolean => {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE_INSIDE)
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked') ??
      invalid.querySelector<HTMLElement>(FOCUSABLE_INSIDE));
  if (!target) return false;
  focusSilently(target);
  return true;
};

/**
 * The form's ref. Each time `attempt` grows (a submit was tried: the form's
 * `submitCount`, or a form's own counter), once the errors are drawn, focus moves to the first
 * invalid field; a submit that passed leaves focus alone.
 */
export const useFocusFirstInvalid = (attempt: number) => {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0 && ref.current) focusFirstInvalid(ref.current);
  }, [attempt]);
  return ref;
};

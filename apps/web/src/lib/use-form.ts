import { useRef, useSyncExternalStore, type BaseSyntheticEvent } from 'react';

/**
 * The app's forms: values kept outside React, uncontrolled inputs registered by name, checks
 * by a resolver (the contract's zod schemas, zod-resolver.ts) on submit and, after a submit,
 * on each change. It keeps react-hook-form 7's names and behaviour for the part of it the forms
 * use, and replaced it for its weight: react-hook-form was 13 kB gzipped of every page that
 * opens on a form (sign-in, the create and profile pages), which put them over the 134 kB
 * budget of issue 12; this module is about 1.1 kB (ARCHITECTURE.md, the web layers).
 */

// A form's values are whatever its schema makes of it: any record.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldValues = Record<string, any>;

type Nested = readonly unknown[] | FieldValues;

/** Every dotted name into `T`: 'title', 'milestones', 'milestones.0.amount'. */
export type Path<T> = T extends readonly (infer Item)[]
  ? `${number}` | `${number}.${Path<Item>}`
  : T extends FieldValues
    ? {
        [K in keyof T & string]: T[K] extends Nested ? K | `${K}.${Path<T[K]>}` : K;
      }[keyof T & string]
    : never;

/** The value at a dotted name. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? PathValue<Step<T, Head>, Rest>
  : Step<T, P>;
type Step<T, Key extends string> = T extends readonly (infer Item)[]
  ? Item
  : Key extends keyof T
    ? T[Key]
    : never;

export type FieldError = { type: string; message?: string };

/**
 * Errors shaped as the values: `errors.title`, `errors.milestones[0].amount`, and for a list
 * as a whole `errors.milestones.root` (from a check) or `errors.milestones` (from setError).
 */
export type FieldErrors<T> = { [K in keyof T]?: ErrorAt<T[K]> } & { root?: FieldError };
type ErrorAt<V> = V extends readonly (infer Item)[]
  ? Partial<FieldError> & { root?: FieldError } & (Item extends FieldValues
        ? Array<FieldErrors<Item> | undefined>
        : unknown)
  : V extends FieldValues
    ? Partial<FieldError> & FieldErrors<V>
    : FieldError;

export type ResolverResult<Values, Output> =
  | { values: Output; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors<Values> };

/** Checks the values: the output the submit handler gets, or the errors to draw. */
export type Resolver<Values extends FieldValues, Output = Values> = (
  values: Values,
  options: { names: readonly string[] },
) => Promise<ResolverResult<Values, Output>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type UseFormRegisterReturn<Name extends string = string> = {
  name: Name;
  ref: (element: FieldElement | null) => (() => void) | undefined;
  onChange: (event: { target: unknown }) => void;
  onBlur: () => void;
};

type RegisterOptions = {
  /** Turns what the input holds into the value the form keeps (and checks). */
  setValueAs?: (value: string) => unknown;
  /** Runs after the form has taken the change. */
  onChange?: (event: { target: unknown }) => void;
};

export type FormState<Values> = {
  errors: FieldErrors<Values>;
  isSubmitting: boolean;
  isSubmitted: boolean;
  submitCount: number;
};

export type UseFormReturn<Values extends FieldValues, Output = Values> = {
  register: <Name extends Path<Values>>(
    name: Name,
    options?: RegisterOptions,
  ) => UseFormRegisterReturn<Name>;
  handleSubmit: (
    onValid: (values: Output) => unknown,
  ) => (event?: Pick<BaseSyntheticEvent, 'preventDefault'>) => Promise<void>;
  formState: FormState<Values>;
  getFieldState: (
    name: Path<Values>,
    formState?: FormState<Values>,
  ) => { error: FieldError | undefined };
  setError: (name: Path<Values> | 'root', error: FieldError) => void;
  clearErrors: (name?: Path<Values>) => void;
  watch: <Name extends Path<Values>>(name: Name) => PathValue<Values, Name>;
  setValue: <Name extends Path<Values>>(name: Name, value: PathValue<Values, Name>) => void;
  reset: (values?: Values) => void;
  control: FormControl<Values>;
};

export type UseFormOptions<Values extends FieldValues, Output> = {
  resolver: Resolver<Values, Output>;
  /** What the inputs show first; a field left out starts empty. */
  defaultValues?: Partial<Values>;
  /**
   * react-hook-form's option, here always off: focus moves to the first invalid field through
   * useFocusFirstInvalid (form.ts), because focus clears a field's message (SPEC).
   */
  shouldFocusError?: false;
};

/** Reads a dotted name out of nested values. */
const getAt = (source: unknown, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      source,
    );

/** Writes a dotted name into nested values, making the records and lists on its way. */
const setAt = (target: Record<string, unknown>, name: string, value: unknown) => {
  const keys = name.split('.');
  const last = keys.pop() as string;
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    const next = node[key];
    if (next === null || typeof next !== 'object') {
      node[key] = /^\d+$/.test(keys[index + 1] ?? last) ? [] : {};
    }
    node = node[key] as Record<string, unknown>;
  });
  node[last] = value;
};

/**
 * Puts an error under a dotted name, in records and lists shaped as the values (a numeric key
 * is a list's row). An error on a list or record keeps those of its rows and fields already
 * there (`errors.milestones.message` beside `errors.milestones[0].title`).
 */
export const addErrorAt = (errors: FieldValues, name: string, error: FieldError) =>
  setAt(errors, name, Object.assign(getAt(errors, name) ?? {}, error));

const deleteAt = (target: Record<string, unknown>, name: string) => {
  const keys = name.split('.');
  const last = keys.pop() as string;
  const parent = getAt(target, keys.join('.'));
  const holder = keys.length === 0 ? target : parent;
  if (holder !== null && typeof holder === 'object')
    delete (holder as Record<string, unknown>)[last];
};

/** Values are plain data (text, numbers, lists, records), so a structured copy is exact. */
const copyOf = <T>(values: T): T => structuredClone(values);

const isFileInput = (element: FieldElement) =>
  element instanceof HTMLInputElement && element.type === 'file';

const isChoice = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');

/** What a changed input holds, as react-hook-form reads it: a box's tick, a radio's value. */
const valueOfInput = (element: FieldElement, current: unknown): unknown => {
  if (!isChoice(element)) return element.value;
  if (element.type === 'radio') return element.checked ? element.value : current;
  return element.checked;
};

/** Puts a value into an input: the form's values lead, the inputs follow. */
const showInInput = (element: FieldElement, value: unknown) => {
  if (isFileInput(element)) return;
  if (isChoice(element)) {
    element.checked =
      element.type === 'radio' ? element.value === String(value ?? '') : value === true;
  } else {
    element.value = value === undefined || value === null ? '' : String(value);
  }
};

/**
 * One form's state, outside React: the values, the inputs holding them, the errors. `version`
 * grows with every change anyone drawing the form could see; useForm and useWatch draw again
 * when it does.
 */
export class FormControl<Values extends FieldValues> {
  values: Values;
  defaults: Values;
  errors: FieldErrors<Values> = {};
  isSubmitting = false;
  submitCount = 0;
  version = 0;
  private readonly inputs = new Map<string, Set<FieldElement>>();
  private readonly refs = new Map<string, UseFormRegisterReturn['ref']>();
  private readonly listeners = new Set<() => void>();

  constructor(defaults: Values) {
    this.defaults = copyOf(defaults);
    this.values = copyOf(defaults);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  get(name: string): unknown {
    return getAt(this.values, name);
  }

  /** Sets a value and shows it in the inputs of its name and of the names under it. */
  set(name: string, value: unknown) {
    setAt(this.values, name, value);
    this.showValues((inputName) => inputName === name || inputName.startsWith(`${name}.`));
    this.changed();
  }

  private showValues(which: (inputName: string) => boolean = () => true) {
    for (const [inputName, inputs] of this.inputs)
      if (which(inputName)) for (const element of inputs) showInInput(element, this.get(inputName));
  }

  /**
   * One ref per name, so React attaches an input once and not on every draw. An input shows
   * the form's value when it attaches (a dialog's field drawn again keeps what was typed); a
   * field without a value takes the input's own (an empty text, a select's first option).
   */
  refFor(name: string): UseFormRegisterReturn['ref'] {
    const existing = this.refs.get(name);
    if (existing) return existing;
    const ref: UseFormRegisterReturn['ref'] = (element) => {
      if (!element) return undefined;
      const inputs = this.inputs.get(name) ?? new Set();
      this.inputs.set(name, inputs);
      inputs.add(element);
      const value = this.get(name);
      if (value !== undefined) showInInput(element, value);
      else if (!isFileInput(element)) setAt(this.values, name, valueOfInput(element, undefined));
      return () => inputs.delete(element);
    };
    this.refs.set(name, ref);
    return ref;
  }

  /** The names with an input, for a resolver that asks. */
  names(): string[] {
    return [...this.inputs.keys()];
  }

  errorAt(name: string): FieldError | undefined {
    return getAt(this.errors, name) as FieldError | undefined;
  }

  setError(name: string, error: FieldError | undefined) {
    if (error) addErrorAt(this.errors, name, error);
    else deleteAt(this.errors, name);
    this.changed();
  }

  /** Takes new values, or the defaults again, and forgets errors and submits. */
  reset(values?: Values) {
    if (values) this.defaults = copyOf(values);
    this.values = copyOf(this.defaults);
    this.errors = {};
    this.submitCount = 0;
    this.showValues();
    this.changed();
  }
}

/** Draws the caller again when anything in the form changes (the prerender draws it once). */
export const useFormVersion = (control: FormControl<FieldValues>) => {
  const version = () => control.version;
  useSyncExternalStore(control.subscribe, version, version);
};

/**
 * A form. Checks run on submit; after the first submit a change checks again and draws (or
 * clears) that field's error, as react-hook-form's default `reValidateMode: 'onChange'` does.
 */
export const useForm = <Values extends FieldValues, Output = Values>(
  options: UseFormOptions<Values, Output>,
): UseFormReturn<Values, Output> => {
  const formRef = useRef<UseFormReturn<Values, Output>>(null);
  // The latest resolver: a form may swap schemas as it is drawn (checkout's hosted card).
  const resolverRef = useRef(options.resolver);
  resolverRef.current = options.resolver;
  formRef.current ??= createForm(
    new FormControl((options.defaultValues ?? {}) as Values),
    (values, names) => resolverRef.current(values, { names }),
  );
  const form = formRef.current;
  const { control } = form;
  useFormVersion(control);
  // One object for the form's life, as react-hook-form's: effects may depend on it.
  form.formState = {
    errors: control.errors,
    isSubmitting: control.isSubmitting,
    isSubmitted: control.submitCount > 0,
    submitCount: control.submitCount,
  };
  return form;
};

const createForm = <Values extends FieldValues, Output>(
  control: FormControl<Values>,
  resolve: (values: Values, names: readonly string[]) => Promise<ResolverResult<Values, Output>>,
): UseFormReturn<Values, Output> => {
  const check = () => resolve(copyOf(control.values), control.names());
  const checkAgain = async (name: string) => {
    const result = await check();
    control.setError(name, getAt(result.errors, name) as FieldError | undefined);
  };
  return {
    register: (name, registerOptions) => ({
      name,
      ref: control.refFor(name),
      onChange: (event) => {
        const element = event.target as FieldElement;
        const raw = valueOfInput(element, control.get(name));
        const { setValueAs } = registerOptions ?? {};
        setAt(control.values, name, setValueAs && typeof raw === 'string' ? setValueAs(raw) : raw);
        control.changed();
        registerOptions?.onChange?.(event);
        if (control.submitCount > 0) void checkAgain(name);
      },
      onBlur: () => undefined,
    }),

    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault();
      control.isSubmitting = true;
      control.changed();
      try {
        const result = await check();
        control.errors = result.errors;
        if (Object.keys(result.errors).length === 0) await onValid(result.values as Output);
      } finally {
        control.isSubmitting = false;
        control.submitCount += 1;
        control.changed();
      }
    },

    formState: { errors: {}, isSubmitting: false, isSubmitted: false, submitCount: 0 },
    getFieldState: (name) => ({ error: control.errorAt(name) }),
    setError: (name, error) => control.setError(name, error),
    clearErrors: (name) => {
      if (name === undefined) {
        control.errors = {};
        control.changed();
      } else if (control.errorAt(name)) control.setError(name, undefined);
    },
    watch: (name) => control.get(name) as never,
    setValue: (name, value) => control.set(name, value),
    reset: (values) => control.reset(values),
    control,
  };
};

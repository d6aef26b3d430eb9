import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn.ts';

const controlClass = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors duration-300 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-50 read-only:bg-slate-50 read-only:text-slate-600',
    invalid
      ? 'border-rose-400 focus:outline-rose-500'
      : 'border-slate-300 focus:border-violet-600 focus:outline-violet-600',
  );

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

const FieldFrame = ({ id, label, error, hint, className, children }: FieldFrameProps) => (
  <div className={cn('flex flex-col gap-1.5', className)}>
    <label htmlFor={id} className="text-sm font-medium text-slate-700">
      {label}
    </label>
    {children}
    {error ? (
      <p id={`${id}-error`} className="text-sm text-rose-600">
        {error}
      </p>
    ) : hint ? (
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    ) : null}
  </div>
);

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: ReactNode;
  /** Shown in rose under the field; the form clears it when the field gets focus (SPEC). */
  error?: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export const TextField = ({ label, error, hint, className, id, ...rest }: TextFieldProps) => {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} className={className}>
      <input
        id={fieldId}
        className={cn(controlClass(Boolean(error)), 'h-10')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...rest}
      />
    </FieldFrame>
  );
};

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

export const SelectField = ({
  label,
  error,
  hint,
  className,
  id,
  children,
  ...rest
}: SelectFieldProps) => {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} className={className}>
      <select
        id={fieldId}
        className={cn(controlClass(Boolean(error)), 'h-10 pr-8')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
};

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field (descriptions, cover letters), in the look of TextField. */
export const TextareaField = ({
  label,
  error,
  hint,
  className,
  id,
  ...rest
}: TextareaFieldProps) => {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={fieldId}
        className={cn(controlClass(Boolean(error)), 'min-h-40 py-2')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...rest}
      />
    </FieldFrame>
  );
};

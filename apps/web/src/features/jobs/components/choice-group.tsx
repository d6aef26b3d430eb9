import type { UseFormRegisterReturn } from '../../../lib/use-form.ts';
import { cn } from '../../../lib/cn.ts';

type ChoiceGroupProps = {
  legend: string;
  options: readonly string[];
  /** The registration of the one form field all the radios write to. */
  registration: UseFormRegisterReturn;
  /** The chosen option, to style its pill. */
  value: string | undefined;
  error?: string;
  onFocus: () => void;
};

/** A radio group drawn as pills (size, experience level); arrow keys move as in any radio group. */
export const ChoiceGroup = ({
  legend,
  options,
  registration,
  value,
  error,
  onFocus,
}: ChoiceGroupProps) => (
  <fieldset className="flex flex-col gap-1.5" aria-invalid={error ? true : undefined}>
    <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
    {/* Stacked on phones, where three pills do not fit side by side. */}
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      {options.map((option) => (
        <label
          key={option}
          className={cn(
            'flex cursor-pointer sm:min-w-28 items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors duration-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
            value === option
              ? 'border-violet-600 bg-violet-50 font-medium text-violet-800'
              : error
                ? 'border-rose-300 bg-white text-slate-700 hover:bg-slate-50'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <input
            type="radio"
            value={option}
            className="accent-violet-700"
            {...registration}
            onFocus={onFocus}
          />
          {option}
        </label>
      ))}
    </div>
    {error ? <p className="text-sm text-rose-600">{error}</p> : null}
  </fieldset>
);

import { Check, ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCategories } from '../../../lib/categories.ts';
import { S } from '../../../strings-jobs.ts';

type SkillPickerProps = {
  skills: readonly string[];
  onChange: (skills: string[]) => void;
  error?: string;
  onFocus: () => void;
  disabled?: boolean;
};

/** Toggles a name in the list: SPEC.md section 2, picking a chosen skill again removes it. */
export const toggleSkill = (skills: readonly string[], name: string): string[] =>
  skills.includes(name) ? skills.filter((skill) => skill !== name) : [...skills, name];

/**
 * Skills picked from the real categories, as a WAI-ARIA multi-select combobox: typing filters
 * the list, the arrow keys move through it (aria-activedescendant: focus stays in the input),
 * Enter picks or unpicks, Escape closes. The chosen ones also show as removable chips.
 */
export const SkillPicker = ({ skills, onChange, error, onFocus, disabled }: SkillPickerProps) => {
  const categories = useCategories();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const names = (categories.data ?? []).map((category) => category.name);
  const shown = names.filter((name) => name.toLowerCase().includes(query.trim().toLowerCase()));
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const unavailable = disabled || !categories.data;
  const expanded = open && !unavailable;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const show = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (name: string) => onChange(toggleSkill(skills, name));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (event.altKey) setOpen(true);
      else if (last >= 0) show(!expanded || active >= last ? 0 : active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (last >= 0) show(!expanded || active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter') {
      // Enter picks in the open list; with the list closed it sends the form as usual.
      if (!expanded) return;
      event.preventDefault();
      const name = shown[active];
      if (name) pick(name);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else setQuery('');
    } else if (event.key === 'Backspace' && query === '' && skills.length > 0) {
      onChange(skills.slice(0, -1));
    }
  };

  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-700">
        {S.jobBoard.skills}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          type="text"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={categories.isPending ? S.jobBoard.loadingCategories : S.jobBoard.addSkill}
          disabled={unavailable}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => (expanded ? close() : setOpen(true))}
          onFocus={onFocus}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={cn(
            'block h-10 w-full rounded-lg border bg-white pr-9 pl-3 text-sm text-slate-900 shadow-sm transition-colors duration-300 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-50',
            error
              ? 'border-rose-400 focus:outline-rose-500'
              : 'border-slate-300 focus:border-violet-600 focus:outline-violet-600',
          )}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <ul
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={S.jobBoard.skills}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {shown.map((name, index) => (
            <li
              key={name}
              id={optionId(index)}
              role="option"
              aria-selected={skills.includes(name)}
              // Keeps focus in the input, where the keyboard and the screen reader are.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(name)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-slate-700',
                index === active && 'bg-violet-50 text-violet-900',
              )}
            >
              {name}
              {skills.includes(name) ? (
                <Check aria-hidden="true" className="size-4 text-violet-700" />
              ) : null}
            </li>
          ))}
          {shown.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-slate-500">
              {S.jobBoard.noSkillFound}
            </li>
          ) : null}
        </ul>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {S.jobBoard.skillsHint}
        </p>
      )}
      {categories.isError ? (
        <p className="flex items-center gap-2 text-sm text-rose-600" role="alert">
          {S.jobBoard.categoriesFailed}
          <Button variant="ghost" size="sm" onClick={() => void categories.refetch()}>
            {S.app.retry}
          </Button>
        </p>
      ) : null}
      {skills.length ? (
        <ul className="mt-0.5 flex flex-wrap gap-2" aria-label={S.jobBoard.chosenSkills}>
          {skills.map((name) => (
            <li key={name}>
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 py-1 pr-1 pl-3 text-sm text-violet-800 ring-1 ring-violet-200">
                {name}
                <button
                  type="button"
                  onClick={() => onChange(toggleSkill(skills, name))}
                  aria-label={S.jobBoard.removeSkill(name)}
                  disabled={disabled}
                  className="cursor-pointer rounded-full p-0.5 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { S } from '../../../strings.ts';
import { useCategories } from '../../../lib/categories.ts';

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

/** Skills picked from the real categories; the chosen ones show as removable chips. */
export const SkillPicker = ({ skills, onChange, error, onFocus, disabled }: SkillPickerProps) => {
  const categories = useCategories();
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={S.jobBoard.skills}
        // Always back on the prompt: the select is an action, the chips are the value.
        value=""
        onChange={(event) => {
          if (event.target.value) onChange(toggleSkill(skills, event.target.value));
        }}
        onFocus={onFocus}
        error={error}
        hint={S.jobBoard.skillsHint}
        disabled={disabled || !categories.data}
      >
        <option value="">
          {categories.isPending ? S.jobBoard.loadingCategories : S.jobBoard.addSkill}
        </option>
        {categories.data?.map((category) => (
          <option key={category.id} value={category.name}>
            {skills.includes(category.name) ? `✓ ${category.name}` : category.name}
          </option>
        ))}
      </SelectField>
      {categories.isError ? (
        <p className="flex items-center gap-2 text-sm text-rose-600" role="alert">
          {S.jobBoard.categoriesFailed}
          <Button variant="ghost" size="sm" onClick={() => void categories.refetch()}>
            {S.app.retry}
          </Button>
        </p>
      ) : null}
      {skills.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={S.jobBoard.chosenSkills}>
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

import { X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CATALOG_MESSAGES,
  PROJECT_SKILL_MAX_LENGTH,
  PROJECT_SKILLS_MAX,
} from '@marketplace/contract';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings-portfolio.ts';

/**
 * Adds a typed skill to the list: trimmed, once whatever its case, within the contract's
 * limits (the server's own messages otherwise). Empty text adds nothing and says nothing.
 */
export const addSkill = (skills: string[], text: string): { skills: string[]; error?: string } => {
  const name = text.trim().replace(/\s+/g, ' ');
  if (!name) return { skills };
  if (name.length > PROJECT_SKILL_MAX_LENGTH)
    return { skills, error: CATALOG_MESSAGES.skillInvalid };
  if (skills.some((skill) => skill.toLowerCase() === name.toLowerCase())) return { skills };
  if (skills.length >= PROJECT_SKILLS_MAX) return { skills, error: CATALOG_MESSAGES.skillsTooMany };
  return { skills: [...skills, name] };
};

type SkillsInputProps = {
  label: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
  onFocus?: () => void;
  disabled?: boolean;
};

/** SPEC: Enter adds a skill tag (and does not submit the form); tags are removable chips. */
export const SkillsInput = ({
  label,
  skills,
  onChange,
  error,
  onFocus,
  disabled,
}: SkillsInputProps) => {
  const id = useId();
  const [text, setText] = useState('');
  const [ownError, setOwnError] = useState<string>();
  const shown = ownError ?? error;

  const commit = () => {
    const result = addSkill(skills, text);
    setOwnError(result.error);
    if (!result.error) {
      setText('');
      if (result.skills !== skills) onChange(result.skills);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={text}
        disabled={disabled}
        placeholder={S.portfolio.skillPlaceholder}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => {
          setOwnError(undefined);
          onFocus?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Backspace' && text === '' && skills.length) {
            onChange(skills.slice(0, -1));
          }
        }}
        className={cn(
          'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors duration-300 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-50',
          shown
            ? 'border-rose-400 focus:outline-rose-500'
            : 'border-slate-300 focus:border-violet-600 focus:outline-violet-600',
        )}
      />
      <p id={`${id}-help`} className={shown ? 'text-sm text-rose-600' : 'text-xs text-slate-500'}>
        {shown ?? S.portfolio.skillsHint(skills.length, PROJECT_SKILLS_MAX)}
      </p>
      {skills.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={S.portfolio.chosenSkills}>
          {skills.map((name) => (
            <li key={name}>
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 py-1 pr-1 pl-3 text-sm text-violet-800">
                {name}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(skills.filter((skill) => skill !== name))}
                  aria-label={S.portfolio.removeSkill(name)}
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

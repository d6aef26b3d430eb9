import { useState } from 'react';
import { S } from '../../../strings.ts';

const STORAGE_KEY = 'hide_applied_jobs';

const stored = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

/** Whether 'Find work' hides the jobs already applied to; remembered on this device. */
export const useHideApplied = (): [boolean, (hide: boolean) => void] => {
  const [hide, setHide] = useState(stored);
  const set = (next: boolean) => {
    setHide(next);
    try {
      if (next) localStorage.setItem(STORAGE_KEY, 'true');
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage may be off (private mode): the choice then lasts until the page closes.
    }
  };
  return [hide, set];
};

/** The visible switch over the job list: the person sees why applied jobs are missing. */
export const HideAppliedToggle = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="flex cursor-pointer items-center gap-2 self-start text-sm text-slate-700">
    <input
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer rounded border-slate-300 accent-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
    />
    {S.jobBoard.hideApplied}
  </label>
);

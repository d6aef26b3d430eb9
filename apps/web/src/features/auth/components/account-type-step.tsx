import type { TAccountType } from '@marketplace/contract';
import { BriefcaseBusiness, CircleCheck, Laptop } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings-auth.ts';

const OPTIONS: { value: TAccountType; title: string; text: string; icon: typeof Laptop }[] = [
  { value: 'client', title: S.auth.client, text: S.auth.clientCardText, icon: BriefcaseBusiness },
  { value: 'freelancer', title: S.auth.freeLancer, text: S.auth.freelancerCardText, icon: Laptop },
];

type AccountTypeStepProps = {
  initial?: TAccountType;
  onContinue: (accountType: TAccountType) => void;
};

/** Step one of sign-up: two big selectable cards, real radio buttons underneath. */
export const AccountTypeStep = ({ initial, onContinue }: AccountTypeStepProps) => {
  const [selected, setSelected] = useState<TAccountType | undefined>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onContinue(selected);
      }}
      className="flex flex-col gap-6"
    >
      <fieldset>
        <legend className="sr-only">{S.auth.chooseAccountType}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {OPTIONS.map(({ value, title, text, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'relative flex cursor-pointer flex-col gap-3 rounded-xl border-2 bg-white p-5 transition-colors duration-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
                selected === value
                  ? 'border-violet-700 bg-violet-50/60'
                  : 'border-slate-200 hover:border-violet-300',
              )}
            >
              <input
                type="radio"
                name="account_type"
                value={value}
                checked={selected === value}
                onChange={() => setSelected(value)}
                className="sr-only"
              />
              <span className="flex items-center justify-between">
                <span
                  className={cn(
                    'flex size-11 items-center justify-center rounded-lg',
                    selected === value
                      ? 'bg-violet-700 text-white'
                      : 'bg-violet-50 text-violet-700',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <CircleCheck
                  aria-hidden="true"
                  className={cn(
                    'size-5 transition-opacity duration-300',
                    selected === value ? 'text-violet-700 opacity-100' : 'opacity-0',
                  )}
                />
              </span>
              <span className="text-base font-semibold text-slate-900">{title}</span>
              <span className="text-sm text-slate-600">{text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={!selected}>
        {S.auth.continue}
      </Button>
    </form>
  );
};

import { ArrowDownUp, Check } from 'lucide-react';
import type { SERVICE_SORTS } from '@marketplace/contract';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu.tsx';
import { S } from '../../../strings.ts';

export type SortValue = (typeof SERVICE_SORTS)[number];

/** SPEC's labels and the order each asks the server for (Best Price: lowest price first). */
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = [
  { value: 'newest', label: S.home.sortNewest },
  { value: 'oldest', label: S.home.sortOldest },
  { value: 'price', label: S.home.sortBestPrice },
];

type SortMenuProps = { value: SortValue; onChange: (value: SortValue) => void };

/** Newest, Oldest, Best Price: the picked order sorts the services on the server. */
export const SortMenu = ({ value, onChange }: SortMenuProps) => {
  const selected = SORT_OPTIONS.find((option) => option.value === value) ?? SORT_OPTIONS[0];
  return (
    <Menu>
      <MenuTrigger className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700">
        <ArrowDownUp aria-hidden="true" className="size-4 text-slate-400" />
        <span className="text-slate-500">{S.home.sortBy}:</span> {selected?.label}
      </MenuTrigger>
      <MenuContent>
        {SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} onSelect={() => onChange(option.value)}>
            <Check
              aria-hidden="true"
              className={option.value === value ? 'size-4 text-violet-700' : 'size-4 opacity-0'}
            />
            {option.label}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
};

import { Search, X } from 'lucide-react';
import { JOB_LEVELS, JOB_SIZES } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { S } from '../../../strings.ts';
import { InlineRetry } from '../../../components/ui/inline-retry.tsx';
import { useCategories } from '../../../lib/categories.ts';

/** What the person typed and picked, as text; turned into query parameters once settled. */
export type JobFilterValues = {
  q: string;
  category: string;
  level: string;
  size: string;
  min_budget: string;
  max_budget: string;
};

export const NO_FILTERS: JobFilterValues = {
  q: '',
  category: '',
  level: '',
  size: '',
  min_budget: '',
  max_budget: '',
};

export const hasFilters = (values: JobFilterValues) =>
  Object.values(values).some((value) => value.trim() !== '');

/** A minimum above the maximum can match nothing; say so rather than show an empty list. */
export const budgetRangeError = (values: JobFilterValues): string | undefined => {
  const min = Number(values.min_budget);
  const max = Number(values.max_budget);
  if (values.min_budget.trim() === '' || values.max_budget.trim() === '') return undefined;
  return min > max ? S.jobBoard.budgetRangeInvalid : undefined;
};

const controlClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700 shadow-sm transition-colors duration-300 focus:border-violet-600 focus:outline-2 focus:outline-offset-0 focus:outline-violet-600';

type JobFiltersProps = {
  values: JobFilterValues;
  onChange: (values: JobFilterValues) => void;
  /** A search with these values is on its way. */
  busy?: boolean;
};

/** The search box ('Search...') and the filters of the freelancer home. */
export const JobFilters = ({ values, onChange, busy }: JobFiltersProps) => {
  const categories = useCategories();
  const set = (name: keyof JobFilterValues) => (value: string) =>
    onChange({ ...values, [name]: value });
  const rangeError = budgetRangeError(values);
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor="job-search" className="sr-only">
          {S.home.searchJobs}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id="job-search"
          type="search"
          value={values.q}
          onChange={(event) => set('q')(event.target.value)}
          placeholder={S.home.search}
          maxLength={200}
          autoComplete="off"
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-11 pl-12 text-base shadow-sm placeholder:text-slate-400 focus:border-violet-600 focus:outline-2 focus:outline-offset-0 focus:outline-violet-600 sm:text-sm"
        />
        <span role="status" className="absolute top-1/2 right-10 -translate-y-1/2 text-violet-700">
          {busy ? (
            <>
              <Spinner />
              <span className="sr-only">{S.jobBoard.searching}</span>
            </>
          ) : null}
        </span>
      </div>
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-[repeat(3,minmax(0,1fr))_7rem_7rem_auto]">
        <legend className="sr-only">{S.jobBoard.filters}</legend>
        <select
          aria-label={S.jobBoard.category}
          // Full width on phones, so the budget pair below shares one row.
          className={cn(controlClass, 'col-span-2 sm:col-span-1')}
          value={values.category}
          onChange={(event) => set('category')(event.target.value)}
        >
          <option value="">{S.jobBoard.anyCategory}</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.name}>
              {category.name}
            </option>
          ))}
        </select>
        <select
          aria-label={S.jobBoard.level}
          className={controlClass}
          value={values.level}
          onChange={(event) => set('level')(event.target.value)}
        >
          <option value="">{S.jobBoard.anyLevel}</option>
          {JOB_LEVELS.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </select>
        <select
          aria-label={S.jobBoard.size}
          className={controlClass}
          value={values.size}
          onChange={(event) => set('size')(event.target.value)}
        >
          <option value="">{S.jobBoard.anySize}</option>
          {JOB_SIZES.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </select>
        <input
          type="number"
          min="0"
          inputMode="decimal"
          aria-label={S.jobBoard.minBudgetLabel}
          placeholder={S.jobBoard.minBudget}
          className={cn(controlClass, rangeError && 'border-rose-400')}
          value={values.min_budget}
          onChange={(event) => set('min_budget')(event.target.value)}
          aria-invalid={rangeError ? true : undefined}
        />
        <input
          type="number"
          min="0"
          inputMode="decimal"
          aria-label={S.jobBoard.maxBudgetLabel}
          placeholder={S.jobBoard.maxBudget}
          className={cn(controlClass, rangeError && 'border-rose-400')}
          value={values.max_budget}
          onChange={(event) => set('max_budget')(event.target.value)}
          aria-invalid={rangeError ? true : undefined}
        />
        {hasFilters(values) ? (
          <Button
            variant="ghost"
            onClick={() => onChange(NO_FILTERS)}
            className="justify-self-start"
          >
            <X aria-hidden="true" className="size-4" />
            {S.jobBoard.clearFilters}
          </Button>
        ) : null}
      </fieldset>
      {categories.isError ? (
        <InlineRetry message={S.home.categoriesFailed} onRetry={() => void categories.refetch()} />
      ) : null}
      {rangeError ? (
        <p className="text-sm text-rose-600" role="alert">
          {rangeError}
        </p>
      ) : null}
    </div>
  );
};

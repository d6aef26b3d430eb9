import { BriefcaseBusiness, Bookmark, SearchX } from 'lucide-react';
import { useState } from 'react';
import { JOB_LEVELS, JOB_SIZES } from '@marketplace/contract';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { S } from '../../../strings.ts';
import type { JobFilters as JobSearchFilters } from '../api/job-keys.ts';
import { useSavedJobs } from '../api/get-saved-jobs.ts';
import { useJobSearch } from '../api/search-jobs.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { HideAppliedToggle, useHideApplied } from './hide-applied-toggle.tsx';
import { JobCard } from './job-card.tsx';
import {
  budgetRangeError,
  hasFilters,
  JobFilters,
  NO_FILTERS,
  type JobFilterValues,
} from './job-filters.tsx';

/** Typing settles for this long before the server is asked (about 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

const amount = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The query the server understands: blanks and values it would refuse are left out. */
export const toSearchFilters = (values: JobFilterValues, hideApplied = false): JobSearchFilters => {
  const q = values.q.trim();
  return {
    hide_applied: hideApplied || undefined,
    q: q || undefined,
    category: values.category || undefined,
    level: JOB_LEVELS.find((level) => level === values.level),
    size: JOB_SIZES.find((size) => size === values.size),
    min_budget: amount(values.min_budget),
    max_budget: amount(values.max_budget),
  };
};

const CardSkeletons = ({ count }: { count: number }) => (
  <>
    {Array.from({ length: count }, (_, index) => (
      <div
        key={index}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
      </div>
    ))}
  </>
);

/** The freelancer home's jobs: server search as you type, filters, more pages, saved jobs. */
export const JobFeed = () => {
  const [tab, setTab] = useState('all');
  const [values, setValues] = useState<JobFilterValues>(NO_FILTERS);
  const settled = useDebouncedValue(values, SEARCH_DEBOUNCE_MS);
  const [hideApplied, setHideApplied] = useHideApplied();
  const search = useJobSearch(toSearchFilters(settled, hideApplied));
  const saved = useSavedJobs();
  const jobs = search.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = hasFilters(settled);
  // Earlier results stay while a new search runs; the search box shows a spinner meanwhile.
  const refreshing = search.isPlaceholderData || values !== settled;

  return (
    <div className="flex flex-col gap-6">
      <JobFilters values={values} onChange={setValues} busy={refreshing} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="all">{S.jobBoard.allJobs}</TabsTrigger>
          <TabsTrigger value="saved">
            {S.jobBoard.savedJobs}
            {saved.data?.length ? (
              <span className="ml-2 rounded-full bg-violet-100 px-2 py-0.5 text-xs text-violet-800 tabular-nums">
                <span className="sr-only">(</span>
                {saved.data.length}
                <span className="sr-only">)</span>
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="all" className="flex flex-col gap-4" aria-busy={refreshing}>
          <HideAppliedToggle checked={hideApplied} onChange={setHideApplied} />
          {search.isPending ? (
            <CardSkeletons count={3} />
          ) : search.isError && !jobs.length ? (
            <ErrorState message={S.jobBoard.loadJobsFailed} onRetry={() => void search.refetch()} />
          ) : jobs.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={SearchX}
                title={S.jobBoard.noMatches}
                description={budgetRangeError(settled) ?? S.jobBoard.noMatchesHint}
                action={
                  <Button variant="secondary" onClick={() => setValues(NO_FILTERS)}>
                    {S.jobBoard.clearFilters}
                  </Button>
                }
              />
            ) : hideApplied ? (
              <EmptyState
                icon={BriefcaseBusiness}
                title={S.jobBoard.allApplied}
                description={S.jobBoard.allAppliedHint}
                action={
                  <Button variant="secondary" onClick={() => setHideApplied(false)}>
                    {S.jobBoard.showApplied}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={BriefcaseBusiness}
                title={S.jobBoard.noJobsYet}
                description={S.jobBoard.noJobsYetHint}
                action={
                  <Button variant="secondary" onClick={() => void search.refetch()}>
                    {S.jobBoard.refresh}
                  </Button>
                }
              />
            )
          ) : (
            <>
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} variant="freelancer" />
              ))}
              {search.isFetchNextPageError ? (
                <ErrorState
                  message={S.jobBoard.loadMoreFailed}
                  onRetry={() => void search.fetchNextPage()}
                />
              ) : search.hasNextPage ? (
                <Button
                  variant="secondary"
                  className="self-center"
                  loading={search.isFetchingNextPage}
                  loadingText={S.jobBoard.loadingMore}
                  onClick={() => void search.fetchNextPage()}
                >
                  {S.jobBoard.loadMore}
                </Button>
              ) : jobs.length > 3 ? (
                <p className="text-center text-sm text-slate-500">{S.jobBoard.endOfList}</p>
              ) : null}
            </>
          )}
        </TabsContent>

        <TabsContent value="saved" className="flex flex-col gap-4">
          {saved.isPending ? (
            <CardSkeletons count={2} />
          ) : saved.isError ? (
            <ErrorState message={S.jobBoard.loadJobsFailed} onRetry={() => void saved.refetch()} />
          ) : saved.data.length === 0 ? (
            <EmptyState
              icon={Bookmark}
              title={S.jobBoard.noSaved}
              description={S.jobBoard.noSavedHint}
              action={
                <Button variant="secondary" onClick={() => setTab('all')}>
                  {S.jobBoard.browseJobs}
                </Button>
              }
            />
          ) : (
            saved.data.map((job) => <JobCard key={job.id} job={job} variant="freelancer" />)
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
};

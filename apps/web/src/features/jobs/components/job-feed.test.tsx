import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { stubFetch, summaryFixture } from '../testing.ts';
import { JobFeed, toSearchFilters } from './job-feed.tsx';
import { NO_FILTERS } from './job-filters.tsx';

// The machine running the suite can be busy: give async queries more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const page = (jobs: unknown[], next: string | null) =>
  Response.json({ data: jobs, meta: { next_cursor: next } });

const renderFeed = () => renderRoutes([{ path: '/home', element: <JobFeed /> }], '/home');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toSearchFilters', () => {
  it('keeps real values and leaves out blanks and numbers the server would refuse', () => {
    expect(
      toSearchFilters({
        ...NO_FILTERS,
        q: '  logo ',
        level: 'Expert',
        size: 'Huge',
        min_budget: '50',
        max_budget: '-3',
      }),
    ).toEqual({
      q: 'logo',
      category: undefined,
      level: 'Expert',
      size: undefined,
      min_budget: 50,
      max_budget: undefined,
    });
  });
});

describe('job feed', { timeout: 30_000 }, () => {
  it('searches on the server once typing settles and pages on with the cursor', async () => {
    const calls = stubFetch({
      '/api/categories': () => Response.json({ data: [] }),
      '/api/jobs/saved': () => Response.json({ data: [] }),
      '/api/user/job/getAll': () => {
        const later = calls.at(-1)?.url.includes('cursor=') ?? false;
        return later
          ? page([summaryFixture({ id: 2, title: 'Older job' })], null)
          : page([summaryFixture({ id: 1, title: 'First job' })], 'next1');
      },
    });
    renderFeed();
    expect(await screen.findByRole('link', { name: 'First job' })).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search...'), 'logo');
    await waitFor(() => expect(calls.some((call) => call.url.includes('q=logo'))).toBe(true));
    // One query for the settled text, not one per key.
    expect(calls.filter((call) => /q=l(&|o&|og&)/.test(call.url))).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Older job' })).toBeTruthy();
    expect(
      calls.some((call) => call.url.includes('q=logo') && call.url.includes('cursor=next1')),
    ).toBe(true);
  });

  it('offers to clear the filters when nothing matches', async () => {
    stubFetch({
      '/api/categories': () => Response.json({ data: [] }),
      '/api/jobs/saved': () => Response.json({ data: [] }),
      '/api/user/job/getAll': () => page([], null),
    });
    renderFeed();
    expect(await screen.findByText('No jobs have been posted yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search...'), 'zebra');
    expect(await screen.findByText('No jobs match your search.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect((screen.getByPlaceholderText('Search...') as HTMLInputElement).value).toBe('');
  });

  it('lists saved jobs under Saved, with an empty state leading back to all jobs', async () => {
    stubFetch({
      '/api/categories': () => Response.json({ data: [] }),
      '/api/jobs/saved': () => Response.json({ data: [] }),
      '/api/user/job/getAll': () => page([summaryFixture({ title: 'Open job' })], null),
    });
    renderFeed();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Saved' }));
    expect(await screen.findByText('No saved jobs yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Browse jobs' }));
    expect(screen.getByRole('tab', { name: 'All jobs' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows an error with Retry when the jobs cannot be loaded', async () => {
    stubFetch({
      '/api/categories': () => Response.json({ data: [] }),
      '/api/jobs/saved': () => Response.json({ data: [] }),
      '/api/user/job/getAll': () => Response.json({ error: 'Boom.' }, { status: 500 }),
    });
    renderFeed();
    expect(await screen.findByText('Jobs could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

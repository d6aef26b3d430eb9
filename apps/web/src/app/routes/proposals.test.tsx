import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobFixture, stubFetch } from '../../features/jobs/testing.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ProposalsRoute } from './proposals.tsx';

// The machine running the suite can be busy: give async queries more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the proposals filtered to one job', { timeout: 30_000 }, () => {
  it('names the job by its own read when no proposal is left to name it', async () => {
    saveSession('token-client', 'client');
    const calls = stubFetch({
      '/api/proposals/getMyProposals': () => Response.json({ data: [] }),
      '/api/job/41': () => Response.json({ data: jobFixture({ id: 41, title: 'Bakery site' }) }),
    });
    renderRoutes([{ path: '/proposals/', element: <ProposalsRoute /> }], '/proposals/?job=41');
    expect(await screen.findByText('“Bakery site”')).toBeTruthy();
    expect(screen.getByText(/Showing proposals for/)).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/job/41')).toHaveLength(1);
  });

  it('reads no job without a job to filter by', async () => {
    saveSession('token-client', 'client');
    const calls = stubFetch({
      '/api/proposals/getMyProposals': () => Response.json({ data: [] }),
    });
    renderRoutes([{ path: '/proposals/', element: <ProposalsRoute /> }], '/proposals/');
    expect(await screen.findByRole('tab', { name: /Active/ })).toBeTruthy();
    expect(screen.queryByText(/Showing proposals for/)).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/job/'))).toBe(false);
  });
});

import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { useJob } from '../api/get-job.ts';
import { jobFixture, stubFetch } from '../testing.ts';
import { FreelancerJobView } from './freelancer-job-view.tsx';

// The machine running the suite can be busy: give async queries more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const View = () => {
  const job = useJob(41);
  return job.data ? <FreelancerJobView job={job.data} /> : null;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('freelancer job view', { timeout: 30_000 }, () => {
  it("shows the budget with $, Apply now and the client's real figures", async () => {
    stubFetch({ '/api/job/41': () => Response.json({ data: jobFixture({ budjet: 2400 }) }) });
    renderRoutes([{ path: '/job/:id', element: <View /> }], '/job/41');
    expect(await screen.findByText('$2,400.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe(
      '/job/41/submit_proposal',
    );
    expect(screen.getByText('12 jobs posted')).toBeTruthy();
    expect(screen.getByText('4 hires')).toBeTruthy();
    expect(screen.getByText('Member since Jan 5, 2026')).toBeTruthy();
  });

  it('links to the proposal instead once the freelancer has applied', async () => {
    stubFetch({ '/api/job/41': () => Response.json({ data: jobFixture({ applied: true }) }) });
    renderRoutes([{ path: '/job/:id', element: <View /> }], '/job/41');
    expect((await screen.findByRole('link', { name: 'View proposal' })).getAttribute('href')).toBe(
      '/proposals/?tab=pending&job=41',
    );
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });

  it('says the freelancer was hired, and links to the contract', async () => {
    stubFetch({
      '/api/job/41': () => Response.json({ data: jobFixture({ applied: true, hired: true }) }),
    });
    renderRoutes([{ path: '/job/:id', element: <View /> }], '/job/41');
    expect((await screen.findByRole('link', { name: 'View contract' })).getAttribute('href')).toBe(
      '/proposals/?tab=active&job=41',
    );
    expect(screen.getByText('You were hired for this job.')).toBeTruthy();
    expect(screen.queryByText('You have sent a proposal for this job.')).toBeNull();
  });

  it('saves the job and flips the button at once', async () => {
    let saved = false;
    const calls = stubFetch({
      '/api/job/41': () => Response.json({ data: jobFixture({ saved }) }),
      'POST /api/jobs/41/save': () => {
        saved = true;
        return Response.json({ data: { saved: true } });
      },
    });
    renderRoutes([{ path: '/job/:id', element: <View /> }], '/job/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    const button = await screen.findByRole('button', { name: 'Saved' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/jobs/41/save')).toBe(
      true,
    );
  });
});

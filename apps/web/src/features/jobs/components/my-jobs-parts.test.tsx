import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { jobFixture, stubFetch, summaryFixture } from '../testing.ts';
import { activityOf, ClientActivity } from './client-activity.tsx';
import { DeleteJobDialog } from './delete-job-dialog.tsx';
import { firstLine } from './job-card.tsx';

// The machine running the suite can be busy: give async queries more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('firstLine', () => {
  it('is the first line with text, trimmed', () => {
    expect(firstLine('\n  Three pages.  \nPhotos provided.')).toBe('Three pages.');
    expect(firstLine('')).toBe('');
  });
});

describe('client activity', { timeout: 30_000 }, () => {
  it('adds up the real proposal counts and takes hires from the newest job', async () => {
    const jobs = [
      summaryFixture({ id: 9, proposals_count: 7, interviewing_count: 1 }),
      summaryFixture({ id: 4, proposals_count: 2, interviewing_count: 0 }),
    ];
    expect(activityOf(jobs)).toEqual({ openJobs: 2, proposals: 9, running: 1 });

    const calls = stubFetch({ '/api/job/9': () => Response.json({ data: jobFixture({ id: 9 }) }) });
    renderAt(<ClientActivity jobs={jobs} />);
    const hires = await screen.findByText('Hires');
    await waitFor(() => expect(hires.nextElementSibling?.textContent).toBe('4'));
    expect(screen.getByText('Proposals received').nextElementSibling?.textContent).toBe('9');
    expect(calls.map((call) => call.url)).toEqual(['/api/job/9']);
  });
});

describe('delete job dialog', { timeout: 30_000 }, () => {
  it('explains a refusal inside the dialog and keeps it open', async () => {
    stubFetch({
      'DELETE /api/job/41': () =>
        Response.json(
          {
            error: 'This job has an accepted proposal, so it is a contract and cannot be deleted.',
          },
          { status: 409 },
        ),
    });
    const onClose = vi.fn();
    renderAt(<DeleteJobDialog job={summaryFixture()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'This job has an accepted proposal, so it is a contract and cannot be deleted.',
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('closes once the job is deleted', async () => {
    stubFetch({
      'DELETE /api/job/41': () => Response.json({ msg: 'Job post deleted successfully.' }),
    });
    const onClose = vi.fn();
    renderAt(<DeleteJobDialog job={summaryFixture()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MILESTONE_MESSAGES, todayUtc, type TProposal } from '@marketplace/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { renderAt } from '../../../test/render.tsx';
import { AcceptMilestonesDialog } from './accept-milestones-dialog.tsx';

const proposal = {
  id: 5,
  bid: 300,
  job: { id: 2, title: 'Picture book', budjet: 300 },
} as TProposal;

const renderDialog = (onAccept: (milestones: unknown[]) => Promise<unknown>) =>
  renderAt(
    <Dialog open>
      <AcceptMilestonesDialog proposal={proposal} loading={false} onAccept={onAccept} />
    </Dialog>,
  );

describe('accept with milestones', () => {
  it('starts with the bid in two halves and sends the rows as numbers', async () => {
    const onAccept = vi.fn(async (_milestones: unknown[]) => undefined);
    renderDialog(onAccept);
    const user = userEvent.setup();
    expect(screen.getByText('$300.00 of $300.00')).toBeTruthy();
    await user.type(screen.getByLabelText('Milestone 1', { exact: true }), 'Sketches');
    await user.type(screen.getByLabelText('Milestone 2', { exact: true }), 'Pages');
    await user.click(screen.getByRole('button', { name: 'Accept and split' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledTimes(1));
    expect(onAccept.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ title: 'Sketches', amount: 150 }),
      expect.objectContaining({ title: 'Pages', amount: 150 }),
    ]);
  });

  it('keeps a split that does not add up, or a past date, from being sent', async () => {
    const onAccept = vi.fn(async (_milestones: unknown[]) => undefined);
    renderDialog(onAccept);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Milestone 1', { exact: true }), 'Sketches');
    await user.type(screen.getByLabelText('Milestone 2', { exact: true }), 'Pages');
    const amounts = screen.getAllByLabelText('Amount ($)');
    await user.clear(amounts[1] as HTMLElement);
    await user.type(amounts[1] as HTMLElement, '100');
    expect(screen.getByText('$250.00 of $300.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept and split' }));
    expect(
      await screen.findByText(
        'The milestones add up to $250.00; they must add up to the bid of $300.00.',
      ),
    ).toBeTruthy();

    await user.clear(amounts[1] as HTMLElement);
    await user.type(amounts[1] as HTMLElement, '150');
    const yesterday = todayUtc(new Date(Date.now() - 86_400_000));
    const dates = screen.getAllByLabelText('Due date');
    await user.clear(dates[0] as HTMLElement);
    await user.type(dates[0] as HTMLElement, yesterday);
    await user.click(screen.getByRole('button', { name: 'Accept and split' }));
    expect(await screen.findByText(MILESTONE_MESSAGES.dueDatePast)).toBeTruthy();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it("puts the server's messages under their fields", async () => {
    const onAccept = vi.fn(
      async () =>
        new ApiError(422, 'Please correct the highlighted fields.', {
          'milestones.1.title': 'Keep a milestone title to 100 characters.',
        }),
    );
    renderDialog(onAccept);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Milestone 1', { exact: true }), 'Sketches');
    await user.type(screen.getByLabelText('Milestone 2', { exact: true }), 'Pages');
    await user.click(screen.getByRole('button', { name: 'Accept and split' }));
    expect(await screen.findByText('Keep a milestone title to 100 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Milestone 2', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TChat } from '@marketplace/contract';
import { otherParty } from '../other-party.ts';
import { ChatRoomHeader } from './chat-room-header.tsx';
import { SystemLine } from './message-bubble.tsx';

const person = (id: number, username: string) => ({
  id,
  username,
  first_name: 'Felix',
  last_name: 'Moreau',
  avatar_url: null,
  verified: false,
});

const chatOf = (overrides: Partial<TChat>): TChat => ({
  id: 2,
  job_post_id: 11,
  job_title: 'Translate a menu',
  proposal_id: 4,
  order_id: 8,
  client_id: 3,
  freelancer_id: 5,
  client: person(3, 'clara'),
  freelancer: person(5, 'felix'),
  last_message: null,
  end_date: null,
  ended: false,
  started_at: '2026-11-20T10:00:00.000Z',
  unread_count: 0,
  ...overrides,
});

const renderHeader = (chat: TChat) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <ChatRoomHeader
                chat={chat}
                accountType="client"
                other={otherParty(chat, 'client')}
                onOpen={vi.fn()}
              />
            ),
          },
        ],
        { initialEntries: ['/chat/2'] },
      )}
    />,
  );

describe('chat room header', () => {
  it("a service order's chat links to its order and has no contract end to set", async () => {
    renderHeader(chatOf({ job_post_id: null, proposal_id: null, job_title: 'Logo design' }));
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/8');
    expect(screen.queryByText('Client still not set time yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.queryByRole('menuitem', { name: 'Set the end of the contract' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'See chat info' })).toBeTruthy();
  });

  it("a contract's chat keeps the end of the contract for the client", async () => {
    renderHeader(chatOf({}));
    expect(screen.getByText('Client still not set time yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.getByRole('menuitem', { name: 'Set the end of the contract' })).toBeTruthy();
  });
});

describe('system line', () => {
  it('is a centred note, not a bubble', () => {
    render(
      <ol>
        <SystemLine text="Payment of $80.00 received and held in escrow." meta="16:38" />
      </ol>,
    );
    const item = screen.getByRole('listitem');
    expect(item.getAttribute('data-system')).toBe('true');
    expect(item.className).toContain('justify-center');
    expect(item.textContent).toContain('Payment of $80.00 received and held in escrow.');
  });
});

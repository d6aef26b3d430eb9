import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { MobileNav } from './header-parts.tsx';

const renderNav = (onSignOut = vi.fn()) =>
  renderAt(
    <MobileNav
      groups={[{ heading: 'Find work', entries: [{ label: 'Proposals', to: '/proposals/' }] }]}
      account={<span>Maya Lee</span>}
      onSignOut={onSignOut}
    />,
  );

describe('the phone menu', () => {
  it('opens its sheet by keyboard, once for two quick presses, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(button);
    // A second press, perhaps while the sheet's code still loads, opens no second sheet.
    await user.keyboard('{Enter}{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Freelancia' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('link', { name: 'Proposals' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The same button, still on the page, holds focus again.
    expect(screen.getByRole('button', { name: 'Open menu' })).toBe(button);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is followed and signs out from its Logout', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    const { router } = renderNav(onSignOut);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Proposals' }));
    expect(router.state.location.pathname).toBe('/proposals/');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

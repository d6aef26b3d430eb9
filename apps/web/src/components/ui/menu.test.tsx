import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
} from './menu.tsx';

const handlers = () => ({ onEdit: vi.fn(), onArchive: vi.fn(), onDelete: vi.fn() });

/** A button before and after the menu, to see where Tab and a press outside take focus. */
const Actions = ({
  on,
  onOpenChange,
}: {
  on: ReturnType<typeof handlers>;
  onOpenChange?: (open: boolean) => void;
}) => (
  <>
    <button type="button">Before</button>
    <Menu onOpenChange={onOpenChange}>
      <MenuTrigger>Actions</MenuTrigger>
      <MenuContent>
        <MenuLabel>Job</MenuLabel>
        <MenuItem onSelect={on.onEdit}>Edit</MenuItem>
        <MenuItem onSelect={on.onArchive} disabled>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={on.onDelete} tone="danger">
          Delete
        </MenuItem>
      </MenuContent>
    </Menu>
    <button type="button">After</button>
  </>
);

const setup = (onOpenChange?: (open: boolean) => void) => {
  const on = handlers();
  const user = userEvent.setup();
  render(<Actions on={on} onOpenChange={onOpenChange} />);
  return { on, user, trigger: screen.getByRole('button', { name: 'Actions' }) };
};

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('menu', () => {
  it('is a button that says it opens a menu, and the open menu is named by it', async () => {
    const { user, trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getByRole('separator')).toBeTruthy();
    // The label is text, not a stop for the keys.
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Edit',
      'Archive',
      'Delete',
    ]);
    expect(item('Archive').getAttribute('aria-disabled')).toBe('true');
    // Still the same button while open.
    expect(screen.getByRole('button', { name: 'Actions' })).toBe(trigger);
  });

  it('opens from the keyboard on its first item, moves without wrapping, skips disabled items', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(item('Edit')).toBe(document.activeElement);
    expect(item('Edit').hasAttribute('data-highlighted')).toBe(true);

    await user.keyboard('{ArrowDown}');
    expect(item('Delete')).toBe(document.activeElement);
    expect(item('Edit').hasAttribute('data-highlighted')).toBe(false);
    expect(item('Delete').hasAttribute('data-highlighted')).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(item('Delete')).toBe(document.activeElement);

    await user.keyboard('{ArrowUp}');
    expect(item('Edit')).toBe(document.activeElement);
    await user.keyboard('{ArrowUp}');
    expect(item('Edit')).toBe(document.activeElement);

    await user.keyboard('{End}');
    expect(item('Delete')).toBe(document.activeElement);
    await user.keyboard('{Home}');
    expect(item('Edit')).toBe(document.activeElement);
    // Typeahead: the first letter goes to the next item that starts with it.
    await user.keyboard('d');
    expect(item('Delete')).toBe(document.activeElement);
  });

  it('opens on Space and ArrowDown at the first item, on ArrowUp at the last', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard(' ');
    expect(item('Edit')).toBe(document.activeElement);
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toBe(document.activeElement);
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toBe(document.activeElement);
  });

  it('runs an item on Enter or Space, closes, and gives focus back to the button', async () => {
    const { on, user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(on.onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toBe(document.activeElement);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(on.onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toBe(document.activeElement);
  });

  it('closes on Escape with focus back on the button', async () => {
    const { on, user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toBe(document.activeElement);
    expect(on.onEdit).not.toHaveBeenCalled();
  });

  it('closes on Tab, and Tab goes on to what follows the button', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'After' })).toBe(document.activeElement);

    trigger.focus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Before' })).toBe(document.activeElement);
  });

  it('opened by a click, focuses the menu so the arrow keys work, and a click picks', async () => {
    const { on, user, trigger } = setup();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBe(document.activeElement);
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toBe(document.activeElement);

    await user.click(item('Delete'));
    expect(on.onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toBe(document.activeElement);
  });

  it('a click on a disabled item does nothing', async () => {
    const { on, user, trigger } = setup();
    await user.click(trigger);
    // pointer-events: none keeps the pointer off it in a browser; a click that still comes is ignored.
    item('Archive').click();
    expect(on.onArchive).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('a second click on the button closes it', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('a press outside closes it and leaves focus where the press put it', async () => {
    const { on, user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'After' })).toBe(document.activeElement);
    expect(on.onEdit).not.toHaveBeenCalled();

    // On the page's background: closed, and focus does not jump back to the button.
    await user.click(trigger);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).not.toBe(document.activeElement);
  });

  it('reports each opening and closing once', async () => {
    const onOpenChange = vi.fn();
    const { user, trigger } = setup(onOpenChange);
    await user.click(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    await user.click(document.body);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('can be opened and closed by its owner', async () => {
    const Controlled = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? 'shown' : 'hidden'}</p>
          <Menu open={open} onOpenChange={setOpen}>
            <MenuTrigger>Sort</MenuTrigger>
            <MenuContent>
              <MenuItem>Newest</MenuItem>
            </MenuContent>
          </Menu>
        </>
      );
    };
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('menu')).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.getByText('hidden')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByText('shown')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Newest' })).toBeTruthy();
  });

  it('leaves focus where an item put it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Note" />
        <Menu>
          <MenuTrigger>More</MenuTrigger>
          <MenuContent>
            <MenuItem onSelect={() => screen.getByRole('textbox', { name: 'Note' }).focus()}>
              Write a note
            </MenuItem>
          </MenuContent>
        </Menu>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(item('Write a note'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(document.activeElement);
  });

  it('a link item navigates on Enter and on a click', async () => {
    const user = userEvent.setup();
    const LinkMenu = () => (
      <Menu>
        <MenuTrigger>Jobs</MenuTrigger>
        <MenuContent align="start">
          <MenuLinkItem to="/my_jobs">My Jobs</MenuLinkItem>
          <MenuLinkItem to="/create_job">Create Job Post</MenuLinkItem>
        </MenuContent>
      </Menu>
    );
    const { router } = renderRoutes(
      [
        { path: '/home', element: <LinkMenu /> },
        {
          path: '/create_job',
          element: (
            <>
              <h1>Create</h1>
              <LinkMenu />
            </>
          ),
        },
        { path: '/my_jobs', element: <h1>Mine</h1> },
      ],
      '/home',
    );
    screen.getByRole('button', { name: 'Jobs' }).focus();
    await user.keyboard('{Enter}');
    expect(item('My Jobs').getAttribute('href')).toBe('/my_jobs');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Create' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/create_job');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Jobs' }));
    await user.click(item('My Jobs'));
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my_jobs');
  });
});

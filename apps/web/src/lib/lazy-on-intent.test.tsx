import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnIntent, useDialogsOnIntent } from './lazy-on-intent.ts';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyOnIntent', () => {
  it('fetches once for the preload and the drawing that follows it', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const { Component, preload } = lazyOnIntent(load, (module) => module.Greeting);
    preload();
    preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a preload that failed, so the press still opens it', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const { Component, preload } = lazyOnIntent(load, (module) => module.Greeting);
    preload();
    // The failed fetch settles and is forgotten before the press.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useDialogsOnIntent', () => {
  const Page = ({ preload }: { preload: () => void }) => {
    const dialogs = useDialogsOnIntent<'edit' | 'delete'>(preload);
    return (
      <>
        <button type="button" {...dialogs.triggerFor('edit')}>
          Edit
        </button>
        <button type="button" {...dialogs.triggerFor('delete')}>
          Delete
        </button>
        {/* What a dialog does when Escape or its Cancel closes it. */}
        <button type="button" onClick={() => dialogs.stateOf('delete').onOpenChange(false)}>
          Close
        </button>
        <p>open: {dialogs.opened ?? 'none'}</p>
        <p>delete dialog open: {String(dialogs.stateOf('delete').open)}</p>
        <p>wanted: {String(dialogs.wanted)}</p>
      </>
    );
  };

  it('preloads on pointer or focus, opens the pressed one and keeps its code wanted once opened', () => {
    const preload = vi.fn();
    render(<Page preload={preload} />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByText('wanted: false')).toBeTruthy();

    fireEvent.pointerEnter(edit);
    fireEvent.focus(edit);
    expect(preload).toHaveBeenCalledTimes(2);
    expect(screen.getByText('open: none')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('open: delete')).toBeTruthy();
    expect(screen.getByText('delete dialog open: true')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    // Focus is on the pressed button, for the dialog to give it back on close.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('open: none')).toBeTruthy();
    expect(screen.getByText('delete dialog open: false')).toBeTruthy();
    expect(screen.getByText('wanted: true')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnIntent } from './lazy-on-intent.ts';

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

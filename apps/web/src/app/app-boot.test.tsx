import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, saveSession } from '../lib/session.ts';
import { aUser } from '../test/users.ts';
import { AppBoot } from './app-boot.tsx';
import { queryClient } from './query-client.ts';

// The realtime connection is tested on its own (realtime-bridge.test.tsx); here, when it starts.
vi.mock('./realtime-bridge.tsx', () => ({ RealtimeBridge: () => <p>Realtime connected</p> }));

const me = aUser();

/** Answers `GET /api/auth/me` once the test lets it, as a slow server would. */
const holdMe = (answer: () => Response) => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async () => {
    await answered;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
};

const boot = () =>
  render(
    <AppBoot>
      <p>The first page</p>
    </AppBoot>,
  );

afterEach(() => {
  endSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('AppBoot', () => {
  it('draws the first page at once when no session is stored, asking nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    boot();
    expect(screen.getByText('The first page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Loading App... until the stored token is confirmed, then the first page', async () => {
    saveSession('token-1', 'client');
    const { fetchMock, release } = holdMe(() => Response.json({ data: me }));
    boot();
    expect(screen.getByText('Loading App...')).toBeTruthy();
    expect(screen.queryByText('The first page')).toBeNull();
    // The check's own code loads, then it asks the server.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('Loading App...')).toBeTruthy();

    release();
    expect(await screen.findByText('The first page')).toBeTruthy();
    expect(screen.queryByText('Loading App...')).toBeNull();
    // The server's account type wins over the stored copy.
    expect(getSession()).toEqual({ token: 'token-1', accountType: 'freelancer' });
  });

  it('starts the realtime connection once the first page has been painted and settled', async () => {
    saveSession('token-1', 'client');
    const frames: FrameRequestCallback[] = [];
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idles.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { release } = holdMe(() => Response.json({ data: me }));
    boot();
    release();
    expect(await screen.findByText('The first page')).toBeTruthy();
    // Drawn, not yet painted: the page's own files and reads go first.
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    act(() => frames[0]?.(performance.now()));
    // Painted, and a task after the paint waits for the browser to be idle.
    await vi.waitFor(() => expect(idles).toHaveLength(1));
    expect(screen.queryByText('Realtime connected')).toBeNull();

    act(() => idles[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(await screen.findByText('Realtime connected')).toBeTruthy();
  });

  it('starts the realtime connection in a tab that paints nothing, 2 s at most after the check', async () => {
    saveSession('token-1', 'client');
    // A hidden tab: no frame until it is shown.
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const { release } = holdMe(() => Response.json({ data: me }));
    boot();
    release();
    expect(await screen.findByText('The first page')).toBeTruthy();
    expect(screen.queryByText('Realtime connected')).toBeNull();
    expect(await screen.findByText('Realtime connected', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('forgets a token the server refuses and draws the first page signed out', async () => {
    saveSession('revoked', 'client');
    const { release } = holdMe(() =>
      Response.json({ error: 'Your session has ended. Sign in again.' }, { status: 401 }),
    );
    boot();
    release();
    expect(await screen.findByText('The first page')).toBeTruthy();
    expect(getSession()).toBeNull();
  });
});

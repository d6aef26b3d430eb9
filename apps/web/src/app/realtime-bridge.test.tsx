import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../features/notifications/api/notifications.ts';
import { endSession, saveSession } from '../lib/session.ts';
import type * as wsClient from '../lib/ws-client.ts';
import { queryClient } from './query-client.ts';
import { QueryProvider } from './query-provider.tsx';
import { RealtimeBridge } from './realtime-bridge.tsx';

/** The server's side of the sockets the app's realtime client opens. */
class FakeSocket {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send() {}
  close() {}
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.onmessage?.(
      new MessageEvent('message', { data: JSON.stringify({ type: 'ready', userId: 1 }) }),
    );
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

type WsClientModule = typeof wsClient;

const sockets = vi.hoisted(() => [] as FakeSocket[]);

vi.mock('../lib/ws-client.ts', async (importOriginal) => {
  const original = await importOriginal<WsClientModule>();
  return {
    ...original,
    realtime: original.createRealtimeClient({
      url: () => 'ws://app.test/ws',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      // The shortest reconnect delay (half a second).
      random: () => 0,
    }),
  };
});

const latestSocket = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

/** The bell's list, as a screen reads it, counting the requests made for it. */
const readsOfTheBell = () => {
  const reads = { count: 0 };
  const Bell = () => {
    const list = useQuery({
      queryKey: notificationKeys.list(),
      queryFn: () => {
        reads.count += 1;
        return Promise.resolve(reads.count);
      },
    });
    return <p>{list.data === undefined ? 'loading' : `read ${list.data} time(s)`}</p>;
  };
  return { reads, Bell };
};

afterEach(() => {
  act(() => endSession());
  queryClient.clear();
  sockets.length = 0;
});

describe('realtime bridge', () => {
  it('reads the open page again when the connection first becomes ready', async () => {
    // A frame sent between the page's read and the socket being ready is never delivered
    // (an order turning overdue while its page loads): what was read before is read again.
    saveSession('token', 'client');
    const { reads, Bell } = readsOfTheBell();
    render(
      <QueryProvider>
        <RealtimeBridge />
        <Bell />
      </QueryProvider>,
    );
    expect(await screen.findByText('read 1 time(s)')).toBeTruthy();

    act(() => latestSocket().accept());
    expect(await screen.findByText('read 2 time(s)')).toBeTruthy();
    expect(reads.count).toBe(2);
  });

  it('lets a read still on its way finish rather than asking twice', async () => {
    saveSession('token', 'client');
    let answer: (value: number) => void = () => undefined;
    const reads = { count: 0 };
    const SlowBell = () => {
      const list = useQuery({
        queryKey: notificationKeys.list(),
        queryFn: () => {
          reads.count += 1;
          return new Promise<number>((resolve) => {
            answer = resolve;
          });
        },
      });
      return <p>{list.data === undefined ? 'loading' : `answered ${list.data}`}</p>;
    };
    render(
      <QueryProvider>
        <RealtimeBridge />
        <SlowBell />
      </QueryProvider>,
    );
    await waitFor(() => expect(reads.count).toBe(1));

    act(() => latestSocket().accept());
    act(() => answer(7));
    expect(await screen.findByText('answered 7')).toBeTruthy();
    expect(reads.count).toBe(1);
  });

  it('reads the open page again once the connection is back after a drop', async () => {
    saveSession('token', 'client');
    const { reads, Bell } = readsOfTheBell();
    render(
      <QueryProvider>
        <RealtimeBridge />
        <Bell />
      </QueryProvider>,
    );
    expect(await screen.findByText('read 1 time(s)')).toBeTruthy();
    act(() => latestSocket().accept());
    expect(await screen.findByText('read 2 time(s)')).toBeTruthy();

    const first = latestSocket();
    act(() => first.drop());
    await waitFor(() => expect(latestSocket()).not.toBe(first), { timeout: 3000 });
    act(() => latestSocket().accept());

    expect(await screen.findByText('read 3 time(s)')).toBeTruthy();
    expect(reads.count).toBe(3);
  });

  it('reads the open page again when the first attempt failed and a later one succeeds', async () => {
    saveSession('token', 'client');
    const { reads, Bell } = readsOfTheBell();
    render(
      <QueryProvider>
        <RealtimeBridge />
        <Bell />
      </QueryProvider>,
    );
    expect(await screen.findByText('read 1 time(s)')).toBeTruthy();

    const first = latestSocket();
    act(() => first.drop());
    await waitFor(() => expect(latestSocket()).not.toBe(first), { timeout: 3000 });
    act(() => latestSocket().accept());

    expect(await screen.findByText('read 2 time(s)')).toBeTruthy();
    expect(reads.count).toBe(2);
  });
});

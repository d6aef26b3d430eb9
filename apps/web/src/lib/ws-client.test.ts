import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createRealtimeClient, PING_INTERVAL_MS } from './ws-client.ts';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  // Test helpers playing the server's part.
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const setup = () => {
  const sockets: FakeSocket[] = [];
  const client = createRealtimeClient({
    url: () => 'ws://app.test/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { client, sockets, latest };
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('authenticates with its first frame and never puts the token in the URL', () => {
    const { client, latest } = setup();
    client.connect('secret-token');
    const socket = latest();
    expect(socket.url).toBe('ws://app.test/ws');
    expect(socket.url).not.toContain('secret-token');

    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'connect', token: 'secret-token' });
  });

  it('becomes ready on the server frame, delivers frames by type and pings every 25 s', () => {
    const { client, latest } = setup();
    const readyFrames: unknown[] = [];
    const messages: unknown[] = [];
    client.subscribe('ready', (frame) => readyFrames.push(frame));
    client.subscribe('message', (frame) => messages.push(frame.data));

    client.connect('t');
    latest().open();
    latest().receive({ type: 'ready', userId: 4 });
    const message = {
      id: 1,
      chat_id: 2,
      sender: 3,
      message: 'Hi',
      created_at: '2026-11-23T10:00:00.000Z',
      channelId: 4,
      JobPostId: 5,
      system: false,
    };
    latest().receive({ type: 'message', data: message });
    // Frames the contract does not describe are dropped, not delivered half-typed.
    latest().receive({ type: 'message', data: { id: 6 } });
    latest().receive({ type: 'nonsense' });

    expect(client.getStatus()).toBe('ready');
    expect(readyFrames).toEqual([{ type: 'ready', userId: 4 }]);
    expect(messages).toEqual([message]);

    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
  });

  it('holds frames sent before ready and flushes them after', () => {
    const { client, latest } = setup();
    client.connect('t');
    client.send({ type: 'typing', chat_id: 3 });
    latest().open();
    expect(latest().sent).toEqual([{ type: 'connect', token: 't' }]);
    latest().receive({ type: 'ready', userId: 1 });
    expect(latest().sent.at(-1)).toEqual({ type: 'typing', chat_id: 3 });
  });

  it('reconnects with growing delays after the connection drops', () => {
    const { client, sockets, latest } = setup();
    client.connect('t');
    latest().drop(1006);
    expect(client.getStatus()).toBe('reconnecting');

    vi.advanceTimersByTime(backoffDelay(0, () => 1) - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    latest().drop(1006);
    vi.advanceTimersByTime(backoffDelay(1, () => 1) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('does not reconnect once the server says unauthorized (4401)', () => {
    const { client, sockets, latest } = setup();
    client.connect('t');
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('unauthorized');
  });

  it('stops for good on disconnect', () => {
    const { client, sockets, latest } = setup();
    client.connect('t');
    const socket = latest();
    client.disconnect();
    expect(socket.closed).toBe(true);
    socket.drop(1000);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('idle');
  });
});

describe('backoffDelay', () => {
  it('doubles from one second and stays under thirty', () => {
    const top = () => 1;
    expect(backoffDelay(0, top)).toBe(1_000);
    expect(backoffDelay(1, top)).toBe(2_000);
    expect(backoffDelay(2, top)).toBe(4_000);
    expect(backoffDelay(10, top)).toBe(30_000);
    expect(backoffDelay(3, () => 0)).toBe(4_000);
  });
});

import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './bus.ts';
import { CATCH_UP_CLOSE, createRealtimeHub } from './hub.ts';

/** A socket that records what the hub does to it. */
const fakeSocket = () => {
  const record = { sent: [] as string[], closed: [] as [number, string][] };
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (payload: string) => record.sent.push(payload),
    close: (code: number, reason: string) => record.closed.push([code, reason]),
  } as unknown as WebSocket;
  return { socket, record };
};

describe('the hub after the bus lost frames', () => {
  it('closes every socket it holds with 1012, so each client reconnects and catches up', async () => {
    const bus = createMemoryBus();
    const hub = createRealtimeHub(bus);
    const first = fakeSocket();
    const second = fakeSocket();
    hub.add({ socket: first.socket, userId: 1, sessionId: 'a' });
    hub.add({ socket: second.socket, userId: 2, sessionId: 'b' });

    await bus.publish({ kind: 'resync' });

    expect(first.record.closed).toEqual([[CATCH_UP_CLOSE, 'Reconnect to catch up']]);
    expect(second.record.closed).toEqual([[CATCH_UP_CLOSE, 'Reconnect to catch up']]);
    expect(CATCH_UP_CLOSE).toBe(1012);
  });
});

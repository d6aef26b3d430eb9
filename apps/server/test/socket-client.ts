import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export type Frame = Record<string, unknown>;

export type SocketClient = {
  socket: WebSocket;
  /** Every frame received so far, in order. */
  frames: Frame[];
  /** Resolves with the first frame (already received or still to come) that matches. */
  next: (match: (frame: Frame) => boolean, timeoutMs?: number) => Promise<Frame>;
  send: (frame: unknown) => void;
  /** Resolves when the server closes the socket (or it is terminated). */
  closed: (timeoutMs?: number) => Promise<{ code: number; reason: string }>;
  /** Resolves once the server has sent this many pings in all. */
  pings: (atLeast: number, timeoutMs?: number) => Promise<void>;
  /** Sends ping and waits for pong: proof that the server still holds the socket open. */
  roundTrip: () => Promise<void>;
  close: () => void;
};

/** Starts the app on a free local port and answers its /ws address. */
export const listenWs = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
};

// Bounds a wait on what the server sends, for a test that would otherwise hang: wide enough for
// a loaded two-core machine, where a frame relayed through Redis can take seconds.
const SOCKET_WAIT_MS = 15_000;

const withTimeout = <T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} within ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/** Opens /ws without sending anything; frames, pings and the close are recorded. */
export const openSocket = async (
  url: string,
  options: WebSocket.ClientOptions = {},
): Promise<SocketClient> => {
  const socket = new WebSocket(url, options);
  const frames: Frame[] = [];
  const waiters: Array<{ match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }> = [];
  let pingCount = 0;
  const pingWaiters: Array<{ atLeast: number; resolve: () => void }> = [];

  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  socket.on('ping', () => {
    pingCount += 1;
    for (const waiter of [...pingWaiters]) {
      if (pingCount >= waiter.atLeast) {
        pingWaiters.splice(pingWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  const closedPromise = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const next = (match: (frame: Frame) => boolean, timeoutMs = SOCKET_WAIT_MS) => {
    const seen = frames.find(match);
    if (seen) return Promise.resolve(seen);
    return withTimeout(
      new Promise<Frame>((resolve) => waiters.push({ match, resolve })),
      timeoutMs,
      `no matching frame (got ${JSON.stringify(frames)})`,
    );
  };
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  return {
    socket,
    frames,
    next,
    send,
    closed: (timeoutMs = SOCKET_WAIT_MS) =>
      withTimeout(closedPromise, timeoutMs, 'the socket was not closed'),
    pings: (atLeast, timeoutMs = SOCKET_WAIT_MS) =>
      pingCount >= atLeast
        ? Promise.resolve()
        : withTimeout(
            new Promise<void>((resolve) => pingWaiters.push({ atLeast, resolve })),
            timeoutMs,
            `fewer than ${atLeast} pings`,
          ),
    roundTrip: async () => {
      const from = frames.length;
      send({ type: 'ping' });
      await next((frame) => frame.type === 'pong' && frames.indexOf(frame) >= from);
    },
    close: () => socket.close(),
  };
};

/** Opens /ws, sends the connect frame with the token and waits for `ready`. */
export const connectAs = async (
  url: string,
  token: string,
  options: WebSocket.ClientOptions = {},
): Promise<SocketClient> => {
  const client = await openSocket(url, options);
  client.send({ type: 'connect', token });
  await client.next((frame) => frame.type === 'ready');
  return client;
};

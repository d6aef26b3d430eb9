import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebsocketHandler } from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  WS_CLOSE,
  ZClientFrame,
  type TClientFrame,
  type TServerFrame,
} from '@marketplace/contract';
import type { AuthContext, SessionVerifier } from '#kernel/auth-context.ts';
import { toErrorEnvelope } from '#http/error-handler.ts';
import { publicRoute } from '#http/route-access.ts';
import type { FrameHandler } from './frames.ts';
import type { Connection, RealtimeHub } from './hub.ts';

export const HANDSHAKE_TIMEOUT_MS = 10_000;
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** Calls `beat` on the heartbeat's schedule until the answered stop is called. */
export type HeartbeatTimer = (beat: () => void) => () => void;

const everyHeartbeatInterval: HeartbeatTimer = (beat) => {
  const interval = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  return () => clearInterval(interval);
};

const send = (socket: WebSocket, frame: TServerFrame) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

/** Browsers always send Origin; a page on another site must not ride on our users' tokens. */
const isAllowedOrigin = (request: FastifyRequest, publicOrigin: string | undefined): boolean => {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

export const registerRealtimeRoutes = (
  app: FastifyInstance,
  deps: {
    sessions: SessionVerifier;
    hub: RealtimeHub;
    publicOrigin: string | undefined;
    handleFrame?: FrameHandler;
    heartbeatTimer?: HeartbeatTimer;
  },
) => {
  const { sessions, hub } = deps;

  const onSocket: WebsocketHandler = (socket, request) => {
    if (!isAllowedOrigin(request, deps.publicOrigin)) {
      socket.close(WS_CLOSE.badOrigin, 'Origin not allowed');
      return;
    }
    let connection: Connection | undefined;
    let auth: AuthContext | undefined;
    let alive = true;

    const handshakeTimer = setTimeout(() => {
      if (!connection) socket.close(WS_CLOSE.handshakeTimeout, 'No connect frame');
    }, HANDSHAKE_TIMEOUT_MS);

    // Dead peers never answer pings; terminating them frees their slot in the hub.
    const stopHeartbeat = (deps.heartbeatTimer ?? everyHeartbeatInterval)(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    });
    socket.on('pong', () => {
      alive = true;
    });

    socket.on('close', () => {
      clearTimeout(handshakeTimer);
      stopHeartbeat();
      if (connection) hub.remove(connection);
    });

    // Frames are handled one after another, so a frame sent right behind `connect` waits for it.
    let queue = Promise.resolve();
    socket.on('message', (raw) => {
      alive = true;
      queue = queue
        .then(async () => {
          let frame: TClientFrame;
          try {
            const parsed = ZClientFrame.safeParse(JSON.parse(raw.toString()));
            if (!parsed.success) {
              send(socket, { type: 'error', error: 'This frame is not understood.' });
              return;
            }
            frame = parsed.data;
          } catch {
            send(socket, { type: 'error', error: 'Frames must be JSON.' });
            return;
          }

          if (!auth) {
            if (frame.type !== 'connect') {
              socket.close(WS_CLOSE.unauthorized, 'Send a connect frame first');
              return;
            }
            const authenticated = await sessions.authenticate(frame.token);
            if (!authenticated) {
              send(socket, {
                type: 'error',
                error: 'Your session has ended. Please sign in again.',
              });
              socket.close(WS_CLOSE.unauthorized, 'Invalid token');
              return;
            }
            if (socket.readyState !== socket.OPEN) return;
            auth = authenticated;
            connection = { socket, userId: auth.userId, sessionId: auth.sessionId };
            hub.add(connection);
            clearTimeout(handshakeTimer);
            send(socket, { type: 'ready', userId: auth.userId });
            return;
          }

          if (frame.type === 'ping') send(socket, { type: 'pong' });
          else if (frame.type === 'connect') send(socket, { type: 'ready', userId: auth.userId });
          else if (deps.handleFrame) await deps.handleFrame(auth, frame);
          else send(socket, { type: 'error', error: 'Chat is not available yet.' });
        })
        .catch((error: FastifyError) => {
          // The same mapping as HTTP: a refused frame gets its reason, a fault stays in the log.
          const { status, body } = toErrorEnvelope(error);
          if (status >= 500) request.log.error({ err: error }, 'websocket frame failed');
          send(socket, { type: 'error', error: body.error });
        });
    });
  };

  app.route({
    method: 'GET',
    url: '/ws',
    schema: { hide: true },
    // Open to anyone: the socket signs in with its first frame (`connect`), not a header.
    ...publicRoute,
    // A plain HTTP request (no upgrade) gets the envelope like any other failure.
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('Upgrade', 'websocket')
        .send({ error: 'This address only accepts WebSocket connections.' }),
    wsHandler: onSocket,
  });
};

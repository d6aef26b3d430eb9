import type { WebSocket } from 'ws';
import type { TServerFrame } from '@marketplace/contract';
import { WS_CLOSE } from '@marketplace/contract';
import type { Bus } from './bus.ts';
import type { Presence } from './presence.ts';

export type Connection = { socket: WebSocket; userId: number; sessionId: string };

/** 1012 Service Restart: the server asks the client to reconnect, which then catches up. */
export const CATCH_UP_CLOSE = 1012;

/**
 * The sockets open on this instance, by user. Services never write to sockets directly:
 * they publish on the bus, and every instance delivers to the sockets it holds.
 */
export const createRealtimeHub = (
  bus: Bus,
  /** With several instances: how this one learns of sockets held by the others. */
  makePresence?: (localUsers: () => Iterable<number>) => Presence,
) => {
  const connectionsByUser = new Map<number, Set<Connection>>();
  const presence = makePresence?.(() => connectionsByUser.keys());
  const revocationListeners: Array<(sessionIds: string[]) => void> = [];

  const deliverLocally = (userIds: number[], frame: TServerFrame) => {
    const payload = JSON.stringify(frame);
    for (const userId of new Set(userIds)) {
      for (const connection of connectionsByUser.get(userId) ?? []) {
        if (connection.socket.readyState === connection.socket.OPEN)
          connection.socket.send(payload);
      }
    }
  };

  const closeSessionsLocally = (sessionIds: string[]) => {
    const revoked = new Set(sessionIds);
    for (const connections of connectionsByUser.values()) {
      for (const connection of connections) {
        if (revoked.has(connection.sessionId)) {
          connection.socket.close(WS_CLOSE.sessionRevoked, 'Session ended');
        }
      }
    }
  };

  const closeAllLocally = (code: number, reason: string) => {
    for (const set of connectionsByUser.values()) for (const c of set) c.socket.close(code, reason);
  };

  bus.onEvent((event) => {
    if (event.kind === 'deliver') deliverLocally(event.userIds, event.frame);
    else if (event.kind === 'sessions_revoked') {
      closeSessionsLocally(event.sessionIds);
      for (const listener of revocationListeners) listener(event.sessionIds);
    }
    // Some frames were lost: a reconnecting client refetches what its screens show (the web
    // app catches up every open chat and refreshes its lists once its socket is ready again).
    else closeAllLocally(CATCH_UP_CLOSE, 'Reconnect to catch up');
  });

  return {
    add: (connection: Connection) => {
      let set = connectionsByUser.get(connection.userId);
      if (!set) {
        set = new Set();
        connectionsByUser.set(connection.userId, set);
        presence?.online(connection.userId);
      }
      set.add(connection);
    },
    remove: (connection: Connection) => {
      const set = connectionsByUser.get(connection.userId);
      if (!set?.delete(connection) || set.size > 0) return;
      connectionsByUser.delete(connection.userId);
      presence?.offline(connection.userId);
    },
    /** Whether the user has a signed-in socket open on this instance or any other. */
    isConnected: async (userId: number): Promise<boolean> =>
      connectionsByUser.has(userId) || ((await presence?.elsewhere(userId)) ?? false),
    close: () => presence?.close(),
    /** Sends a frame to every open socket of these users, on every instance. */
    sendToUsers: (userIds: number[], frame: TServerFrame) =>
      bus.publish({ kind: 'deliver', userIds, frame }),
    /** Closes the sockets of these sessions, on every instance. */
    closeSessions: (sessionIds: string[]) =>
      sessionIds.length ? bus.publish({ kind: 'sessions_revoked', sessionIds }) : Promise.resolve(),
    /** Told on every instance of sessions revoked anywhere (auth forgets them from its cache). */
    onSessionsRevoked: (listener: (sessionIds: string[]) => void) => {
      revocationListeners.push(listener);
    },
    connectionCount: () => {
      let count = 0;
      for (const set of connectionsByUser.values()) count += set.size;
      return count;
    },
  };
};

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

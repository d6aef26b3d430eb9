import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { TServerFrame } from '@marketplace/contract';

/** What instances tell each other: frames for users, and sessions whose sockets must close. */
export type BusEvent =
  | { kind: 'deliver'; userIds: number[]; frame: TServerFrame }
  | { kind: 'sessions_revoked'; sessionIds: string[] };

export type Bus = {
  publish: (event: BusEvent) => Promise<void>;
  onEvent: (handler: (event: BusEvent) => void) => void;
  close: () => Promise<void>;
};

export const createMemoryBus = (): Bus => {
  const emitter = new EventEmitter();
  return {
    publish: async (event) => {
      emitter.emit('event', event);
    },
    onEvent: (handler) => {
      emitter.on('event', handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};

/**
 * Redis pub/sub: every instance subscribes to one channel, so an event published on any
 * instance reaches the sockets held by all of them. Publishing uses the shared command
 * connection; a subscribed connection cannot send other commands, hence the second one.
 */
export const createRedisBus = async (publisher: Redis, channel: string): Promise<Bus> => {
  const subscriber = publisher.duplicate();
  // Report the subscriber's connection errors where the publisher's are reported.
  subscriber.on('error', (error: Error) => publisher.emit('error', error));
  const handlers: Array<(event: BusEvent) => void> = [];
  subscriber.on('message', (_channel: string, raw: string) => {
    const event = JSON.parse(raw) as BusEvent;
    for (const handler of handlers) handler(event);
  });
  await subscriber.subscribe(channel);
  return {
    publish: async (event) => {
      await publisher.publish(channel, JSON.stringify(event));
    },
    onEvent: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
};

import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { TServerFrame } from '@marketplace/contract';

/** What instances tell each other: frames for users, and sessions whose sockets must close. */
export type BusEvent =
  | { kind: 'deliver'; userIds: number[]; frame: TServerFrame }
  | { kind: 'sessions_revoked'; sessionIds: string[] }
  /** Frames may have been lost on the way: every socket should reconnect and catch up. */
  | { kind: 'resync' };

export type Bus = {
  /** Delivers on this instance at once and on the others as soon as the bus can; never throws. */
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

export type RedisBusOptions = {
  /** Entries the stream keeps; an instance further behind than this has lost some. */
  maxLength?: number;
  /** Events kept while Redis is away; past this the oldest go and everyone resyncs later. */
  maxUnsent?: number;
  /** How long a publish waits for Redis while it answers, before the request moves on. */
  publishWaitMs?: number;
};

const DEFAULTS = { maxLength: 10_000, maxUnsent: 10_000, publishWaitMs: 1_000 };
/** After Redis answered a read with an error, the next try waits this long. */
const READ_RETRY_MS = 1_000;
/** Queued events written in one round trip at most. */
const WRITE_BATCH = 100;
/** After a command failed with its connection, the next look waits this long. */
const WRITE_RETRY_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An error Redis answered (the command itself was refused), not a connection failing. */
const refusedByRedis = (error: unknown) => (error as Error | undefined)?.name === 'ReplyError';

/** The stream expires if no instance writes for this long, so dead prefixes clean up. */
const STREAM_TTL_MS = 24 * 3600 * 1000;

/** Stream ids are `<milliseconds>-<sequence>`. */
const compareIds = (a: string, b: string) => {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs - bMs || aSeq - bSeq;
};

type Entry = [id: string, fields: string[]];

/** Waits for `promise`, but `ms` at most. */
const atMost = async (promise: Promise<unknown>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
};

/** At start-up: resolves once connected, fails on the first connection error. */
const reachable = (connection: Redis) =>
  new Promise<void>((resolve, reject) => {
    if (connection.status === 'ready') return resolve();
    const settle = (error?: Error) => {
      connection.off('ready', settle);
      connection.off('error', settle);
      if (error) reject(new Error('Redis is not reachable at REDIS_URL.', { cause: error }));
      else resolve();
    };
    connection.on('ready', settle);
    connection.on('error', settle);
  });

/** XREAD's answer, in RESP2's shape ([[key, entries]]) or RESP3's flattened map ([key, entries]). */
const entriesOf = (reply: unknown): Entry[] => {
  if (!Array.isArray(reply) || reply.length === 0) return [];
  if (typeof reply[0] === 'string') return (reply[1] ?? []) as Entry[];
  return reply.flatMap((stream) => ((stream as [string, Entry[]])[1] ?? []) as Entry[]);
};

const fieldOf = (fields: string[], name: string) => {
  const index = fields.indexOf(name);
  return index >= 0 && index % 2 === 0 ? fields[index + 1] : undefined;
};

/**
 * A Redis stream every instance appends to and reads from, rather than pub/sub: pub/sub drops
 * whatever is published while a subscriber is disconnected, so a Redis restart would lose the
 * frames sent meanwhile for good, and a browser whose own sends answered in that time would
 * never fetch the other side's messages (its catch-up starts after the newest id it holds).
 *
 * With the stream nothing is lost while the instances live: an event is delivered on its own
 * instance at once (sockets there never wait for Redis), appended to the stream, and kept in
 * memory until Redis takes it, however long Redis is away; each instance reads the stream from
 * the last entry it saw, across reconnects, and skips its own entries. Frames arrive late
 * rather than never, and the browser's log adds them in id order. Only when something is
 * known lost (more unsent events than `maxUnsent`, or a reader so far behind that the stream
 * was trimmed past it) does a `resync` tell sockets to reconnect and catch up.
 *
 * After a restart without persistence the stream starts again empty; new ids are later than
 * the last one read (they are timestamps), so readers carry on where they were.
 */
export const createRedisBus = async (
  publisher: Redis,
  streamKey: string,
  options: RedisBusOptions = {},
): Promise<Bus> => {
  const { maxLength, maxUnsent, publishWaitMs } = { ...DEFAULTS, ...options };
  const origin = randomUUID();
  const handlers: Array<(event: BusEvent) => void> = [];
  const deliver = (event: BusEvent) => {
    for (const handler of handlers) handler(event);
  };
  let closed = false;
  const wakeOnClose = new Set<() => void>();
  /** Resolves once the connection is ready (or the bus closed). */
  const ready = (connection: Redis) =>
    new Promise<void>((resolve) => {
      if (closed || connection.status === 'ready') return resolve();
      const done = () => {
        connection.off('ready', done);
        wakeOnClose.delete(done);
        resolve();
      };
      connection.on('ready', done);
      wakeOnClose.add(done);
    });
  /** Reports through the connection's error listener, where the app logs Redis trouble. */
  const report = (message: string, cause?: unknown) =>
    publisher.emit('error', new Error(message, { cause }));

  // Writing: a queue drained in order whenever Redis answers.
  type Unsent = { payload: string; written: () => void };
  const RESYNC = JSON.stringify({ kind: 'resync' } satisfies BusEvent);
  const unsent: Unsent[] = [];
  let lostSome = false;
  let flushing: Promise<void> | undefined;
  let expiresRefreshedAt = 0;
  /**
   * Writes the entries in one round trip (a pipeline of XADDs, in order) and answers each
   * one's error, if any. Under load, publishes that arrive while a write is on its way go
   * together in the next one instead of each waiting for the one before it.
   */
  const appendAll = async (payloads: string[]): Promise<Array<Error | null>> => {
    const pipeline = publisher.pipeline();
    for (const payload of payloads)
      pipeline.xadd(streamKey, 'MAXLEN', '~', maxLength, '*', 'o', origin, 'e', payload);
    const results = (await pipeline.exec()) ?? [];
    if (Date.now() - expiresRefreshedAt > 60_000) {
      expiresRefreshedAt = Date.now();
      void publisher.pexpire(streamKey, STREAM_TTL_MS).catch(() => undefined);
    }
    return payloads.map((_, index) => {
      const result = results[index];
      return result ? result[0] : new Error('Redis did not answer this entry.');
    });
  };
  /** Takes an entry off the queue (unless a full queue dropped it meanwhile). */
  const settle = (entry: Unsent) => {
    if (unsent[0] === entry) unsent.shift();
    else if (unsent.includes(entry)) unsent.splice(unsent.indexOf(entry), 1);
    entry.written();
  };
  const drain = async () => {
    while (!closed) {
      // Once what was kept is written, the others hear that something was not.
      if (lostSome && unsent.length === 0) {
        lostSome = false;
        unsent.push({ payload: RESYNC, written: () => undefined });
      }
      if (!unsent.length) return;
      if (publisher.status !== 'ready') {
        await ready(publisher);
        continue;
      }
      const batch = unsent.slice(0, WRITE_BATCH);
      let errors: Array<Error | null>;
      try {
        errors = await appendAll(batch.map((entry) => entry.payload));
      } catch {
        errors = batch.map(() => new Error('The pipeline failed.'));
      }
      for (const [index, entry] of batch.entries()) {
        const error = errors[index];
        if (!error) {
          settle(entry);
          continue;
        }
        if (!refusedByRedis(error)) {
          // The connection is going or gone: this entry and the ones after it wait for it to
          // come back. The pause lets the connection's own events run before its status is
          // looked at again.
          await pause(WRITE_RETRY_MS);
          break;
        }
        // Redis refused this entry itself, and would again: it is dropped.
        settle(entry);
        report('Redis refused a realtime event; sockets will be told to catch up.', error);
        if (entry.payload === RESYNC) return;
        lostSome = true;
      }
    }
  };
  const startDraining = () => {
    if (flushing || closed) return;
    flushing = drain()
      .catch((error: unknown) => {
        report('Writing realtime events to Redis stopped.', error);
      })
      .finally(() => {
        flushing = undefined;
        // Something published while the last round was ending.
        if (unsent.length) startDraining();
      });
  };

  // Reading: from the newest entry at start, then from the last one seen, for good. The
  // reader's commands wait for Redis however long it is away, whatever the publisher's do.
  await reachable(publisher);
  const reader = publisher.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
  reader.on('error', (error: Error) => publisher.emit('error', error));
  const [newest] = (await publisher.xrevrange(streamKey, '+', '-', 'COUNT', 1)) as Entry[];
  let lastId = newest?.[0] ?? '0-0';
  let lastIdAtLoss: string | undefined;
  reader.on('close', () => {
    lastIdAtLoss ??= lastId;
  });
  reader.on('ready', () => {
    const since = lastIdAtLoss;
    lastIdAtLoss = undefined;
    if (since !== undefined) void checkTrimmedPast(since);
  });
  /** After a disconnection: were entries this instance never read trimmed meanwhile? */
  const checkTrimmedPast = async (since: string) => {
    try {
      await ready(publisher);
      const info = (await publisher.call('XINFO', 'STREAM', streamKey)) as unknown[];
      const deleted = fieldOf(info.map(String), 'max-deleted-entry-id');
      if (deleted && compareIds(deleted, since) > 0) deliver({ kind: 'resync' });
    } catch {
      // No stream (Redis came back empty, nothing written yet): nothing was trimmed.
    }
  };
  const read = async () => {
    while (!closed) {
      try {
        const reply = await reader.xread('COUNT', 500, 'BLOCK', 0, 'STREAMS', streamKey, lastId);
        for (const [id, fields] of entriesOf(reply)) {
          lastId = id;
          if (fieldOf(fields, 'o') === origin) continue;
          try {
            deliver(JSON.parse(fieldOf(fields, 'e') ?? '') as BusEvent);
          } catch (error) {
            report('A realtime event in Redis could not be read; it was skipped.', error);
          }
        }
      } catch (error) {
        if (closed) return;
        if (refusedByRedis(error)) {
          report('Reading realtime events from Redis failed; retrying.', error);
          await pause(READ_RETRY_MS);
        } else {
          // Disconnected while reading: carry on from the same entry once Redis is back.
          await pause(WRITE_RETRY_MS);
          await ready(reader);
        }
      }
    }
  };
  void read();

  return {
    publish: async (event) => {
      deliver(event);
      if (closed) return;
      let written!: () => void;
      const done = new Promise<void>((resolve) => (written = resolve));
      unsent.push({ payload: JSON.stringify(event), written });
      if (unsent.length > maxUnsent) {
        unsent.shift()?.written();
        lostSome = true;
      }
      startDraining();
      // While Redis answers, the caller waits for its event to be written (briefly); while it
      // is away the request goes on at once and the event follows when Redis is back.
      if (publisher.status === 'ready') await atMost(done, publishWaitMs);
    },
    onEvent: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      // Events still queued get one short chance while Redis answers.
      if (flushing && publisher.status === 'ready') await atMost(flushing, publishWaitMs);
      closed = true;
      for (const wake of wakeOnClose) wake();
      handlers.length = 0;
      reader.disconnect();
    },
  };
};

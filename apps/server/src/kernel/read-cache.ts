import { getTableName, type Table } from 'drizzle-orm';
import { ANY_TABLE, type TableChange, type TableChanges } from '#db/table-changes.ts';

/** Upper bound of an answer's life in the cache. */
export const READ_CACHE_MAX_MS = 1000;

type Entry = { value: unknown; stamp: number; until: number };

/**
 * Answers of the busiest reads (lists, the account), kept a moment by the key of who asked
 * what, so that the same page asked many times a second is read from the database once.
 * The database announces every committed change to a table (`table-changes.ts`), and an
 * answer is served only while none of the tables it was read from has changed since its read
 * began: a change made through this instance is heard before the request that made it
 * answers, one made elsewhere a moment after it commits. An answer lives at most `ttlMs`
 * (never more than a second), for what changes with the clock alone, such as a proposal's
 * interview window closing. Answers are shared between requests: nobody may change them.
 */
export const createReadCache = (options: {
  ttlMs: number;
  /** The database's announcements of changed tables (`DatabaseHandle.tableChanges`). */
  changes: Pick<TableChanges, 'subscribe'>;
  maxEntries?: number;
  now?: () => number;
}) => {
  const { maxEntries = 1000, now = Date.now } = options;
  const ttlMs = Math.min(options.ttlMs, READ_CACHE_MAX_MS);
  // Each table's count of changes heard, and of times every table counted as changed: an
  // answer carries the sum over its tables from before its read, which only ever grows.
  const changesOf = new Map<string, number>();
  let changesOfAll = 0;
  const entries = new Map<string, Entry>();
  // Reads on their way, so that requests arriving together wait for one read.
  const reading = new Map<string, { stamp: number; answer: Promise<unknown> }>();

  const stampOf = (tables: readonly string[]) =>
    tables.reduce((sum, table) => sum + (changesOf.get(table) ?? 0), changesOfAll);

  const keep = (key: string, entry: Entry) => {
    // Bounded: the oldest entry (first in a Map's order) makes room.
    if (entries.size >= maxEntries && !entries.has(key)) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  };

  const stopHearing = options.changes.subscribe((table: TableChange) => {
    if (table === ANY_TABLE) {
      changesOfAll += 1;
      entries.clear();
    } else {
      changesOf.set(table, (changesOf.get(table) ?? 0) + 1);
    }
  });

  return {
    /**
     * `read`'s answer, from the cache while it is current. `tables`: every table the read
     * selects from (`read-cache.test.ts` checks them against the statements it runs).
     */
    answer: async <T>(
      key: string,
      tables: readonly Table[],
      read: () => Promise<T>,
    ): Promise<T> => {
      if (ttlMs <= 0) return read();
      const names = tables.map((table) => getTableName(table));
      const stamp = stampOf(names);
      const entry = entries.get(key);
      if (entry && entry.stamp === stamp && entry.until > now()) return entry.value as T;
      const pending = reading.get(key);
      if (pending && pending.stamp === stamp) return pending.answer as Promise<T>;
      const startedAt = now();
      const answer = read();
      reading.set(key, { stamp, answer });
      try {
        const value = await answer;
        // Kept only if no table changed while it was read: it may predate that change.
        if (stampOf(names) === stamp) keep(key, { value, stamp, until: startedAt + ttlMs });
        return value;
      } finally {
        if (reading.get(key)?.answer === answer) reading.delete(key);
      }
    },

    size: () => entries.size,

    close: () => {
      stopHearing();
      entries.clear();
    },
  };
};

export type ReadCache = ReturnType<typeof createReadCache>;

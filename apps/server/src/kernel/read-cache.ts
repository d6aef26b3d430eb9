import { getTableName, type Table } from 'drizzle-orm';
import { ANY_TABLE, type TableChange, type TableChanges } from '#db/table-changes.ts';

/** Upper bound of an answer's life in the cache. */
export const READ_CACHE_MAX_MS = 1000;

type Entry = { body: string; stamp: number; until: number };

/**
 * Answers of the busiest reads (lists, the account), written out as the response body and
 * kept a moment by the key of who asked what, so that the same page asked many times a
 * second is read from the database and serialized once. The database announces each
 * committed change to a table (`table-changes.ts`), and an answer is served only while none
 * of the tables it was read from has changed since its read began: a change made through
 * this instance is heard before the request that made it answers, one made elsewhere a moment
 * after it commits. An answer lives at most `ttlMs` (never more than a second), for what
 * changes with the clock alone, such as a proposal's interview window closing. While the
 * database's announcements could go unheard, every read goes to the database.
 */
export const createReadCache = (options: {
  ttlMs: number;
  /** The database's announcements of changed tables (`DatabaseHandle.tableChanges`). */
  changes: Pick<TableChanges, 'subscribe' | 'listening'>;
  /** Bounds of what is kept: answers, and their characters in all. */
  maxEntries?: number;
  maxCharacters?: number;
  now?: () => number;
}) => {
  const {
    changes,
    maxEntries = 1000,
    maxCharacters = 16 * 1024 * 1024,
    now = () => performance.now(),
  } = options;
  const ttlMs = Math.min(options.ttlMs, READ_CACHE_MAX_MS);
  // Each table's count of changes heard, and of times every table counted as changed: an
  // answer carries the sum over its tables from before its read, which only ever grows.
  const changesOf = new Map<string, number>();
  let changesOfAll = 0;
  // In the order they were kept, which is the order they expire in (one lifetime for all).
  const entries = new Map<string, Entry>();
  let characters = 0;
  // Reads on their way, so that requests arriving together wait for one read.
  const reading = new Map<string, { stamp: number; body: Promise<string> }>();

  const stampOf = (tables: readonly string[]) =>
    tables.reduce((sum, table) => sum + (changesOf.get(table) ?? 0), changesOfAll);

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    characters -= entry.body.length;
    entries.delete(key);
  };

  const forgetAll = () => {
    entries.clear();
    characters = 0;
  };

  const keep = (key: string, entry: Entry) => {
    if (entry.body.length > maxCharacters) return;
    forget(key);
    entries.set(key, entry);
    characters += entry.body.length;
    // The oldest make room, and the expired go, whatever room there is.
    for (const [oldestKey, oldest] of entries) {
      const full = entries.size > maxEntries || characters > maxCharacters;
      if (!full && oldest.until > now()) break;
      forget(oldestKey);
    }
  };

  const stopHearing = changes.subscribe((table: TableChange) => {
    if (table === ANY_TABLE) {
      changesOfAll += 1;
      forgetAll();
    } else {
      changesOf.set(table, (changesOf.get(table) ?? 0) + 1);
    }
  });

  return {
    /**
     * The body `read` writes, from the cache while it is current. `tables`: every table the
     * read selects from (`cached-read.test.ts` checks them against the statements it runs).
     */
    answer: async (key: string, tables: readonly Table[], read: () => Promise<string>) => {
      if (ttlMs <= 0 || !changes.listening()) return read();
      const names = tables.map((table) => getTableName(table));
      const stamp = stampOf(names);
      const entry = entries.get(key);
      if (entry && entry.stamp === stamp && entry.until > now()) return entry.body;
      const pending = reading.get(key);
      if (pending && pending.stamp === stamp) return pending.body;
      const startedAt = now();
      const body = read();
      reading.set(key, { stamp, body });
      try {
        const written = await body;
        // Kept only if no table changed while it was read: it may predate that change.
        if (stampOf(names) === stamp) keep(key, { body: written, stamp, until: startedAt + ttlMs });
        return written;
      } finally {
        if (reading.get(key)?.body === body) reading.delete(key);
      }
    },

    size: () => ({ entries: entries.size, characters }),

    close: () => {
      stopHearing();
      forgetAll();
    },
  };
};

export type ReadCache = ReturnType<typeof createReadCache>;

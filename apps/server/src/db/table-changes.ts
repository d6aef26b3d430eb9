import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The channel migration 0019's trigger announces committed changes on. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

/** A table's name, or `'*'`: any table may have changed unannounced (a listener was away). */
export type TableChange = string;
export const ANY_TABLE: TableChange = '*';

export type TableChangeListener = (table: TableChange) => void;

/**
 * Who hears the tables that change. The database announces each committed change itself (a
 * trigger on each table the read cache reads from, `pg_notify`), so every path that writes is
 * heard: the API, the admin CLI, the pollers, another instance of the app. `listening`: whether
 * a change made now would be heard (some connection listens).
 */
export const createTableChanges = (listening: () => boolean = () => true) => {
  const listeners = new Set<TableChangeListener>();
  return {
    listening,
    announce: (table: TableChange) => {
      for (const listener of listeners) listener(table);
    },
    subscribe: (listener: TableChangeListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};

export type TableChanges = ReturnType<typeof createTableChanges>;

/**
 * Every pooled connection listens. A session hears its own notifications before its write
 * (or its transaction's commit) answers, so what a request wrote is forgotten here before the
 * request's answer leaves: the writer's next read never sees the cache from before. Every
 * listening connection hears every notification: one sent by another of this pool's
 * connections is left to that one, so a write here is announced once; another instance's
 * writes arrive on this pool's connections a moment after they commit (PostgreSQL sends them
 * between statements). While no connection listens a change would go unheard: the cache is
 * not used then (`listening`), and when the last one goes and when one listens again, every
 * table counts as changed. Needs connections of its own (direct, or a pooler in session
 * mode): behind a pooler in transaction mode LISTEN hears nothing; set READ_CACHE_MS=0 there.
 */
export const createPoolTableChanges = () => {
  const listeningBackends = new Set<number>();
  const changes = createTableChanges(() => listeningBackends.size > 0);
  /** The pool's `onConnect`: a new connection is handed out once it listens. */
  const onConnect = async (client: pg.ClientBase) => {
    // pg sets it from the server's BackendKeyData; not in its types.
    const backend = (client as unknown as { processID: number }).processID;
    client.on('notification', ({ processId, payload }) => {
      if (processId === backend || !listeningBackends.has(processId))
        changes.announce(payload ?? ANY_TABLE);
    });
    await client.query(`listen ${TABLE_CHANGED_CHANNEL}`);
    listeningBackends.add(backend);
    if (listeningBackends.size === 1) changes.announce(ANY_TABLE);
    client.once('end', () => {
      listeningBackends.delete(backend);
      if (listeningBackends.size === 0) changes.announce(ANY_TABLE);
    });
  };
  return { changes, onConnect };
};

/** PGlite is one session in this process: it hears its own notifications before a write answers. */
export const createPgliteTableChanges = async (client: PGlite): Promise<TableChanges> => {
  const changes = createTableChanges();
  await client.listen(TABLE_CHANGED_CHANNEL, (table) => changes.announce(table));
  return changes;
};

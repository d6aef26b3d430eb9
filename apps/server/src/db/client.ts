import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '#db/schema/index.ts';
import { acquireDirectoryLock } from './lock.ts';
import { seedCategories } from './seed.ts';
import {
  createPgliteTableChanges,
  createPoolTableChanges,
  type TableChanges,
} from './table-changes.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Each committed change's table, as the database announces it (`table-changes.ts`). */
  tableChanges: Pick<TableChanges, 'subscribe' | 'listening'>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Told when an idle pooled connection dies (server restart, admin termination). */
      onConnectionLost?: (error: Error) => void;
    }
  /** dataDir undefined: in memory. loadDataDir: start from a dump (tests use a migrated template). */
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** Told when a round of table maintenance (`pglite-maintenance.ts`) fails. */
      onMaintenanceError?: (error: unknown) => void;
    };

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

// Any fixed number works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_001;

/** Opens the database, applies pending migrations and seeds reference data. */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  const handle =
    options.kind === 'postgres' ? await openPostgres(options) : await openPglite(options);
  await seedCategories(handle.db);
  return handle;
};

const openPostgres = async (options: {
  url: string;
  poolSize?: number;
  onConnectionLost?: (error: Error) => void;
}): Promise<DatabaseHandle> => {
  const { url, poolSize = 10, onConnectionLost = () => {} } = options;
  // Only the driver of the database in use is loaded (PGlite's is not, on PostgreSQL).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Migrations run on one dedicated connection holding an advisory lock, so several
  // instances starting together apply them exactly once.
  const migrationClient = new pg.Client({ connectionString: url });
  await migrationClient.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(migrationClient), { migrationsFolder });
  } finally {
    await migrationClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => {});
    await migrationClient.end();
  }
  const { changes: tableChanges, onConnect } = createPoolTableChanges();
  const pool = new pg.Pool({ connectionString: url, max: poolSize, onConnect });
  // An idle connection that the server drops makes the pool emit 'error'; without a listener
  // that event would crash the process. The pool has already discarded the connection and
  // opens a new one for the next query, so reporting it is all there is to do.
  pool.on('error', onConnectionLost);
  const db = drizzlePg(pool, { schema });
  return { db, kind: 'postgres', tableChanges, close: () => pool.end() };
};

const openPglite = async (
  options: Omit<Extract<DatabaseOptions, { kind: 'pglite' }>, 'kind'>,
): Promise<DatabaseHandle> => {
  const releaseLock = options.dataDir ? acquireDirectoryLock(options.dataDir) : () => {};
  try {
    const [
      { PGlite },
      { pg_trgm },
      { drizzle: drizzlePglite },
      { migrate: migratePglite },
      { useNamedStatements },
      { startTableMaintenance },
    ] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pglite-statements.ts'),
      import('./pglite-maintenance.ts'),
    ]);
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    useNamedStatements(client);
    const tableChanges = await createPgliteTableChanges(client);
    const maintenance = startTableMaintenance(
      client,
      options.onMaintenanceError ??
        ((error) => process.emitWarning(`PGlite table maintenance failed: ${String(error)}`)),
    );
    return {
      db,
      kind: 'pglite',
      tableChanges,
      close: async () => {
        await maintenance.stop();
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
};

import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's autovacuum defaults: a table is analyzed once more than 50 rows plus 10% of it
 * changed since its last analyze, and vacuumed once its dead rows pass 50 plus 20% of it.
 */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE_FACTOR = 0.2;

/** How often the tables are looked at (autovacuum's naptime). */
export const MAINTENANCE_INTERVAL_MS = 60_000;

type DueTable = { name: string; analyze: boolean; vacuum: boolean };

/**
 * The tables past a threshold. Two more are due whatever their counts, as autovacuum would
 * not: a table never analyzed (`reltuples` below 0), and one analyzed while empty that has
 * rows now (a new database's tables, analyzed at its first start, fill with fewer rows than
 * the threshold, and the planner would go on planning them as empty). The counts come from
 * PostgreSQL's cumulative statistics, which PGlite keeps but only flushes to these views a
 * second after a change at the soonest (and never at close): `maintainTables` flushes them
 * first.
 */
const DUE_TABLES = `
  select name, needs_analyze as analyze, needs_vacuum as vacuum from (
    select s.relname as name,
           c.reltuples < 0
             or (c.reltuples = 0 and s.n_live_tup > 0)
             or s.n_mod_since_analyze > $1 + $2 * greatest(c.reltuples, 0) as needs_analyze,
           s.n_dead_tup > $3 + $4 * greatest(c.reltuples, 0) as needs_vacuum
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
  ) tables
  where needs_analyze or needs_vacuum
  order by name`;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Does for the embedded database what autovacuum does on a server, which PGlite (one process,
 * no background workers) never runs: analyzes each table changed enough since its last
 * analyze, and vacuums each with enough dead rows. Without it the planner plans every
 * statement on default guesses of table sizes: on the bench's marketplace, `/api/user` went
 * from 31% to 40% of the floor and `/api/auth/me` from 56% to 65% once tables were analyzed.
 */
export const maintainTables = async (client: PGlite) => {
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<DueTable>(DUE_TABLES, [
    ANALYZE_THRESHOLD,
    ANALYZE_SCALE_FACTOR,
    VACUUM_THRESHOLD,
    VACUUM_SCALE_FACTOR,
  ]);
  for (const table of rows) {
    const name = `public.${quoteIdentifier(table.name)}`;
    await client.exec(table.vacuum ? `vacuum (analyze) ${name}` : `analyze ${name}`);
  }
  return {
    analyzed: rows.map((table) => table.name),
    vacuumed: rows.filter((table) => table.vacuum).map((table) => table.name),
  };
};

/**
 * Maintains the tables now and then every `intervalMs`, until stopped. A failed round is
 * reported and the next one tries again. `stop` runs a last round after any under way: the
 * counts of changes live in memory only, so what changed since the last round would
 * otherwise never be analyzed after a restart.
 */
export const startTableMaintenance = (
  client: PGlite,
  onError: (error: unknown) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
) => {
  let round: Promise<void> = Promise.resolve();
  const run = () => {
    round = round.then(() => maintainTables(client).then(() => undefined, onError));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      run();
      await round;
    },
  };
};

import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maintainTables, startTableMaintenance } from './pglite-maintenance.ts';

let client: PGlite;

type TableStats = {
  reltuples: number;
  n_mod_since_analyze: number;
  n_dead_tup: number;
  analyzed: boolean;
  vacuumed: boolean;
};

const statsOf = async (table: string) => {
  const { rows } = await client.query<TableStats>(
    `select c.reltuples, s.n_mod_since_analyze, s.n_dead_tup,
            s.last_analyze is not null as analyzed, s.last_vacuum is not null as vacuumed
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = $1`,
    [table],
  );
  if (!rows[0]) throw new Error(`no statistics for ${table}`);
  return rows[0];
};

beforeEach(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table busy (id int primary key, note text);
    create table quiet (id int primary key, note text);
    create table "odd ""name""" (id int primary key);`);
});
afterEach(async () => {
  await client.close();
});

describe('PGlite table maintenance', () => {
  it('analyzes tables the planner knows nothing of, then only those changed past the threshold', async () => {
    expect((await statsOf('busy')).reltuples).toBeLessThan(0);
    // Never analyzed: all three are, whatever their size (and whatever their names).
    expect(await maintainTables(client)).toEqual({
      analyzed: ['busy', 'odd "name"', 'quiet'],
      vacuumed: [],
    });
    expect((await statsOf('busy')).reltuples).toBe(0);

    // Analyzed empty, then filled with fewer rows than the threshold: analyzed again.
    await client.exec(`
      insert into busy select g, 'first' from generate_series(1, 20) g;
      insert into quiet select g, 'first' from generate_series(1, 20) g;`);
    expect(await maintainTables(client)).toEqual({ analyzed: ['busy', 'quiet'], vacuumed: [] });
    expect(await statsOf('quiet')).toMatchObject({ reltuples: 20, n_mod_since_analyze: 0 });

    await client.exec(`
      insert into busy select g, 'first' from generate_series(21, 500) g;
      insert into quiet select g, 'first' from generate_series(21, 40) g;`);
    // 480 changed rows pass 50 + 10% of 20; 20 do not.
    expect(await maintainTables(client)).toEqual({ analyzed: ['busy'], vacuumed: [] });
    expect(await statsOf('busy')).toMatchObject({ reltuples: 500, n_mod_since_analyze: 0 });
    expect(await statsOf('quiet')).toMatchObject({ reltuples: 20, n_mod_since_analyze: 20 });

    // 200 dead rows pass the vacuum threshold of 50 + 20% of 500.
    await client.exec(`update busy set note = 'second' where id <= 200`);
    expect(await maintainTables(client)).toEqual({ analyzed: ['busy'], vacuumed: ['busy'] });
    expect(await statsOf('busy')).toMatchObject({
      n_dead_tup: 0,
      n_mod_since_analyze: 0,
      vacuumed: true,
    });
    expect(await maintainTables(client)).toEqual({ analyzed: [], vacuumed: [] });
  });

  it('maintains at start and once more when stopped, and reports a failed round', async () => {
    const errors: unknown[] = [];
    const maintenance = startTableMaintenance(client, (error) => errors.push(error));
    // The round at start analyzes the empty tables; rows written after it are analyzed by
    // the round that stopping runs, before the database closes.
    await client.exec(`insert into busy select g, 'first' from generate_series(1, 500) g`);
    await maintenance.stop();
    expect(await statsOf('busy')).toMatchObject({
      reltuples: 500,
      n_mod_since_analyze: 0,
      analyzed: true,
    });
    expect(errors).toEqual([]);

    const failing = { query: () => Promise.reject(new Error('database closed')) };
    const failed = startTableMaintenance(failing as unknown as PGlite, (error) =>
      errors.push(error),
    );
    await failed.stop();
    expect(errors).toEqual([new Error('database closed'), new Error('database closed')]);
  });
});

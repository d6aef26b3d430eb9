import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useNamedStatements } from './pglite-statements.ts';

describe('PGlite queries as named statements', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`create table items (id int primary key, name text not null, tags text[],
      meta jsonb, seen_at timestamptz)`);
    useNamedStatements(pg);
  });
  afterAll(async () => {
    await pg.close();
  });

  const select = 'select id, name, tags, meta, seen_at from items where id = $1';

  it('serializes values and parses rows as PGlite does, on every call of a statement', async () => {
    const seenAt = new Date('2026-01-02T03:04:05.678Z');
    await pg.query('insert into items values ($1, $2, $3, $4, $5)', [
      1,
      "it's",
      ['a', 'b,c'],
      { deep: [1, null] },
      seenAt,
    ]);
    await pg.query('insert into items values ($1, $2, $3, $4, $5)', [2, 'two', null, null, null]);
    const plain = await pg.transaction((tx) => tx.query(select, [1]));
    for (let i = 0; i < 8; i += 1) {
      const result = await pg.query(select, [1]);
      expect(result.rows).toEqual(plain.rows);
      expect(result.fields).toEqual(plain.fields);
    }
    expect((await pg.query(select, [1])).rows).toEqual([
      { id: 1, name: "it's", tags: ['a', 'b,c'], meta: { deep: [1, null] }, seen_at: seenAt },
    ]);
    const arrays = await pg.query(select, [2], { rowMode: 'array', parsers: { 1184: (v) => v } });
    expect(arrays.rows).toEqual([[2, 'two', null, null, null]]);
    expect((await pg.query(select, [3])).rows).toEqual([]);
  });

  it('throws the database error with its code, and the statement still works after', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await pg.query(insert, [10, 'ten']);
    await expect(pg.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(pg.query('select nonsense from items')).rejects.toMatchObject({ code: '42703' });
    await pg.query(insert, [11, 'eleven']);
    expect(
      (await pg.query('select count(*)::int as n from items where id >= $1', [10])).rows,
    ).toEqual([{ n: 2 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const insertedInside = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (20, $1)', ['inside']);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedInside;
    // Run inside the open transaction, it would see the uncommitted row.
    const outside = pg.query('select count(*)::int as n from items where id = $1', [20]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('keeps answering past the number of statements it keeps', async () => {
    for (let i = 0; i < 520; i += 1) {
      const result = await pg.query(`select $1::int + ${i} as n`, [1]);
      expect(result.rows).toEqual([{ n: 1 + i }]);
    }
    expect((await pg.query(select, [2])).rows).toHaveLength(1);
  });
});

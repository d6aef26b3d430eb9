import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { categories } from './schema/index.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The tables announced from now on, in order. */
const hear = () => {
  const heard: string[] = [];
  const stop = database.tableChanges.subscribe((table) => heard.push(table));
  return { heard, stop };
};

describe('table changes', () => {
  it('a write is heard before it answers, a transaction before its commit answers', async () => {
    const { heard, stop } = hear();
    const name = `Heard ${Date.now()}`;
    await database.db.insert(categories).values({ name });
    expect(heard).toContain('categories');

    heard.length = 0;
    await database.db.transaction(async (tx) => {
      await tx
        .update(categories)
        .set({ name: `${name}!` })
        .where(eq(categories.name, name));
    });
    expect(heard).toContain('categories');

    heard.length = 0;
    await database.db.select().from(categories).limit(1);
    expect(heard).toEqual([]);
    stop();
  });

  it('a change made on another connection (another instance) is heard', async () => {
    // A read first, so that a pooled connection is open and listening.
    await database.db.select().from(categories).limit(1);
    expect(database.tableChanges.listening()).toBe(true);
    const { heard, stop } = hear();
    const arrived = new Promise<void>((resolve) => {
      const stopWaiting = database.tableChanges.subscribe((table) => {
        if (table === 'categories') {
          stopWaiting();
          resolve();
        }
      });
    });
    if (database.kind === 'postgres') {
      // A connection of its own, outside the app's pool, as another instance's would be.
      const { default: pg } = await import('pg');
      const pool = (
        database.db as unknown as { $client: { options: { connectionString: string } } }
      ).$client;
      const other = new pg.Client({ connectionString: pool.options.connectionString });
      await other.connect();
      await other.query(`insert into categories (name) values ('Elsewhere ${Date.now()}')`);
      await other.end();
    } else {
      // PGlite is one session in this process: every write is its own.
      await database.db.insert(categories).values({ name: `Elsewhere ${Date.now()}` });
    }
    await arrived;
    expect(heard).toContain('categories');
    stop();
  });
});

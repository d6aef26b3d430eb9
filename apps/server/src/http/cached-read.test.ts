import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, getTableName, is, sql, type Table } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#db/schema/index.ts';
import { SERVICE_LIST_TABLES } from '#modules/catalog/index.ts';
import { CHAT_MESSAGES_TABLES } from '#modules/chat/index.ts';
import { JOB_LIST_TABLES } from '#modules/jobs/index.ts';
import { NOTIFICATIONS_TABLES } from '#modules/notifications/index.ts';
import { ME_TABLES, USER_INFO_TABLES } from '#modules/users/index.ts';
import { users } from '#db/schema/index.ts';
import { createWorld, serviceForm, type World } from '#test/access-world.ts';
import { bearer, createTestApp, type TestApp, type TestUser } from '#test/test-app.ts';

let t: TestApp;
let world: World;
/** The statements the database was sent by the request being recorded (not by pollers). */
const statements: string[] = [];
const recording = new AsyncLocalStorage<true>();

beforeAll(async () => {
  t = await createTestApp();
  // Every statement goes through the driver's query(): PGlite's, or the pg pool's.
  const client = (
    t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
  ).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first] = args;
    if (recording.getStore())
      statements.push(typeof first === 'string' ? first : String((first as { text: string }).text));
    return query(...args);
  };
  world = await createWorld(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ALL_TABLES = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as Table) as string),
);

/** The tables a statement selects from or joins. */
const tablesIn = (statement: string) =>
  [...statement.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)]
    .map((match) => match[1] ?? '')
    .filter((name) => ALL_TABLES.has(name));

/** A cached read: a GET of `url` by `who`, or a POST with `body` (a read that takes one). */
type CachedRead = {
  name: string;
  tables: readonly Table[];
  url: string;
  who: () => TestUser;
  body?: () => object;
};

const CACHED_READS: CachedRead[] = [
  {
    name: 'the account',
    tables: USER_INFO_TABLES,
    url: '/api/user',
    who: () => world.users.freelancerA,
  },
  {
    name: "the session's user",
    tables: ME_TABLES,
    url: '/api/auth/me',
    who: () => world.users.clientA,
  },
  ...['?limit=20', '?q=logo&limit=5', '?category=Writing&level=Expert&min_budget=10'].map(
    (query): CachedRead => ({
      name: `the jobs list ${query}`,
      tables: JOB_LIST_TABLES,
      url: `/api/user/job/getAll${query}`,
      who: () => world.users.freelancerB,
    }),
  ),
  ...['?limit=20', '?sort=price&limit=5', '?category=Writing&sort=oldest'].map(
    (query): CachedRead => ({
      name: `the services list ${query}`,
      tables: SERVICE_LIST_TABLES,
      url: `/api/getAll2${query}`,
      who: () => world.users.clientB,
    }),
  ),
  {
    name: 'the notifications',
    tables: NOTIFICATIONS_TABLES,
    url: '/api/notifications',
    who: () => world.users.freelancerA,
  },
  ...[{}, { limit: 5, before: 1_000_000 }, { after: 1 }].map((page): CachedRead => ({
    name: `a chat's messages ${JSON.stringify(page)}`,
    tables: CHAT_MESSAGES_TABLES,
    url: '/api/chats/getAllMessages',
    who: () => world.users.clientA,
    body: () => ({ chat_id: world.contract.chatId, ...page }),
  })),
];

const ask = (read: CachedRead) =>
  t.app.inject({
    method: read.body ? 'POST' : 'GET',
    url: read.url,
    headers: bearer(read.who().token),
    ...(read.body ? { payload: read.body() } : {}),
  });

/**
 * The statements `read` sends the database, but for the guard's session check (the session
 * cache's business, not the read's).
 */
const statementsOf = async (read: CachedRead) => {
  statements.length = 0;
  // inject() answers a thenable that sends the request when awaited: awaited inside.
  const response = await recording.run(true, async () => await ask(read));
  expect(response.statusCode, response.body).toBe(200);
  return statements.filter((statement) => !tablesIn(statement).includes('sessions'));
};

describe('the tables cached reads declare', () => {
  it('each announces its changes (a table a read comes to use needs the trigger in a migration)', async () => {
    const result = await t.database.db.execute(sql`
      select c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'announce_change'`);
    // Both drivers answer { rows }.
    const announced = (result as unknown as { rows: { table: string }[] }).rows.map(
      (row) => row.table,
    );
    const declared = new Set(
      CACHED_READS.flatMap((read) => read.tables.map((table) => getTableName(table))),
    );
    expect([...declared].filter((table) => !announced.includes(table))).toEqual([]);
  });
});

/** Every cache of the app forgets its answers, as when the database says so itself. */
const forgetEverything = () => t.database.db.execute(sql`select pg_notify('table_changed', '*')`);

describe('cached reads', () => {
  it.each(CACHED_READS)(
    '$name: declares every table it reads, and is answered again without the database',
    async (read) => {
      await forgetEverything();
      const startedAt = Date.now();
      const first = await statementsOf(read);
      const declared = read.tables.map((table) => getTableName(table));
      const used = [...new Set(first.flatMap(tablesIn))];
      expect(used.length).toBeGreaterThan(0);
      expect(used.filter((table) => !declared.includes(table))).toEqual([]);
      const again = await statementsOf(read);
      // Within the second an answer lives (a stalled machine may take longer between calls).
      if (Date.now() - startedAt < 1000) expect(again).toEqual([]);
    },
  );
});

describe('what was written shows at once through the cache', () => {
  const ids = (response: { json: () => { data: { id: number }[] } }) =>
    response.json().data.map((item) => item.id);
  const get = (who: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who.token) });

  it('a new job, a save and a proposal reach the jobs list of each reader', async () => {
    const { freelancerA, freelancerB } = world.users;
    const url = '/api/user/job/getAll?limit=50';
    await get(freelancerB, url);
    const jobId = await world.fresh.job();
    expect(ids(await get(freelancerB, url))).toContain(jobId);

    await world.call(freelancerB, 'POST', `/api/jobs/${jobId}/save`);
    const cardOf = async (who: TestUser) =>
      (
        (await get(who, url)).json().data as { id: number; saved: boolean; applied: boolean }[]
      ).find((card) => card.id === jobId);
    expect(await cardOf(freelancerB)).toMatchObject({ saved: true, applied: false });
    // Answers are kept apart by reader: freelancer A has not saved it.
    expect(await cardOf(freelancerA)).toMatchObject({ saved: false, applied: false });

    await world.call(freelancerA, 'POST', '/api/proposals/create', {
      bid: 80,
      cover_letter: 'I can do this well.',
      duration: 'less than 1 month',
      job_post_id: jobId,
    });
    expect(await cardOf(freelancerA)).toMatchObject({ applied: true });
    expect(await cardOf(freelancerB)).toMatchObject({ applied: false });
  });

  it('a new service shows in the list, and goes when its owner is suspended', async () => {
    const { clientB, freelancerB } = world.users;
    const url = '/api/getAll2?limit=50';
    await get(clientB, url);
    const service = (
      await world.call(freelancerB, 'POST', '/api/services/create', {
        ...serviceForm(),
        title: 'Cached list service',
      })
    ).json().data as { id: number };
    expect(ids(await get(clientB, url))).toContain(service.id);

    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, freelancerB.id));
    expect(ids(await get(clientB, url))).not.toContain(service.id);
    await t.database.db
      .update(users)
      .set({ suspendedAt: null })
      .where(eq(users.id, freelancerB.id));
    expect(ids(await get(clientB, url))).toContain(service.id);
  });

  it("a message reaches the chat's page of both people, a notification the list, a new name the account", async () => {
    const { clientA, freelancerA } = world.users;
    const page = (who: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chats/getAllMessages',
        headers: bearer(who.token),
        payload: { chat_id: world.contract.chatId },
      });
    const before = ids(await page(clientA));
    expect(ids(await page(freelancerA))).toEqual(before);
    const sent = (
      await world.call(freelancerA, 'POST', '/api/chats/storeMessage', {
        chat_id: world.contract.chatId,
        message: 'Fresh news',
      })
    ).json().data as { id: number };
    expect(ids(await page(clientA))).toEqual([...before, sent.id]);
    expect(ids(await page(freelancerA))).toEqual([...before, sent.id]);
    // The cache's key is the caller: someone outside the chat is refused, as without it.
    expect((await page(world.users.clientB)).statusCode).toBe(404);

    const unread = async () =>
      (await get(clientA, '/api/notifications')).json().meta.unread_count as number;
    const unreadBefore = await unread();
    await world.fresh.pendingProposal();
    expect(await unread()).toBe(unreadBefore + 1);

    await get(freelancerA, '/api/auth/me');
    await get(freelancerA, '/api/user');
    await world.call(freelancerA, 'POST', '/api/user', { first_name: 'Renamed' });
    expect((await get(freelancerA, '/api/auth/me')).json().data.first_name).toBe('Renamed');
    expect((await get(freelancerA, '/api/user')).json().data.first_name).toBe('Renamed');
  });
});

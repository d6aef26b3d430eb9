// `GET /api/getAll2` (newest page) and `GET /api/services/search/{title}`, with 1,000 and
// 100,000 services seeded, against the bare baseline measured in the same run.
import { sql } from 'drizzle-orm';
import {
  createUser,
  measure,
  printComparison,
  startApp,
  benchDatabases,
  type Measurement,
  type Seed,
} from '../lib.ts';

const SERVICE_COUNTS = (process.env.BENCH_SERVICE_COUNTS ?? '1000,100000').split(',').map(Number);

// A fixed list of our own words, inlined as an SQL array literal.
const WORDS_SQL = sql.raw(
  `array[${[
    'logo design',
    'website',
    'seo audit',
    'translation',
    'mobile app',
    'video edit',
    'copywriting',
    'data analysis',
  ]
    .map((word) => `'${word}'`)
    .join(',')}]`,
);

/** Services from one freelancer, spread over time and categories. */
const seedServices =
  (count: number): Seed =>
  async (db) => {
    await db.execute(sql`
      insert into users (first_name, last_name, username, email, password_hash, account_type)
      values ('Seed', 'Freelancer', 'seed_freelancer', 'seedf@bench.example', 'x', 'freelancer')`);
    await db.execute(sql`
      insert into services (freelancer_id, category_id, title, description, price_cents, created_at)
      select u.id, 1 + g % 18,
             initcap((${WORDS_SQL})[1 + g % 8]) || ' package ' || g,
             'A complete ' || (${WORDS_SQL})[1 + (g * 3) % 8] || ' service, number ' || g || '.',
             500 + (g * 53) % 200000,
             now() - (g || ' minutes')::interval
      from generate_series(1, ${count}) g, users u where u.username = 'seed_freelancer'`);
    await db.execute(sql`analyze`);
  };

export const runServicesBrowse = async () => {
  const databases = benchDatabases();
  for (const database of databases) {
    const rows: Measurement[] = [];
    for (const count of SERVICE_COUNTS) {
      // The database's own cost at each size: the read cache would answer the repeated asks.
      const app = await startApp(database, seedServices(count), {}, { READ_CACHE_MS: '0' });
      try {
        const token = await createUser(app.url, 'client', `bench_${Date.now()}`);
        const label = `${count.toLocaleString('en-US')} services, ${database}`;
        rows.push(
          await measure(`getAll2 newest (${label})`, {
            url: `${app.url}/api/getAll2?limit=20`,
            token,
            database,
          }),
        );
        rows.push(
          await measure(`getAll2 price (${label})`, {
            url: `${app.url}/api/getAll2?limit=20&sort=price`,
            token,
            database,
          }),
        );
        rows.push(
          await measure(`search "logo desing" (${label})`, {
            url: `${app.url}/api/services/search/logo%20desing`,
            token,
            database,
          }),
        );
      } finally {
        await app.stop();
      }
    }
    await printComparison(`Browse and search services on ${database}`, rows);
  }
};

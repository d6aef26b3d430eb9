// `GET /api/user/job/getAll` (newest page) and a search query, with 1,000 and 100,000 jobs
// seeded, against the bare baseline: the goal is p95 at 100k within 2x of p95 at 1k.
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

const JOB_COUNTS = (process.env.BENCH_JOB_COUNTS ?? '1000,100000').split(',').map(Number);

const WORDS = [
  'website',
  'mobile app',
  'logo',
  'data pipeline',
  'marketing plan',
  'translation',
  'video edit',
  'api',
];
// A fixed list of our own words, inlined as an SQL array literal.
const WORDS_SQL = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(',')}]`);

/** Jobs from one client, spread over time, with one or two categories each. */
const seedJobs =
  (count: number): Seed =>
  async (db) => {
    await db.execute(sql`
      insert into users (first_name, last_name, username, email, password_hash, account_type)
      values ('Seed', 'Client', 'seed_client', 'seed@bench.example', 'x', 'client')`);
    await db.execute(sql`
      insert into job_posts (client_id, title, description, budget_cents, level, size,
                             expected_delivery_days, search_document, created_at)
      select u.id,
             'Job ' || g || ': ' || (${WORDS_SQL})[1 + g % 8] || ' for team ' || (g % 997),
             'We need help with a ' || (${WORDS_SQL})[1 + (g * 7) % 8] || '. Details follow in the brief number ' || g || '.',
             1000 + (g * 37) % 500000,
             (array['Beginner','Intermidiate','Expert'])[1 + g % 3],
             (array['Small','Mediem','Large'])[1 + g % 3],
             1 + g % 90,
             lower('Job ' || g || ': ' || (${WORDS_SQL})[1 + g % 8] || ' for team ' || (g % 997) || ' ' ||
                   (${WORDS_SQL})[1 + (g * 7) % 8]),
             now() - (g || ' minutes')::interval
      from generate_series(1, ${count}) g, users u where u.username = 'seed_client'`);
    await db.execute(sql`
      insert into job_categories (job_id, category_id)
      select j.id, c.id from job_posts j join categories c on c.id = 1 + j.id % 18`);
    await db.execute(sql`analyze`);
  };

export const runJobsBrowse = async () => {
  const databases = benchDatabases();
  for (const database of databases) {
    const rows: Measurement[] = [];
    for (const count of JOB_COUNTS) {
      // The database's own cost at each size: the read cache would answer the repeated asks.
      const app = await startApp(database, seedJobs(count), {}, { READ_CACHE_MS: '0' });
      try {
        const token = await createUser(app.url, 'freelancer', `bench_${Date.now()}`);
        const label = `${count.toLocaleString('en-US')} jobs, ${database}`;
        rows.push(
          await measure(`getAll limit=20 (${label})`, {
            url: `${app.url}/api/user/job/getAll?limit=20`,
            token,
            database,
          }),
        );
        rows.push(
          await measure(`search q=logo (${label})`, {
            url: `${app.url}/api/user/job/getAll?limit=20&q=logo`,
            token,
            database,
          }),
        );
      } finally {
        await app.stop();
      }
    }
    await printComparison(`Browse and search jobs on ${database}`, rows);
  }
};

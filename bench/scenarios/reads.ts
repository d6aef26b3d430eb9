// The authenticated reads a signed-in person makes on every page, each as a share of the
// floor (bare Fastify + one primary-key select) of its own database, measured in this run:
// `GET /api/user`, `GET /api/auth/me`, the jobs list, the services list, a chat's messages
// and the notifications list. The goal is 50% of the floor or more for each. Each read is
// measured in turns with a floor server running beside the app (`measurePaired`), twice: as
// the app answers it (repeated asks from its read cache while no table behind them changed)
// and with `READ_CACHE_MS=0`, every request read from the database.
//
// Every list is read full: the marketplace is seeded through the API first, so each page
// holds as many rows as a person would see, with what those rows carry in real use (job
// categories, files, proposals and saves; service images; a conversation longer than a
// page; a client's notifications). A list of one row would flatter every per-row cost.
import pg from 'pg';
import sharp from 'sharp';
import {
  api,
  benchDatabases,
  createUser,
  measurePaired,
  printComparison,
  startApp,
  startBaseline,
} from '../lib.ts';
import type { BenchDatabase, Measurement } from '../lib.ts';

/** Enough for a full page (20) of each list, with more behind it. */
const PEOPLE = 3;
const JOBS_PER_CLIENT = 8;
const SERVICES_PER_FREELANCER = 8;
const MESSAGES = 40;
const CATEGORIES = ['Web Development', 'Graphic Design', 'Writing', 'Translation', 'Marketing'];

const upload = async (baseUrl: string, path: string, token: string, files: File[]) => {
  const form = new FormData();
  files.forEach((file, index) => form.append(`file${index + 1}`, file));
  return api<{ id: number }[]>(`${baseUrl}${path}`, { method: 'POST', token, body: form });
};

/**
 * Three clients with eight open jobs each (one to three skills; every third job with two
 * files), each job with a proposal from each of three freelancers, one of them accepted
 * (the chat the reads open, with 40 messages); the reading freelancer saved every fourth
 * job; each freelancer offers eight services with an image. Answers the reading
 * freelancer's token, the notified client's token and the chat.
 */
export const seedMarketplace = async (baseUrl: string) => {
  const tag = Date.now() % 1_000_000;
  const clients = await Promise.all(
    Array.from({ length: PEOPLE }, (_, i) => createUser(baseUrl, 'client', `rc${i}_${tag}`)),
  );
  const freelancers = await Promise.all(
    Array.from({ length: PEOPLE }, (_, i) => createUser(baseUrl, 'freelancer', `rf${i}_${tag}`)),
  );
  const [reader] = freelancers;
  const [notified] = clients;
  if (!reader || !notified) throw new Error('the seed made no users');
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#6d28d9' },
  })
    .png()
    .toBuffer();
  const brief = new File(['Scope, deadlines and the brand guide.\n'.repeat(40)], 'brief.txt', {
    type: 'text/plain',
  });

  const proposalsOnFirstJob: number[] = [];
  for (const [c, client] of clients.entries()) {
    for (let j = 0; j < JOBS_PER_CLIENT; j += 1) {
      const n = c * JOBS_PER_CLIENT + j;
      const files =
        n % 3 === 0 ? await upload(baseUrl, '/api/job/upload_files', client, [brief, brief]) : [];
      const job = await api<{ id: number }>(`${baseUrl}/api/job`, {
        method: 'POST',
        token: client,
        body: JSON.stringify({
          title: `Job ${n}: ${CATEGORIES[n % CATEGORIES.length]} for a small team`,
          description: `We need help with ${CATEGORIES[n % CATEGORIES.length]}. `.repeat(8),
          skills: CATEGORIES.slice(0, 1 + (n % 3)),
          level: 'Intermidiate',
          size: 'Mediem',
          budjet: 100 + n * 25,
          expected_delivery_time: 7 + (n % 20),
          file_ids: files.map((file) => file.id),
        }),
      });
      for (const freelancer of freelancers) {
        const proposal = await api<{ id: number }>(`${baseUrl}/api/proposals/create`, {
          method: 'POST',
          token: freelancer,
          body: JSON.stringify({
            bid: 110 + n * 25,
            cover_letter: 'I have done this kind of work many times and can start this week.',
            duration: 'less than 1 month',
            job_post_id: job.id,
          }),
        });
        if (n === 0) proposalsOnFirstJob.push(proposal.id);
      }
      if (n % 4 === 0)
        await api(`${baseUrl}/api/jobs/${job.id}/save`, { method: 'POST', token: reader });
    }
  }
  const accepted = await api<{ chat: { id: number } }>(
    `${baseUrl}/api/proposals/${proposalsOnFirstJob[0]}/accept`,
    { method: 'PUT', token: notified },
  );
  for (let i = 0; i < MESSAGES; i += 1) {
    await api(`${baseUrl}/api/chats/storeMessage`, {
      method: 'POST',
      token: i % 2 ? notified : reader,
      body: JSON.stringify({
        chat_id: accepted.chat.id,
        message: `Message ${i}: here is where the work stands and what comes next.`,
      }),
    });
  }
  for (const [f, freelancer] of freelancers.entries()) {
    for (let s = 0; s < SERVICES_PER_FREELANCER; s += 1) {
      const images = await upload(baseUrl, '/api/services/upload_images', freelancer, [
        new File([png], 'cover.png', { type: 'image/png' }),
      ]);
      await api(`${baseUrl}/api/services/create`, {
        method: 'POST',
        token: freelancer,
        body: JSON.stringify({
          title: `Service ${f}.${s}: ${CATEGORIES[s % CATEGORIES.length]}, done well`,
          description: 'Three concepts, two revisions, source files included. '.repeat(4),
          category: CATEGORIES[s % CATEGORIES.length],
          price: 50 + s * 10,
          images: images.map((image) => image.id),
        }),
      });
    }
  }
  return { reader, notified, chatId: accepted.chat.id };
};

/**
 * The reads measured on the seeded marketplace, by short name (`bench/profile.ts` takes the
 * names): what each asks, as whom.
 */
type Read = { title: string; path: string; token: string; body?: unknown };

export const marketplaceReads = (
  seeded: Awaited<ReturnType<typeof seedMarketplace>>,
): Record<string, Read> => {
  const { reader, notified, chatId } = seeded;
  return {
    user: { title: 'GET /api/user', path: '/api/user', token: reader },
    me: { title: 'GET /api/auth/me', path: '/api/auth/me', token: reader },
    jobs: { title: 'jobs list limit=20', path: '/api/user/job/getAll?limit=20', token: reader },
    services: { title: 'services list', path: '/api/getAll2?limit=20', token: reader },
    chat: {
      title: 'chat messages',
      path: '/api/chats/getAllMessages',
      token: reader,
      body: { chat_id: chatId },
    },
    notifications: { title: 'notifications list', path: '/api/notifications', token: notified },
  };
};

/**
 * Brings the seeded database to where the database's own upkeep has it a minute later, so
 * the reads are planned as on a server that has been running: on PostgreSQL autovacuum's
 * analyze, done now; on PGlite the round of table maintenance a stopping server runs
 * (`pglite-maintenance.ts`), then the server started again on the same data.
 */
export const settleAfterSeeding = async (
  app: Awaited<ReturnType<typeof startApp>>,
  database: BenchDatabase,
) => {
  if (database === 'pglite') return app.restart();
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  await client.query('analyze');
  await client.end();
  return app;
};

/**
 * Each read twice: as the app answers it (its read cache on, `READ_CACHE_MS` at its default),
 * and with every request read from the database (`READ_CACHE_MS=0`), what a read costs when
 * its answer changed since the last one.
 */
const READ_CACHE_MODES: { label: string; env: Record<string, string> }[] = [
  { label: '', env: {} },
  { label: ', READ_CACHE_MS=0', env: { READ_CACHE_MS: '0' } },
];

export const runReads = async () => {
  for (const database of benchDatabases()) {
    const rows: Measurement[] = [];
    let app = await startApp(database);
    // Kept running beside the app: each read is measured in turns with it.
    const floor = await startBaseline(database);
    try {
      const reads = marketplaceReads(await seedMarketplace(app.url));
      app = await settleAfterSeeding(app, database);
      for (const [index, mode] of READ_CACHE_MODES.entries()) {
        // The settled app runs with the first mode's settings already.
        if (index > 0) app = await app.restart(mode.env);
        for (const read of Object.values(reads))
          rows.push(
            await measurePaired(`${read.title} (${database}${mode.label})`, {
              url: `${app.url}${read.path}`,
              floorUrl: `${floor.url}/floor/1`,
              token: read.token,
              database,
              body: read.body,
            }),
          );
      }
    } finally {
      await floor.stop();
      await app.stop();
    }
    await printComparison(`Authenticated reads on ${database}`, rows);
  }
};

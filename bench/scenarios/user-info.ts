// Authenticated `GET /api/user` (token check against the sessions table, the user row and
// the activity counts) against the bare Fastify baseline measured in the same run.
import {
  createUser,
  measure,
  printComparison,
  startApp,
  startBaseline,
  type Measurement,
} from '../lib.ts';

export const runUserInfo = async () => {
  const baselineServer = await startBaseline();
  const baseline = await measure(
    'baseline: bare fastify GET /hello',
    `${baselineServer.url}/hello`,
  );
  await baselineServer.stop();

  const databases: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];
  const rows: Measurement[] = [];
  for (const database of databases) {
    const app = await startApp(database);
    try {
      const token = await createUser(app.url, 'freelancer', `bench_${Date.now()}`);
      rows.push(
        await measure(`GET /api/user (${database})`, `${app.url}/api/user`, {
          authorization: `Bearer ${token}`,
        }),
      );
    } finally {
      await app.stop();
    }
  }
  printComparison('Authenticated GET /api/user', baseline, rows);
};

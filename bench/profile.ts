// `npx tsx bench/profile.ts <pglite|postgres> [read...]`: where a read's time goes. Starts the
// app under `node --cpu-prof`, loads each named read (user, me, jobs, services, chat,
// notifications; all by default) for BENCH_SECONDS, prints the profile's self time by package
// and by function, and on PostgreSQL the statements per request (pg_stat_database counts each
// statement outside a transaction as one transaction). The profiles are kept for a closer look.
// The app's settings come from the environment: `READ_CACHE_MS=0` profiles the database path
// (otherwise repeated asks are answered from the read cache).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApp, type BenchDatabase } from './lib.ts';
import { marketplaceReads, seedMarketplace, settleAfterSeeding } from './scenarios/reads.ts';

const [database = 'postgres', ...names] = process.argv.slice(2) as [BenchDatabase, ...string[]];
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const packageOf = (url: string) => {
  if (!url) return '(native/gc/idle)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return 'node (core)';
  const src = url.indexOf('/src/');
  return src >= 0 ? `app ${url.slice(src + 5)}` : url;
};

const summarise = (file: string) => {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self.entries()]
    .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
    .reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const add = (map: Map<string, number>, key: string, time: number) =>
    map.set(key, (map.get(key) ?? 0) + time);
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, time] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    add(packages, packageOf(frame.url), time);
    add(
      functions,
      `${frame.functionName || '(anonymous)'} ${packageOf(frame.url)}:${frame.lineNumber + 1}`,
      time,
    );
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, time]) => `  ${((time / busy) * 100).toFixed(1).padStart(5)}%  ${key}`)
      .join('\n');
  console.log(`busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms`);
  console.log(`by package (self time, share of busy):\n${top(packages, 25)}`);
  console.log(`by function:\n${top(functions, 40)}`);
};

const transactions = async (url: string) => {
  if (!url) return 0;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const name = new URL(url).pathname.slice(1);
  const { rows } = await client.query<{ calls: string }>(
    'select xact_commit + xact_rollback as calls from pg_stat_database where datname = $1',
    [name],
  );
  await client.end();
  return Number(rows[0]?.calls ?? 0);
};

const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-prof-'));
process.env.BENCH_APP_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
// The same marketplace the reads scenario measures: full pages of every list.
let app = await startApp(database);
const reads = marketplaceReads(await seedMarketplace(app.url));
app = await settleAfterSeeding(app, database);
for (const name of names.length ? names : Object.keys(reads)) {
  const read = reads[name];
  if (!read) throw new Error(`unknown read ${name}`);
  const before = await transactions(app.databaseUrl);
  const result = await autocannon({
    url: `${app.url}${read.path}`,
    connections: 20,
    duration: seconds,
    headers: {
      authorization: `Bearer ${read.token}`,
      ...(read.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(read.body ? { method: 'POST' as const, body: JSON.stringify(read.body) } : {}),
  });
  const statements = (await transactions(app.databaseUrl)) - before;
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, ${result.non2xx} non-2xx` +
      (app.databaseUrl
        ? `, ${(statements / result.requests.total).toFixed(2)} transactions (statements outside a transaction) per request`
        : ''),
  );
}
await app.stop();
for (const file of fs.readdirSync(profileDir)) summarise(path.join(profileDir, file));
console.log(`profiles kept in ${profileDir}`);

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { WebSocket } from 'ws';
import { openDatabase, type Database } from '@marketplace/server/db';
import { buildServerIfNeeded, bundleServer, serverEntry } from '../scripts/lib.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Server = {
  url: string;
  stop: () => Promise<void>;
  /** The server process, to read its memory. */
  pid: number;
  /** From spawning the process to its first answer. */
  startupMs: number;
};
type AppServer = Server & {
  databaseUrl: string;
  /**
   * Stops this process and starts another on the same data (the answer is the new one), with
   * the same settings or those given.
   */
  restart: (env?: Record<string, string>) => Promise<AppServer>;
};

const waitForLine = (child: ChildProcess, pattern: RegExp, timeoutMs: number) =>
  new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${buffer}`)));
  });

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A fresh database on the DATABASE_URL server, dropped by `drop`. */
const createBenchDatabase = async () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `mk_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

let baselineBundle: Promise<string> | undefined;
/** `baseline-server.ts` bundled as the app is (plain node, no tsx), once per run. */
const bundledBaseline = () => {
  baselineBundle ??= (async () => {
    const outdir = path.join(import.meta.dirname, 'dist');
    await bundleServer(path.join(import.meta.dirname, 'baseline-server.ts'), outdir);
    return path.join(outdir, 'baseline-server.mjs');
  })();
  return baselineBundle;
};

/** A bare server of `baseline-server.ts`: hello, the floor on one database, or the ws relay. */
export const startBaseline = async (floorDatabase?: BenchDatabase | 'relay'): Promise<Server> => {
  const database = floorDatabase === 'postgres' ? await createBenchDatabase() : undefined;
  const entry = await bundledBaseline();
  const spawnedAt = performance.now();
  const child = spawn(
    process.execPath,
    [
      entry,
      ...(floorDatabase === 'relay'
        ? ['relay']
        : floorDatabase
          ? ['floor', floorDatabase]
          : ['hello']),
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: database?.url ?? '' },
    },
  );
  const match = await waitForLine(child, /listening (\d+)/, 60_000);
  return {
    url: `http://127.0.0.1:${match[1]}`,
    pid: child.pid ?? 0,
    startupMs: performance.now() - spawnedAt,
    stop: async () => {
      await stopChild(child);
      await database?.drop();
    },
  };
};

/**
 * A port nothing listens on, from the system. A random one in the 20000-60000 range could be
 * taken by an outgoing connection's ephemeral port (Linux hands them out from 32768), which
 * ended a whole run with EADDRINUSE.
 */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export type BenchDatabase = 'pglite' | 'postgres';

/** The databases of this run: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const benchDatabases = (): BenchDatabase[] =>
  process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

type Floors = { hello: Measurement } & Partial<Record<BenchDatabase, Measurement>>;
let measuredFloors: Promise<Floors> | undefined;

/** The bare hello and the floor of each database, measured once per run and shared. */
export const floors = (): Promise<Floors> => {
  measuredFloors ??= (async () => {
    const hello = await startBaseline();
    const result: Floors = {
      hello: await measure('bare fastify GET /hello', { url: `${hello.url}/hello` }),
    };
    await hello.stop();
    for (const database of benchDatabases()) {
      const floor = await startBaseline(database);
      result[database] = {
        ...(await measure('floor: fastify + one primary-key select', {
          url: `${floor.url}/floor/1`,
          database,
        })),
      };
      await floor.stop();
    }
    return result;
  })();
  return measuredFloors;
};

/**
 * The real server in its own process: on a throw-away PGlite directory, or, when
 * DATABASE_URL is set, on a fresh database of that server that is dropped afterwards.
 */
export type Seed = (db: Database) => Promise<void>;

export const startApp = async (
  database: 'pglite' | 'postgres',
  seed?: Seed,
  /** Redis for fan-out; a second instance also reuses the first one's database. */
  shared: { databaseUrl?: string; redisUrl?: string } = {},
  /** Settings of the app's own, e.g. `{ READ_CACHE_MS: '0' }`. */
  env: Record<string, string> = {},
): Promise<AppServer> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (shared.databaseUrl) {
    databaseUrl = shared.databaseUrl;
  } else if (database === 'postgres') {
    const created = await createBenchDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  if (seed) {
    // Seeded straight into the database before the server opens it (PGlite allows one process).
    const handle = await openDatabase(
      databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    );
    await seed(handle.db);
    await handle.close();
  }
  return spawnApp({
    dataDir,
    databaseUrl,
    redisUrl: shared.redisUrl ?? '',
    env,
    removeData: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  });
};

const spawnApp = async (data: {
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  env: Record<string, string>;
  removeData: () => Promise<void>;
}): Promise<AppServer> => {
  const port = await freePort();
  // Started as `npm start` starts it: the bundled server, bundled (when needed) before the clock.
  await buildServerIfNeeded();
  const spawnedAt = performance.now();
  // BENCH_APP_NODE_ARGS: extra node flags for the app only, e.g. `--cpu-prof` (bench/profile.ts).
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl,
      REDIS_URL: data.redisUrl,
      // Instances that share a database must share the signing secret too.
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      ...data.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  const startupMs = performance.now() - spawnedAt;
  return {
    url,
    databaseUrl: data.databaseUrl,
    pid: child.pid ?? 0,
    startupMs,
    stop: async () => {
      await stopChild(child);
      await data.removeData();
    },
    restart: async (env = data.env) => {
      await stopChild(child);
      return spawnApp({ ...data, env });
    },
  };
};

const waitForHealth = async (url: string, child: ChildProcess) => {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output}`);
};

export const api = async <T>(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> => {
  const response = await fetch(url, {
    ...init,
    headers: {
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const body = (await response.json()) as { data: T; error?: string };
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body.error}`);
  return body.data;
};

/** Signs up and signs in a user, answering its bearer token. */
export const createUser = async (
  baseUrl: string,
  accountType: 'client' | 'freelancer',
  tag: string,
) => {
  const password = 'bench password 1';
  const email = `${tag}@bench.example`;
  await api(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    body: JSON.stringify({
      username: tag,
      first_name: 'Bench',
      last_name: 'User',
      account_type: accountType,
      email,
      password,
      confirm_password: password,
    }),
  });
  const login = await api<{ access_token: string }>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return login.access_token;
};

/**
 * A client and a freelancer with an accepted proposal between them (a job, a proposal, the
 * accept): their tokens and the chat the accept opened.
 */
export const createContract = async (baseUrl: string, tag: string) => {
  const clientToken = await createUser(baseUrl, 'client', `c${tag}`);
  const freelancerToken = await createUser(baseUrl, 'freelancer', `f${tag}`);
  const job = await api<{ id: number }>(`${baseUrl}/api/job`, {
    method: 'POST',
    token: clientToken,
    body: JSON.stringify({
      title: `Bench job ${tag}`,
      description: 'Benchmark',
      skills: ['Writing'],
      level: 'Beginner',
      size: 'Small',
      budjet: 10,
      expected_delivery_time: 3,
    }),
  });
  const proposal = await api<{ id: number }>(`${baseUrl}/api/proposals/create`, {
    method: 'POST',
    token: freelancerToken,
    body: JSON.stringify({
      bid: 10,
      cover_letter: 'Bench',
      duration: 'less than 1 month',
      job_post_id: job.id,
    }),
  });
  const accepted = await api<{ chat: { id: number } }>(
    `${baseUrl}/api/proposals/${proposal.id}/accept`,
    { method: 'PUT', token: clientToken },
  );
  return { chatId: accepted.chat.id, clientToken, freelancerToken };
};

/** A WebSocket, once open. */
export const openSocket = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });

/** A socket on the app's /ws, signed in (its `ready` frame received). */
export const connectSocket = async (baseUrl: string, token: string) => {
  const socket = await openSocket(`${baseUrl.replace('http', 'ws')}/ws`);
  await new Promise<void>((resolve) => {
    socket.on('message', function onReady(raw) {
      if ((JSON.parse(raw.toString()) as { type: string }).type === 'ready') {
        socket.off('message', onReady);
        resolve();
      }
    });
    socket.send(JSON.stringify({ type: 'connect', token }));
  });
  return socket;
};

/**
 * Memory of a process in MB (Linux): resident now, and the most it was resident (a host that
 * reclaims idle pages lowers the first, never the second).
 */
export const memoryOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const megabytes = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { resident: megabytes('VmRSS'), peak: megabytes('VmHWM') };
};

export type Measurement = {
  name: string;
  /** The database behind it, whose floor it is compared with. */
  database?: BenchDatabase;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /**
   * Requests per second of the floor measured in turns with this one (`measurePaired`): on a
   * machine others share, the load changes within a run, and a floor measured minutes apart
   * says more about that than about the read.
   */
  pairedFloor?: number;
};

const percentile = (sorted: number[], fraction: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0)
    : 0;

/** One endpoint under load: a GET by default, or a POST with a JSON body. */
export type Target = {
  url: string;
  token?: string;
  database?: BenchDatabase;
  body?: unknown;
};

const requestOf = (target: Target) => {
  const { url, token, body } = target;
  return {
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(body) }),
    connections: BENCH_CONNECTIONS,
  };
};

export const measure = async (name: string, target: Target): Promise<Measurement> => {
  const { database } = target;
  const request = requestOf(target);
  // A short warm-up lets the JIT and connection pools settle before the measured run.
  await autocannon({ ...request, duration: 2 });
  // autocannon's histogram has no p95, so every response time is kept and sorted.
  const latencies: number[] = [];
  const run = autocannon({ ...request, duration: BENCH_SECONDS });
  run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result: Result = await run;
  latencies.sort((a, b) => a - b);
  return {
    name,
    database,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
};

/** Rounds of `measurePaired`: the floor and the target each get BENCH_SECONDS in all. */
const PAIRED_ROUNDS = 5;

/**
 * One endpoint under load in turns with the floor of its database (BENCH_SECONDS / 5 each,
 * five times), so that both see the same share of a machine whose other load comes and goes:
 * its "of floor" is this target's requests over the floor's in the same rounds.
 */
export const measurePaired = async (
  name: string,
  target: Target & { floorUrl: string },
): Promise<Measurement> => {
  const slice = BENCH_SECONDS / PAIRED_ROUNDS;
  const floorRequest = requestOf({ url: target.floorUrl });
  const request = requestOf(target);
  await autocannon({ ...floorRequest, duration: 1 });
  await autocannon({ ...request, duration: 2 });
  const latencies: number[] = [];
  let floorCount = 0;
  let count = 0;
  let errors = 0;
  for (let round = 0; round < PAIRED_ROUNDS; round += 1) {
    const floorResult: Result = await autocannon({ ...floorRequest, duration: slice });
    floorCount += floorResult.requests.total;
    const run = autocannon({ ...request, duration: slice });
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result: Result = await run;
    count += result.requests.total;
    errors += result.errors + result.timeouts + result.non2xx;
  }
  latencies.sort((a, b) => a - b);
  return {
    name,
    database: target.database,
    requestsPerSecond: count / BENCH_SECONDS,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
    pairedFloor: floorCount / BENCH_SECONDS,
  };
};

const percent = (value: number, of: number | undefined) =>
  of ? `${((value / of) * 100).toFixed(1)}%` : '-';

/**
 * Prints a table of measurements and keeps it for RESULTS.md: each row with its share of the
 * floor of its own database and of the bare hello, all measured in this run.
 */
export const printComparison = async (title: string, rows: Measurement[]) => {
  const measured = await floors();
  const floorRows = benchDatabases().flatMap((database) => measured[database] ?? []);
  const lines = [
    `| scenario | database | req/s | p50 ms | p95 ms | p99 ms | of floor | floor req/s in turns | of hello | errors |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...[measured.hello, ...floorRows, ...rows]
      .map((row) =>
        [
          row.name,
          row.database ?? '-',
          row.requestsPerSecond.toFixed(0),
          row.p50.toFixed(1),
          row.p95.toFixed(1),
          row.p99.toFixed(1),
          row.database
            ? percent(
                row.requestsPerSecond,
                row.pairedFloor ?? measured[row.database]?.requestsPerSecond,
              )
            : '-',
          row.pairedFloor?.toFixed(0) ?? '-',
          percent(row.requestsPerSecond, measured.hello.requestsPerSecond),
          String(row.errors),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  recordSection(`${title} (${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s each)`, lines);
};

const sections: Array<{ title: string; lines: string[] }> = [];

/** Prints a section and keeps it for RESULTS.md. */
export const recordSection = (title: string, lines: string[]) => {
  console.log(`\n## ${title}\n${lines.join('\n')}`);
  sections.push({ title, lines });
};

/** Writes bench/RESULTS.md: the machine, the date and every section of this run. */
const KEPT_NOTE_PREFIX = '_Kept from the run of ';

/**
 * The sections of the RESULTS.md on disk, each with the date of the run that measured it, so
 * that running some scenarios (`npm run bench -- reads`) replaces only their sections.
 */
const earlierSections = (file: string): Array<{ title: string; lines: string[] }> => {
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const written = /Written by `npm run bench` on ([^.]+) UTC\./.exec(text)?.[1] ?? 'an earlier run';
  return text
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [title = '', ...rest] = chunk.trimEnd().split('\n');
      const lines = rest.filter((line, index) => index > 0 || line !== '');
      // A section kept once already says which run it came from; keep that date.
      const kept = lines[0]?.startsWith(KEPT_NOTE_PREFIX);
      return {
        title,
        lines: kept
          ? lines
          : [`${KEPT_NOTE_PREFIX}${written} UTC; not measured again this time._`, '', ...lines],
      };
    });
};

export const writeResults = (scenarioNames: string[]) => {
  const cpus = os.cpus();
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  const measured = new Set(sections.map((section) => section.title));
  const kept = earlierSections(file).filter((section) => !measured.has(section.title));
  const header = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.platform()} ${os.release()}`,
    `- Node ${process.version}; databases: ${benchDatabases().join(', ')}${process.env.REDIS_URL ? '; Redis' : ''}`,
    `- Scenarios run this time: ${scenarioNames.join(', ')}${kept.length ? ' (sections of other scenarios are kept from earlier runs, each marked with its date)' : ''}`,
    '- "of floor": requests per second as a share of a bare Fastify answering one primary-key',
    '  select through the same driver and pool, measured in this run on the same database;',
    '  "of hello": share of a bare Fastify answering a constant body. Where "floor req/s in turns"',
    '  is given, the floor ran beside the app and was measured in turns with that row, and "of',
    '  floor" is against it.',
  ];
  const body = [...sections, ...kept].flatMap((section) => [
    '',
    `## ${section.title}`,
    '',
    ...section.lines,
  ]);
  fs.writeFileSync(file, `${[...header, ...body].join('\n')}\n`);
  console.log(`\nWritten ${path.relative(repoRoot, file)}`);
};

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, inject } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { withAdmin, withDatabase } from './global-setup.ts';

/**
 * The real server (`src/server.ts`) in a child process, for the suites that kill it, stop it
 * or restart it on the same data: what a deployment runs, not an app built in the test.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** One secret per test process, so a restarted server accepts the tokens of the first. */
const JWT_SECRET = randomBytes(32).toString('hex');

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** The last 20 kB of its stdout and stderr, for failure messages. */
  output: () => string;
  /** Resolves once the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its DATA_DIR: without SMTP_URL its mail is written to `outbox` there. */
  dataDir: string;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export type ServerOptions = {
  /** DATA_DIR: the PGlite files (without databaseUrl) and the uploads. */
  dataDir: string;
  /** A PostgreSQL database instead of PGlite in dataDir. */
  databaseUrl?: string;
  /** More environment, e.g. LOG_LEVEL or REDIS_URL. */
  env?: Record<string, string>;
};

/**
 * A first start on an empty PGlite directory would spend most of its time migrating: the
 * directory is filled from the suite's migrated template instead, as a restored backup would be.
 */
const seedPglite = async (dataDir: string) => {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (fs.existsSync(pgliteDir)) return;
  const dump = await fs.promises.readFile(inject('pgliteTemplatePath'));
  const seeded = await openDatabase({
    kind: 'pglite',
    dataDir: pgliteDir,
    loadDataDir: new Blob([dump]),
  });
  await seeded.close();
};

/** Starts `src/server.ts` on a free port and resolves once /api/health answers. */
export const startServerProcess = async (options: ServerOptions): Promise<ServerProcess> => {
  if (!options.databaseUrl) await seedPglite(options.dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      // An empty value means "not set": PGlite on disk and the in-memory bus unless given.
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      CHAT_MESSAGES_PER_MINUTE: '1000000',
      ORDER_TIMER_INTERVAL_SECONDS: '3600',
      ...options.env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let gone: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void exited.then((how) => (gone = how));
  for (;;) {
    if (gone) throw new Error(`the server exited (${gone.code ?? gone.signal}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet: asking again is the only way to learn when it is.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, output: () => output, exited, dataDir: options.dataDir };
};

export const isRunning = (server: ServerProcess) =>
  server.child.exitCode === null && server.child.signalCode === null;

/** Kills the process if it still runs (SIGKILL: nothing of it may outlive the test). */
export const killServer = async (server: ServerProcess | undefined) => {
  if (!server) return;
  if (isRunning(server)) server.child.kill('SIGKILL');
  await server.exited;
};

export type Answer = { status: number; body: { data?: Record<string, unknown>; error?: string } };

/** A call over HTTP; `lost` when the connection failed or the server died before answering. */
export const request = async (
  server: ServerProcess,
  method: string,
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Answer | 'lost'> => {
  try {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new Error(`${method} ${url}: no answer within 20 s\n${server.output()}`);
    return 'lost';
  }
};

/**
 * Calls to a server that is killed with SIGKILL once `killAfter` calls were answered: the
 * crash tests' stream of writes. After the kill `call` answers undefined without calling;
 * a call lost before it means the server died by itself, which fails the test.
 */
export const killAfterAnswers = (server: ServerProcess, killAfter: number) => {
  const counts = { answered: 0, lost: 0, killed: false };
  const call = async (
    method: string,
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<Answer | undefined> => {
    if (counts.killed) return undefined;
    const answer = await request(server, method, url, token, payload);
    if (answer === 'lost') {
      if (!counts.killed)
        throw new Error(`the server died before it was killed:\n${server.output()}`);
      counts.lost += 1;
      return undefined;
    }
    counts.answered += 1;
    if (counts.answered >= killAfter && !counts.killed) {
      counts.killed = true;
      server.child.kill('SIGKILL');
    }
    return answer;
  };
  return { call, counts };
};

/** A call the running server must answer with `expected`: anything else fails the test. */
export const must = async (
  server: ServerProcess,
  expected: number,
  method: string,
  url: string,
  token?: string,
  payload?: unknown,
) => {
  const answer = await request(server, method, url, token, payload);
  if (answer === 'lost') throw new Error(`${method} ${url}: no answer\n${server.output()}`);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(expected);
  return answer.body.data ?? {};
};

export type Person = { id: number; token: string };

/** Registers and signs in someone through the real endpoints. */
export const registerPerson = async (
  server: ServerProcess,
  accountType: 'client' | 'freelancer',
  tag: string,
): Promise<Person> => {
  const unique = randomBytes(3).toString('hex');
  const email = `${tag}-${unique}@process.example`;
  const password = 'process test password';
  const created = await must(server, 201, 'POST', '/api/auth/register', undefined, {
    username: `${tag}_${unique}`,
    first_name: 'Process',
    last_name: 'Test',
    account_type: accountType,
    email,
    password,
    confirm_password: password,
  });
  await must(server, 200, 'POST', '/api/auth/verify_email', undefined, {
    token: await verificationTokenIn(server, email),
  });
  const login = await must(server, 200, 'POST', '/api/auth/login', undefined, { email, password });
  return { id: created.id as number, token: login.access_token as string };
};

/** The secret of the verification link the server wrote to its outbox for `email`. */
const verificationTokenIn = async (server: ServerProcess, email: string): Promise<string> => {
  const outbox = path.join(server.dataDir, 'outbox');
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const name of names) {
      // Quoted-printable: soft line breaks and `=3D` for '='.
      const eml = fs
        .readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = eml.includes(`To: ${email}`)
        ? /\/verify_email\?token=([A-Za-z0-9_-]+)/.exec(eml)?.[1]
        : undefined;
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification mail to ${email} in ${outbox}\n${server.output()}`);
};

/**
 * An empty, migrated PostgreSQL database of its own (a clone of the suite's template) when the
 * suite runs with DATABASE_URL; undefined otherwise. `drop` removes it.
 */
export const scratchPostgres = async (): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> => {
  const postgres = inject('postgresTemplate');
  if (!postgres) return undefined;
  const name = `${postgres.prefix}_proc_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdmin(postgres.adminUrl, (admin) =>
    admin.query(`create database ${name} template ${postgres.templateName}`),
  );
  return {
    url: withDatabase(postgres.adminUrl, name),
    drop: () =>
      withAdmin(postgres.adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
};

/** A job posted by a client through the API (JSON, no files), with the skills asked for. */
export const postJob = (
  server: ServerProcess,
  client: Person,
  title: string,
  skills: string[] = ['Web Development', 'UI/UX Design'],
) =>
  must(server, 201, 'POST', '/api/job', client.token, {
    title,
    description: 'Posted by a test that restarts the server.',
    skills,
    level: 'Expert',
    size: 'Small',
    budjet: 100,
    expected_delivery_time: 7,
  });

/** A proposal from the freelancer on a job of the client's, accepted: answers the chat id. */
export const openChat = async (
  server: ServerProcess,
  client: Person,
  freelancer: Person,
): Promise<number> => {
  const job = await postJob(server, client, 'A job with a conversation');
  const proposal = await must(server, 201, 'POST', '/api/proposals/create', freelancer.token, {
    bid: 150,
    cover_letter: 'I can do this.',
    duration: 'less than 1 month',
    job_post_id: job.id,
  });
  const accepted = await must(
    server,
    200,
    'PUT',
    `/api/proposals/${String(proposal.id)}/accept`,
    client.token,
  );
  return (accepted.chat as { id: number }).id;
};

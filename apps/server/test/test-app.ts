import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import type { TAccountType } from '@marketplace/contract';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '#config.ts';
import { and, desc, eq, like } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '#db/client.ts';
import { mailOutbox } from '#db/schema/index.ts';
import { withAdmin, withDatabase } from './global-setup.ts';

let databaseCounter = 0;

/**
 * A fresh database for one test file: PGlite loaded from the migrated dump by default, or a
 * clone of the migrated PostgreSQL template when the suite runs with DATABASE_URL.
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    databaseCounter += 1;
    const name = `${postgres.prefix}_${process.pid}_${databaseCounter}_${randomBytes(3).toString('hex')}`;
    await withAdmin(postgres.adminUrl, (admin) =>
      admin.query(`create database ${name} template ${postgres.templateName}`),
    );
    const handle = await openDatabase({
      kind: 'postgres',
      url: withDatabase(postgres.adminUrl, name),
      poolSize: 5,
    });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const deadlocks = await withAdmin(postgres.adminUrl, async (admin) => {
          const count = await deadlocksIn(admin, name);
          await admin.query(`drop database if exists ${name} with (force)`);
          return count;
        });
        // PostgreSQL breaks a deadlock by failing one side, which the app answers 409 like
        // any collision, so a test can pass over one. A deadlock is still a bug (two paths
        // locking the same rows in different orders: one of them waited a whole second),
        // so every test file on PostgreSQL fails when its database saw one.
        if (deadlocks > 0)
          throw new Error(
            `${deadlocks} deadlock(s) in this test file's database: two code paths lock rows in different orders (the PostgreSQL log names the statements).`,
          );
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
};

/**
 * Deadlocks a database saw, once its connections are gone: a backend counts one when it
 * resolves it and reports its counts to the statistics when it goes idle or exits.
 */
const deadlocksIn = async (admin: pg.Client, name: string): Promise<number> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.count === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query('select pg_stat_clear_snapshot()');
  const { rows } = await admin.query<{ deadlocks: string | null }>(
    'select deadlocks from pg_stat_database where datname = $1',
    [name],
  );
  return Number(rows[0]?.deadlocks ?? 0);
};

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  /** Builds another app instance on the same database (and Redis prefix): a second server. */
  buildSibling: (options?: BuildOptions) => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

export const createTestApp = async (
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const database = await openTestDatabase();
  const redisPrefix = options.redisPrefix ?? `mk-test-${randomBytes(4).toString('hex')}`;
  const app = await buildApp(config, {
    checkResponseSerializers: true,
    ...options,
    database,
    redisPrefix,
  });
  databaseOfApp.set(app, database.db);
  const siblings: FastifyInstance[] = [];
  return {
    app,
    config,
    database,
    buildSibling: async (siblingOptions = {}) => {
      const sibling = await buildApp(config, {
        checkResponseSerializers: true,
        ...siblingOptions,
        database,
        redisPrefix,
      });
      databaseOfApp.set(sibling, database.db);
      siblings.push(sibling);
      return sibling;
    },
    close: async () => {
      for (const sibling of siblings) await sibling.close();
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The database behind each test app, so `signUp` can read the mail a sign-up queued. */
const databaseOfApp = new WeakMap<FastifyInstance, Database>();

export const registerTestDatabase = (app: FastifyInstance, db: Database) => {
  databaseOfApp.set(app, db);
};

/** The secret of the newest verification link queued for `email`, read from the outbox. */
export const verificationTokenFor = async (
  app: FastifyInstance,
  email: string,
): Promise<string> => {
  const db = databaseOfApp.get(app);
  if (!db) throw new Error('this app was not built by createTestApp, buildSibling or buildVariant');
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.to, email.trim().toLowerCase()),
        like(mailOutbox.text, '%/verify_email?token=%'),
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail && /\/verify_email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verification mail queued for ${email}`);
  return token;
};

/** Opens the newest verification link mailed to `email`, through the API, as its reader would. */
export const verifyEmail = async (app: FastifyInstance, email: string): Promise<void> => {
  const token = await verificationTokenFor(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/verify_email',
    payload: { token },
  });
  if (response.statusCode !== 200) throw new Error(`verify_email failed: ${response.body}`);
};

let userCounter = 0;

export type TestUser = {
  id: number;
  token: string;
  username: string;
  email: string;
  password: string;
};

/**
 * Registers and signs in a user through the real endpoints, and verifies their address by
 * opening the link the sign-up mailed (`verified: false` leaves it unverified).
 */
export const signUp = async (
  app: FastifyInstance,
  accountType: TAccountType,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    first_name: string;
    verified: boolean;
  }> = {},
): Promise<TestUser> => {
  userCounter += 1;
  const unique = `${process.pid}${userCounter}${randomBytes(2).toString('hex')}`;
  const username = overrides.username ?? `user_${unique}`;
  const email = overrides.email ?? `user${unique}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      first_name: overrides.first_name ?? 'Test',
      last_name: 'User',
      account_type: accountType,
      email,
      password,
      confirm_password: password,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  if (overrides.verified ?? true) await verifyEmail(app, email);
  const token = await signIn(app, email, password);
  return { id: registered.json().data.id, token, username, email, password };
};

export const signIn = async (
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().data.access_token;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const body = <T = Record<string, unknown>>(response: LightMyRequestResponse): T =>
  response.json() as T;

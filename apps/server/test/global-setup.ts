import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '#db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { adminUrl: string; templateName: string; prefix: string } | null;
  }
}

/**
 * Migrating a fresh database for every test file would dominate the run, so this migrates
 * once: into a PGlite dump that each file loads, and, when DATABASE_URL is set, into a
 * PostgreSQL template database that each file clones. Everything made here is removed after.
 */
export default async function setup(project: TestProject) {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-test-'));
  const template = await openDatabase({ kind: 'pglite' });
  const client = (
    template.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }
  ).$client;
  const dump = await client.dumpDataDir('none');
  const pgliteTemplatePath = path.join(workDir, 'template.tar');
  await fs.writeFile(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplatePath', pgliteTemplatePath);

  const adminUrl = process.env.DATABASE_URL;
  let prefix: string | undefined;
  if (adminUrl) {
    prefix = `mk_test_${randomBytes(4).toString('hex')}`;
    const templateName = `${prefix}_tpl`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${templateName}`));
    const migrated = await openDatabase({
      kind: 'postgres',
      url: withDatabase(adminUrl, templateName),
      poolSize: 1,
    });
    await migrated.close();
    project.provide('postgresTemplate', { adminUrl, templateName, prefix });
  } else {
    project.provide('postgresTemplate', null);
  }

  return async () => {
    await fs.rm(workDir, { recursive: true, force: true });
    if (adminUrl && prefix) await dropDatabasesWithPrefix(adminUrl, prefix);
  };
}

export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const withAdmin = async <T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const dropDatabasesWithPrefix = (adminUrl: string, prefix: string) =>
  withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
  });

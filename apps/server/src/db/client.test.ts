import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { withAdmin, withDatabase } from '#test/global-setup.ts';
import { openDatabase } from './client.ts';
import { categories } from '#db/schema/index.ts';

describe('PostgreSQL connection pool', () => {
  // Only meaningful with DATABASE_URL (PGlite has no server to drop connections); CI runs
  // the server suites again on PostgreSQL, where this runs.
  it.runIf(process.env.DATABASE_URL)(
    'survives the server dropping an idle connection and reconnects for the next query',
    async () => {
      const template = inject('postgresTemplate');
      if (!template) throw new Error('DATABASE_URL is set but no template database was made');
      const name = `${template.prefix}_pool_${randomBytes(3).toString('hex')}`;
      await withAdmin(template.adminUrl, (admin) =>
        admin.query(`create database ${name} template ${template.templateName}`),
      );
      const onConnectionLost = vi.fn();
      const handle = await openDatabase({
        kind: 'postgres',
        url: withDatabase(template.adminUrl, name),
        poolSize: 1,
        onConnectionLost,
      });
      try {
        await handle.db.execute(sql`select 1`);
        // The pooled connection is idle now; end it from the server side, as a restart would.
        await withAdmin(template.adminUrl, (admin) =>
          admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
            name,
          ]),
        );
        await vi.waitFor(() => expect(onConnectionLost).toHaveBeenCalledTimes(1));
        const rows = await handle.db.select({ name: categories.name }).from(categories);
        expect(rows.length).toBeGreaterThanOrEqual(15);
      } finally {
        await handle.close();
        await withAdmin(template.adminUrl, (admin) =>
          admin.query(`drop database if exists ${name} with (force)`),
        );
      }
    },
  );
});

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '#config.ts';
import { registerTestDatabase, type TestApp } from './test-app.ts';

/**
 * Another server on the same database and JWT secret as `t`, configured through environment
 * variables as a deployment would be. Cheaper than createTestApp (no new database), so a file
 * can try several configurations. It gets its own rate-limit and bus namespace unless
 * `redisPrefix` is given. The caller closes it.
 */
export const buildVariant = async (
  t: TestApp,
  env: Record<string, string>,
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance> => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: t.config.jwtSecret,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: t.config.webDistDir,
    ...(t.config.redisUrl ? { REDIS_URL: t.config.redisUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, {
    checkResponseSerializers: true,
    redisPrefix: `mk-test-${randomBytes(4).toString('hex')}`,
    ...options,
    database: t.database,
  });
  registerTestDatabase(app, t.database.db);
  return app;
};

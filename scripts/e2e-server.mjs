// The server Playwright drives: the built app on a throw-away data directory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded, repoRoot, startServer } from './lib.mjs';

// The Playwright config names the directory, so tests can read the mail the app writes to its
// outbox there (no SMTP server in e2e); run alone, a fresh one is made.
const dataDir =
  process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-'));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// The admin the console's tests sign in as, made the way an operator does (e2e/admin-helpers.ts).
execFileSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/admin-cli.ts', 'create', 'admin@e2e.test'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'admin e2e password',
      LOG_LEVEL: 'warn',
    },
  },
);
await buildServerIfNeeded();
const server = startServer({
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Every e2e test signs in from the same address; the limits have their own server tests.
  AUTH_RATE_LIMIT_PER_IP: '10000',
  AUTH_RATE_LIMIT_PER_EMAIL: '10000',
  DATABASE_URL: '',
  REDIS_URL: '',
  // An order "day" lasts 3 seconds, so a 1-day service becomes overdue within a test.
  ORDER_DAY_SECONDS: '3',
  ORDER_TIMER_INTERVAL_SECONDS: '1',
  ORDER_AUTO_COMPLETE_DAYS: '100000',
});
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

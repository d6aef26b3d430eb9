// Small helpers shared by the scripts people run (start, test, e2e server).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });

const newestMtime = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
};

/** Builds the web app when it has never been built or its sources changed since. */
export const buildWebIfNeeded = async () => {
  const builtIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/precompress-plugin.ts',
    'packages/contract/src',
  ];
  const sourcesTime = Math.max(
    ...sources.map((source) => newestMtime(path.join(repoRoot, source))),
  );
  if (fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= sourcesTime) return 0;
  console.log('Building the web app...');
  return run('npm', ['run', 'build', '--silent', '-w', 'apps/web']);
};

/** Starts the server (TypeScript run through tsx) and forwards stop signals to it. */
export const startServer = (env) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
};

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
    'apps/web/landing.html',
    'apps/web/vite.config.ts',
    // The build's own plugins (chunk groups, preloads, prerendering, compression) shape dist too.
    ...fs
      .readdirSync(path.join(repoRoot, 'apps/web'))
      .filter((file) => file.endsWith('-plugin.ts'))
      .map((file) => `apps/web/${file}`),
    'packages/contract/src',
  ];
  const sourcesTime = Math.max(
    ...sources.map((source) => newestMtime(path.join(repoRoot, source))),
  );
  if (fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= sourcesTime) return 0;
  console.log('Building the web app...');
  return run('npm', ['run', 'build', '--silent', '-w', 'apps/web']);
};

/** The server as `npm start` runs it: `apps/server/src` bundled into one ES module. */
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.mjs');

/**
 * Bundles a server entry of this workspace into ES modules that plain node runs, in `outdir`
 * (emptied first) as `<entry name>.mjs`. The packages stay in node_modules and load from
 * there as before; only the workspace's own TypeScript is bundled. What the server imports
 * with `import()` becomes a chunk of its own, loaded (with its packages) only when used.
 */
export const bundleServer = async (entry, outdir) => {
  const { build } = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [entry],
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Errors and logs keep the names of classes and functions as written.
    keepNames: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-and-paths',
        setup(builder) {
          builder.onResolve({ filter: /^[^./#]/ }, (args) =>
            args.path.startsWith('@marketplace/') ? undefined : { external: true },
          );
          // A file that finds its neighbours from its own folder (migrations, the web build)
          // still does, from the bundle's folder.
          builder.onLoad({ filter: /\.ts$/ }, (args) => {
            const code = fs.readFileSync(args.path, 'utf8');
            if (!code.includes('import.meta.dirname')) return undefined;
            const fromBundle = path.relative(outdir, path.dirname(args.path)).split(path.sep);
            return {
              loader: 'ts',
              contents: code.replaceAll(
                'import.meta.dirname',
                `(import.meta.dirname + ${JSON.stringify(`/${fromBundle.join('/')}`)})`,
              ),
            };
          });
        },
      },
    ],
  });
};

/**
 * Bundles the server when it has never been bundled or its sources changed since. Run from
 * its TypeScript through tsx, every start resolved and transpiled each of its files and
 * package imports through tsx's loader thread: on PostgreSQL about 0.8 s and 70 MB more
 * than plain node running the same code.
 */
export const buildServerIfNeeded = async () => {
  const sources = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src'];
  const sourcesTime = Math.max(
    ...sources.map((source) => newestMtime(path.join(repoRoot, source))),
    fs.statSync(import.meta.filename).mtimeMs,
  );
  if (fs.existsSync(serverEntry) && fs.statSync(serverEntry).mtimeMs >= sourcesTime) return;
  await bundleServer(path.join(repoRoot, 'apps/server/src/server.ts'), path.dirname(serverEntry));
};

/** Starts the bundled server (`buildServerIfNeeded` first) and forwards stop signals to it. */
export const startServer = (env) => {
  const child = spawn(process.execPath, [serverEntry], {
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
};

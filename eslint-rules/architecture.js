// Import boundaries of the server and the web app, kept by the linter rather than by habit.
// ARCHITECTURE.md explains the layers; this file only checks them. Each rule resolves an
// import (relative, or one of the server's `#alias/...` subpath imports) to a file path and
// judges it by the folders of the importing file and of the imported one.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(repoRoot, 'apps/server/src');
const serverTest = path.join(repoRoot, 'apps/server/test');
const webSrc = path.join(repoRoot, 'apps/web/src');

/** The server's subpath imports (apps/server/package.json "imports"), as folder prefixes. */
const SERVER_ALIASES = {
  '#db/': path.join(serverSrc, 'db/'),
  '#kernel/': path.join(serverSrc, 'kernel/'),
  '#http/': path.join(serverSrc, 'http/'),
  '#realtime/': path.join(serverSrc, 'realtime/'),
  '#modules/': path.join(serverSrc, 'modules/'),
  '#plugins/': path.join(serverSrc, 'plugins/'),
  '#test/': path.join(serverTest, '/'),
  '#config.ts': path.join(serverSrc, 'config.ts'),
};

const resolveImport = (fromFile, specifier) => {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  for (const [alias, target] of Object.entries(SERVER_ALIASES)) {
    if (specifier === alias || specifier.startsWith(alias)) {
      return alias.endsWith('/') ? target + specifier.slice(alias.length) : target;
    }
  }
  return undefined; // a package: not ours to judge
};

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.startsWith(serverTest);

/**
 * Where a file sits: its project, its layer and (for server modules and web features) the
 * unit it belongs to. Layers are listed from the bottom; a file may import its own layer and
 * the ones its layer names.
 */
const SERVER_LAYERS = {
  // config.ts, db/ and kernel/ form the bottom: they import nothing of ours above them.
  base: ['base'],
  http: ['base', 'http'],
  realtime: ['base', 'http', 'realtime'],
  modules: ['base', 'http', 'realtime', 'modules'],
  plugins: ['base', 'http', 'plugins'],
  root: ['base', 'http', 'realtime', 'modules', 'plugins', 'root'],
};
const WEB_LAYERS = {
  // Bundled pictures and SPEC's strings: anything may use them.
  assets: ['assets'],
  strings: ['strings'],
  lib: ['assets', 'strings', 'lib'],
  components: ['assets', 'strings', 'lib', 'components'],
  features: ['assets', 'strings', 'lib', 'components', 'features'],
  app: ['assets', 'strings', 'lib', 'components', 'features', 'app'],
  root: ['assets', 'strings', 'lib', 'components', 'features', 'app', 'root'],
};

export const locate = (file) => {
  if (file.startsWith(serverSrc + path.sep)) {
    const [top, unit] = path.relative(serverSrc, file).split(path.sep);
    const layer =
      top === 'db' || top === 'kernel' || top === 'config.ts'
        ? 'base'
        : ['http', 'realtime', 'modules', 'plugins'].includes(top)
          ? top
          : 'root';
    return { project: 'server', layer, unit: layer === 'modules' ? unit : undefined };
  }
  if (file.startsWith(webSrc + path.sep)) {
    const [top, unit] = path.relative(webSrc, file).split(path.sep);
    // strings.ts, and strings-<area>.ts beside it: an area's texts that load with its screens.
    const isStrings = top === 'strings.ts' || /^strings-[a-z-]+\.ts$/.test(top ?? '');
    const layer = isStrings ? 'strings' : top in WEB_LAYERS ? top : 'root';
    return { project: 'web', layer, unit: layer === 'features' ? unit : undefined };
  }
  return undefined;
};

const importSpecifiers = (node) => {
  if (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration')
    return node.source ? [node.source] : [];
  if (node.type === 'ExportAllDeclaration') return [node.source];
  if (node.type === 'ImportExpression' && node.source.type === 'Literal') return [node.source];
  return [];
};

const visitImports = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

/** Layers point one way, and a module or feature is entered only through its front door. */
const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from) return {};
    const allowed = (from.project === 'server' ? SERVER_LAYERS : WEB_LAYERS)[from.layer];
    return visitImports((node) => {
      for (const source of importSpecifiers(node)) {
        const target = resolveImport(file, String(source.value));
        if (!target) continue;
        if (isTestFile(file) && target.startsWith(serverTest)) continue;
        const to = locate(target);
        if (!to || to.project !== from.project) continue;
        // Tests may reach test helpers and any layer of what they test, never another
        // module's or feature's internals.
        if (!isTestFile(file) && !allowed.includes(to.layer)) {
          context.report({
            node: source,
            message: `${from.project}/${from.layer} may not import ${to.layer} (a higher layer); see ARCHITECTURE.md.`,
          });
          continue;
        }
        if (from.project === 'server' && to.unit && to.unit !== from.unit) {
          if (path.basename(target) !== 'index.ts')
            context.report({
              node: source,
              message: `Reach module '${to.unit}' through '#modules/${to.unit}/index.ts', not its internals.`,
            });
        }
        if (from.project === 'web' && to.unit && from.unit && to.unit !== from.unit) {
          context.report({
            node: source,
            message: `Feature '${from.unit}' may not import feature '${to.unit}'; compose them in a page under app/.`,
          });
        }
      }
    });
  },
};

// --- no cycles between folders -------------------------------------------------------------

const SOURCE_PATTERN = /\.(ts|tsx)$/;
const IMPORT_PATTERN =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const listSources = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(full);
        return SOURCE_PATTERN.test(entry.name) && !isTestFile(full) ? [full] : [];
      })
    : [];

/** The folder a file counts in: a server module or web feature as a whole, else its folder. */
const folderOf = (file) => {
  // A file at the top of src (config.ts, main.tsx, strings.ts) stands for itself.
  if (path.dirname(file) === serverSrc || path.dirname(file) === webSrc) return file;
  const where = locate(file);
  // The web app's app/ (router, layouts, route pages) is one unit: its parts meet by design.
  if (where?.project === 'web' && where.layer === 'app') return path.join(webSrc, 'app');
  if (where?.unit) {
    const base =
      where.project === 'server' ? path.join(serverSrc, 'modules') : path.join(webSrc, 'features');
    return path.join(base, where.unit);
  }
  return path.dirname(file);
};

let folderGraph;
/** Folder -> folders it imports, over every non-test source file; built once per lint run. */
const buildFolderGraph = () => {
  if (folderGraph) return folderGraph;
  folderGraph = new Map();
  for (const file of [...listSources(serverSrc), ...listSources(webSrc)]) {
    const from = folderOf(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (!target || !locate(target)) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (!folderGraph.has(from)) folderGraph.set(from, new Set());
      folderGraph.get(from).add(to);
    }
  }
  return folderGraph;
};

const pathBetween = (graph, start, goal) => {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let step = goal; step !== undefined; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
};

const noFolderCycles = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    if (!locate(file) || isTestFile(file)) return {};
    const from = folderOf(file);
    return visitImports((node) => {
      for (const source of importSpecifiers(node)) {
        const target = resolveImport(file, String(source.value));
        if (!target || !locate(target)) continue;
        const to = folderOf(target);
        if (to === from) continue;
        const back = pathBetween(buildFolderGraph(), to, from);
        if (back) {
          const names = [from, ...back].map((folder) => path.relative(repoRoot, folder));
          context.report({ node: source, message: `Folder cycle: ${names.join(' -> ')}.` });
        }
      }
    });
  },
};

// --- each table is written by the module that owns it --------------------------------------

/**
 * Table (its variable in db/schema) -> the module that owns it, the only one that may write
 * it. A new table must be listed here before anything can write it.
 */
const TABLE_OWNERS = {
  users: 'users',
  sessions: 'auth',
  categories: 'jobs',
  jobPosts: 'jobs',
  jobCategories: 'jobs',
  jobFiles: 'jobs',
  savedJobs: 'jobs',
  services: 'catalog',
  projects: 'projects',
  images: 'kernel',
  proposals: 'proposals',
  chats: 'chat',
  messages: 'chat',
  chatParticipantStates: 'chat',
  notifications: 'notifications',
  emailPreferences: 'notifications',
  chatMailThrottle: 'notifications',
  orders: 'orders',
  orderEvents: 'orders',
  orderFiles: 'orders',
  payments: 'payments',
  payouts: 'payments',
  payoutAccounts: 'payments',
  paymentEvents: 'payments',
  ledgerAccounts: 'ledger',
  ledgerTransactions: 'ledger',
  ledgerEntries: 'ledger',
  // Answers kept for Idempotency-Key retries: an HTTP concern, below every module.
  idempotencyKeys: 'http',
  // Bytes each person uploaded, for the upload quota every upload route checks.
  uploadUsage: 'http',
  reviews: 'reviews',
  passwordResets: 'auth',
  emailVerifications: 'auth',
  mailOutbox: 'mail',
  orderDisputes: 'orders',
  adminAuditLog: 'admin',
};

let schemaTables;
/** Every table variable declared in db/schema, so a write to an unlisted one is caught. */
const readSchemaTables = () => {
  if (schemaTables) return schemaTables;
  schemaTables = new Set();
  const schemaDir = path.join(serverSrc, 'db/schema');
  for (const name of fs.readdirSync(schemaDir)) {
    const text = fs.readFileSync(path.join(schemaDir, name), 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(/g))
      schemaTables.add(match[1]);
  }
  return schemaTables;
};

const ownedTables = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const where = locate(file);
    if (!where || where.project !== 'server' || isTestFile(file)) return {};
    // The database layer seeds reference data (categories) before any module runs.
    if (file.startsWith(path.join(serverSrc, 'db') + path.sep)) return {};
    const writer = where.unit ?? (where.layer === 'base' ? 'kernel' : where.layer);
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        const table = node.arguments[0];
        if (table?.type !== 'Identifier') return;
        if (!readSchemaTables().has(table.name)) return;
        const owner = TABLE_OWNERS[table.name] ?? 'nobody (list it in TABLE_OWNERS)';
        if (owner !== writer)
          context.report({
            node: table,
            message: `Table '${table.name}' belongs to '${owner}': write it through that module's index.ts.`,
          });
      },
    };
  },
};

export const architecture = {
  rules: { layers, 'no-folder-cycles': noFolderCycles, 'owned-tables': ownedTables },
};

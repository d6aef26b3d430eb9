import path from 'node:path';
import type { Plugin } from 'vite';
import type { TAccountType } from '@marketplace/contract';

import { HOME_ENTRIES } from './chunk-groups-plugin.ts';
import { LANDING_DOCUMENT, SIGN_IN_DOCUMENT } from './prerender-plugin.ts';

/** The file the server reads to serve each first page: its document and its own scripts. */
export const FIRST_PAGES_FILE = 'first-pages.json';

/** What the server sends for one first page (apps/server/src/plugins/web-app.ts). */
export type FirstPage = {
  /** The HTML file in dist: the app's index.html, or a page of its own. */
  document: string;
  /** Asset URLs listed as `modulepreload` links in that document. */
  preloads: string[];
  /** The document shows its page before scripts run: they are fetched at low priority. */
  drawn?: true;
  /**
   * More asset URLs for a visitor with a stored session of each account type: the server
   * lists them in the document and index.html's first script preloads its visitor's
   * (early-session.ts), so a home fetches its own code early, not the other home's.
   */
  byAccountType?: Record<TAccountType, string[]>;
};

/**
 * Pages with a document of their own, prerendered (prerender-plugin.ts): the landing page with
 * its own scripts, sign-in with the app's.
 */
const OWN_DOCUMENTS: Record<string, string> = {
  '/': LANDING_DOCUMENT,
  '/sign_in': SIGN_IN_DOCUMENT,
};

/** What every signed-in page loads before its own route: the session check and the layout. */
const SIGNED_IN_FRAME = [
  'src/app/session-check.tsx',
  'src/app/query-provider.tsx',
  'src/app/layouts/app-layout.tsx',
];

/**
 * The signed-in pages without parameters in their address (router.tsx), which people open from
 * a link, a mail or a bookmark as they open a home, each with its own route: listed like /home,
 * they fetched their page's files one round trip a level later (entry, layout, page), and
 * Lighthouse's mobile preset put their LCP over 2.5 s. `router-preloads.test.ts` checks the
 * list against the router's.
 */
export const SIGNED_IN_PAGES: Record<string, string> = {
  '/profile': 'src/app/routes/freelancer-profile.tsx',
  '/client/profile': 'src/app/routes/client-profile.tsx',
  '/chat': 'src/app/routes/chat.tsx',
  '/chat_client_freelancer/': 'src/app/routes/chat.tsx',
  '/services': 'src/app/routes/services.tsx',
  '/create_service': 'src/app/routes/create-service.tsx',
  '/portfolio': 'src/app/routes/portfolio.tsx',
  '/create_project': 'src/app/routes/create-project.tsx',
  '/create_portfolio/': 'src/app/routes/create-project.tsx',
  '/create_job': 'src/app/routes/create-job.tsx',
  '/all_services': 'src/app/routes/all-services.tsx',
  '/my_jobs': 'src/app/routes/my-jobs.tsx',
  '/proposals/': 'src/app/routes/proposals.tsx',
  '/my_purchases/': 'src/app/routes/my-purchases.tsx',
  '/orders': 'src/app/routes/orders.tsx',
  '/earnings': 'src/app/routes/earnings.tsx',
  '/admin': 'src/app/routes/admin.tsx',
};

/**
 * The modules each first page of the app loads lazily right after the entry: the server lists
 * their chunks as `modulepreload` links in that page's index.html, so the browser fetches them
 * beside the entry instead of after it has run. Only these pages, which people open first,
 * and only what the page itself fetches at once.
 */
const FIRST_PAGES: Record<string, string[]> = {
  '/sign_in': ['src/app/query-provider.tsx', 'src/app/routes/sign-in.tsx'],
  '/sign_up': ['src/app/query-provider.tsx', 'src/app/routes/sign-up.tsx'],
  // Where a returning person starts: without these links the
  // browser learns of each chunk only when the one before it has run, one round trip a level
  // (entry, session check, layout, page), which a phone's network makes seconds. A visitor
  // with no session is sent on to sign in and fetches them for nothing; few come here so.
  '/home': SIGNED_IN_FRAME,
  ...Object.fromEntries(
    Object.entries(SIGNED_IN_PAGES).map(([page, route]) => [page, [...SIGNED_IN_FRAME, route]]),
  ),
};

/** Each home's own route (router.tsx draws the one of the stored account type). */
const HOMES_BY_ACCOUNT_TYPE: Record<string, Record<TAccountType, string[]>> = {
  '/home': { client: [HOME_ENTRIES.client], freelancer: [HOME_ENTRIES.freelancer] },
};

/**
 * Writes `first-pages.json`: page path -> its document and the asset URLs of its chunks, entry's
 * excluded. And trims what a lazy import preloads (`__vitePreload`'s list, in the importing
 * chunk) to the files its importer does not import statically: those have run before the
 * importer's code, so listing them again only cost bytes (each route's list in the entry named
 * React, the router, `base`, `shared` and the runtime again).
 */
export const routePreloads = (): Plugin => {
  let root = '';
  let base = '/';
  /** Each chunk's static imports, known in generateBundle, before Vite writes the lists. */
  const staticImports = new Map<string, string[]>();
  /** `fileNames` with what they import statically, and what that imports. */
  const closure = (fileNames: string[], into = new Set<string>()): Set<string> => {
    for (const fileName of fileNames) {
      if (into.has(fileName)) continue;
      into.add(fileName);
      closure(staticImports.get(fileName) ?? [], into);
    }
    return into;
  };
  return {
    name: 'marketplace-route-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_fileName, dependencies, { hostId, hostType }) => {
            if (hostType !== 'js') return dependencies;
            if (!staticImports.has(hostId))
              throw new Error(
                `route-preloads: ${hostId}'s imports unknown when its preloads are listed`,
              );
            // What has run before the importer's code: its static imports and theirs.
            const loaded = closure(staticImports.get(hostId) ?? []);
            return dependencies.filter((dependency) => !loaded.has(dependency));
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      staticImports.clear();
      for (const chunk of chunks) staticImports.set(chunk.fileName, chunk.imports);
      // What index.html loads anyway (the landing page's entry is another document's).
      const appEntry = path.resolve(root, 'index.html');
      const entry = closure(
        chunks.filter((c) => c.isEntry && c.facadeModuleId === appEntry).map((c) => c.fileName),
      );
      if (entry.size === 0) throw new Error('route-preloads: no entry chunk for index.html');
      const pages: Record<string, FirstPage> = {};
      for (const [page, document] of Object.entries(OWN_DOCUMENTS))
        pages[page] = { document, preloads: [] };
      /** The chunk each module starts, or the one it was merged into. */
      const chunksOf = (modules: string[]) =>
        modules.map((module) => {
          const id = path.resolve(root, module);
          const chunk =
            chunks.find((c) => c.facadeModuleId === id) ??
            chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
          return chunk.fileName;
        });
      /** The URLs of what `modules` load, less what is loaded already (`loaded`). */
      const preloadsOf = (modules: string[], loaded: Set<string>) =>
        [...closure(chunksOf(modules))]
          .filter((fileName) => !loaded.has(fileName))
          .map((fileName) => `${base}${fileName}`);
      for (const [page, modules] of Object.entries(FIRST_PAGES)) {
        const preloads = preloadsOf(modules, entry);
        const document = OWN_DOCUMENTS[page];
        pages[page] = document
          ? { document, preloads, drawn: true }
          : { document: 'index.html', preloads };
        const homes = HOMES_BY_ACCOUNT_TYPE[page];
        if (homes) {
          const loaded = closure([...entry, ...chunksOf(modules)]);
          pages[page].byAccountType = {
            client: preloadsOf(homes.client, loaded),
            freelancer: preloadsOf(homes.freelancer, loaded),
          };
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAGES_FILE,
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
};

import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the server reads to add each first page's own scripts to index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The modules each first page loads lazily right after the entry: the server lists their
 * chunks as `modulepreload` links in that page's index.html, so the browser fetches them
 * beside the entry instead of after it has run. Only these pages, which people open first,
 * and only what the page itself fetches at once.
 */
const FIRST_PAGES: Record<string, string[]> = {
  '/': ['src/app/routes/landing.tsx'],
  '/sign_in': ['src/lib/zod-setup.ts', 'src/app/query-provider.tsx', 'src/app/routes/sign-in.tsx'],
  '/sign_up': ['src/lib/zod-setup.ts', 'src/app/query-provider.tsx', 'src/app/routes/sign-up.tsx'],
};

/** Writes `route-preloads.json`: page path -> the asset URLs of its chunks, entry's excluded. */
export const routePreloads = (): Plugin => {
  let root = '';
  let base = '/';
  return {
    name: 'marketplace-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileNames: string[], into = new Set<string>()): Set<string> => {
        for (const fileName of fileNames) {
          if (into.has(fileName)) continue;
          into.add(fileName);
          closure(byName.get(fileName)?.imports ?? [], into);
        }
        return into;
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(FIRST_PAGES)) {
        const roots = modules.map((module) => {
          const id = path.resolve(root, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`route-preloads: no chunk starts at ${module}`);
          return chunk.fileName;
        });
        preloads[page] = [...closure(roots)]
          .filter((fileName) => !entry.has(fileName))
          .map((fileName) => `${base}${fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
};

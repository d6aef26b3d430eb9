import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './chunk-groups-plugin.ts';
import { earlySessionScript } from './early-session-plugin.ts';
import { precompress } from './precompress-plugin.ts';
import { prerenderLanding } from './prerender-plugin.ts';
import { routePreloads } from './route-preload-plugin.ts';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * react-router's package exports only its development build, with its warnings compiled in;
 * the build takes the production build beside it (0.4 kB gzipped less on every page). The dev
 * server and the tests keep the warnings.
 */
const reactRouterProductionBuild = (): string => {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
  if (production === development || !fs.existsSync(production))
    throw new Error(`vite.config: no production build of react-router beside ${development}`);
  return production;
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    chunkGroups(),
    earlySessionScript(),
    routePreloads(),
    prerenderLanding(),
    precompress(),
  ],
  resolve: {
    // Every `zod/mini` import, the contract's too, takes zod configured for the browser first.
    alias: [
      {
        find: /^zod\/mini$/,
        replacement: fileURLToPath(new URL('src/lib/zod-configured.ts', import.meta.url)),
      },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every asset is a file served from our own origin, so a strict CSP (no data: URIs) holds.
    assetsInlineLimit: 0,
    // Every browser we support knows modulepreload: the polyfill would be one request more.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's shell for every page, and the landing page's own document (prerender-plugin.ts).
      input: { index: 'index.html', landing: 'landing.html' },
      treeshake: {
        // The contract is pure declarations; saying so lets the landing page take PRODUCT_NAME
        // without the zod schemas beside it. (Better: "sideEffects": false in its package.json.)
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
        // Building a schema (`z.object(...)`, `z.number().check(z.int())`, the contract's
        // builders in fields.ts) does nothing else, so a schema no page uses is dropped with it
        // (otherwise a method call such as `.check` keeps it); zod-configured.ts configures zod
        // through another name.
        manualPureFunctions: ['z', 'zSingleLine', 'zMultiLine', 'zRowId', 'zPageLimit', 'zAmount'],
      },
    },
  },
}));

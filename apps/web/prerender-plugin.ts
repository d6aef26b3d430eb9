import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** The landing page's own document, served for / (see apps/server/src/plugins/web-app.ts). */
export const LANDING_DOCUMENT = 'landing.html';
const OUTLET = '<!--landing-page-->';
const ENTRY = 'src/landing-prerender.tsx';

type Prerendered = { title: string; html: string };

/**
 * Draws the landing page into landing.html at build time, so the first visit sees the page
 * with the HTML, before any script, and its links work without one. The page is rendered by
 * the same components the app uses, built once more for Node.
 */
export const prerenderLanding = (): Plugin => {
  let root = '';
  return {
    name: 'marketplace-prerender-landing',
    apply: (config) => !config.build?.ssr,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const page = bundle[LANDING_DOCUMENT];
      if (page?.type !== 'asset') throw new Error(`prerender: no ${LANDING_DOCUMENT} built`);
      // Inside node_modules, so Node finds the packages the server build leaves external.
      const outDir = path.join(root, 'node_modules', '.prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          ssr: ENTRY,
          outDir,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: 'landing-prerender.mjs' } },
        },
      });
      const moduleUrl = pathToFileURL(path.join(outDir, 'landing-prerender.mjs'));
      const { prerenderLanding: render } = (await import(`${moduleUrl.href}?${Date.now()}`)) as {
        prerenderLanding: () => Prerendered;
      };
      const { title, html } = render();
      await fs.rm(outDir, { recursive: true, force: true });
      const source = String(page.source);
      if (!source.includes(OUTLET))
        throw new Error(`prerender: ${LANDING_DOCUMENT} lacks ${OUTLET}`);
      page.source = source
        .replace(OUTLET, () => html)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    },
  };
};

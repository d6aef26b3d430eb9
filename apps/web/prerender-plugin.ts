import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** The landing page's own document, served for / (see apps/server/src/plugins/web-app.ts). */
export const LANDING_DOCUMENT = 'landing.html';
/** The app's document with the sign-in screen drawn in it, served for /sign_in. */
export const SIGN_IN_DOCUMENT = 'sign-in.html';
const OUTLET = '<!--landing-page-->';
const APP_ROOT = '<div id="root"></div>';
const ENTRY = 'src/landing-prerender.tsx';

type Prerendered = { title: string; html: string };

/**
 * A document that shows its page before any script runs lets the styles and the text face
 * arrive first: on a slow network they otherwise share it with ~190 kB of the app's scripts
 * and the page is drawn later. The scripts still load at once, behind them.
 */
const scriptsAfterPaint = (document: string) =>
  document.replaceAll(
    /<(script type="module"|link rel="modulepreload")/g,
    (tag) => `${tag} fetchpriority="low"`,
  );

/** The text face of every page (Inter's latin core, scripts/subset-inter.sh). */
const TEXT_FONT = /^assets\/inter-latin-core-wght-[\w-]+\.woff2$/;

/**
 * A document with its text face fetched with it. Drawn in the fallback face first, a drawn
 * page's text would be drawn again larger once Inter arrives (the largest paint, LCP, would
 * then wait for it or for the app); and found only once the styles have come and been
 * applied, the face starts a round trip after them, behind the app's scripts on a phone's
 * network (the homes' LCP waited for it).
 */
const preloadFont = (document: string, fontUrl: string) =>
  document.replace(
    '</head>',
    () => `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>\n</head>`,
  );

/** A drawn document with its title and its text face. */
const finishDocument = (document: string, title: string, fontUrl: string) =>
  preloadFont(
    document.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`),
    fontUrl,
  );

/**
 * Draws the landing page into landing.html at build time, so the first visit sees the page
 * with the HTML, before any script, and its links work without one; and the sign-in screen
 * into sign-in.html, shown (inert) while the app loads. The pages are rendered by the same
 * components the app uses, built once more for Node.
 */
export const prerenderLanding = (): Plugin => {
  let root = '';
  let base = '/';
  return {
    name: 'marketplace-prerender-landing',
    apply: (config) => !config.build?.ssr,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
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
      const {
        prerenderLanding: render,
        prerenderSignIn,
        prerenderLoadingScreen,
      } = (await import(`${moduleUrl.href}?${Date.now()}`)) as {
        prerenderLanding: () => Prerendered;
        prerenderSignIn: () => Prerendered;
        prerenderLoadingScreen: () => string;
      };
      const { title, html } = render();
      const signIn = prerenderSignIn();
      const loadingScreen = prerenderLoadingScreen();
      await fs.rm(outDir, { recursive: true, force: true });
      const source = String(page.source);
      if (!source.includes(OUTLET))
        throw new Error(`prerender: ${LANDING_DOCUMENT} lacks ${OUTLET}`);
      const font = Object.keys(bundle).find((fileName) => TEXT_FONT.test(fileName));
      if (!font) throw new Error('prerender: the Inter latin font is not in the build');
      const fontUrl = `${base}${font}`;
      page.source = finishDocument(
        source.replace(OUTLET, () => html),
        title,
        fontUrl,
      );
      const app = bundle['index.html'];
      if (app?.type !== 'asset') throw new Error('prerender: no index.html built');
      const appSource = String(app.source);
      if (!appSource.includes(APP_ROOT)) throw new Error(`prerender: index.html lacks ${APP_ROOT}`);
      // Inert until the app draws the same screen in its place: nothing typed there is lost,
      // since nothing can be typed there (aria-disabled tells tests to wait as a person must).
      const drawn = `<div id="root"><div inert aria-disabled="true">${signIn.html}</div></div>`;
      this.emitFile({
        type: 'asset',
        fileName: SIGN_IN_DOCUMENT,
        source: finishDocument(
          scriptsAfterPaint(appSource.replace(APP_ROOT, () => drawn)),
          signIn.title,
          fontUrl,
        ),
      });
      // Every other page of the app starts on the loading screen (the session's check, or the
      // page's code loading): drawn from the HTML, it shows as soon as the styles have come
      // instead of once ~190 kB of scripts have run. The app draws the same in its place.
      app.source = preloadFont(
        appSource.replace(APP_ROOT, () => `<div id="root">${loadingScreen}</div>`),
        fontUrl,
      );
    },
  };
};

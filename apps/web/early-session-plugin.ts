import path from 'node:path';
import type { Plugin } from 'vite';

/** The session's early check (src/lib/early-session.ts), an entry of its own. */
const EARLY_SESSION_ENTRY = 'src/lib/early-session.ts';

/**
 * Builds src/lib/early-session.ts as an entry of its own and makes it index.html's first
 * script, `async` so that it runs as soon as it arrives rather than after the app's scripts.
 * Vite joins every module script written in index.html into one entry, hence this plugin. The
 * app imports the same file, which the browser evaluates once.
 */
export const earlySessionScript = (): Plugin => {
  let root = '';
  let base = '/';
  return {
    name: 'marketplace-early-session',
    apply: 'build',
    // Among the plugins that run after Vite's own, before prerender-plugin.ts (vite.config.ts).
    enforce: 'post',
    config: () => ({
      build: { rolldownOptions: { input: { 'early-session': EARLY_SESSION_ENTRY } } },
    }),
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // After Vite has written index.html, which lists the file (the app imports it) among the
    // app's scripts: that tag becomes the first, and async. Before prerender-plugin.ts copies
    // the document for sign-in.
    generateBundle(_options, bundle) {
      const entry = path.resolve(root, EARLY_SESSION_ENTRY);
      const chunk = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === entry,
      );
      const document = bundle['index.html'];
      if (!chunk || document?.type !== 'asset')
        throw new Error(`early-session: ${EARLY_SESSION_ENTRY} or index.html not in the build`);
      const listed = `<script type="module" crossorigin src="${base}${chunk.fileName}"></script>`;
      const source = String(document.source);
      if (!source.includes(listed)) throw new Error(`early-session: index.html lacks ${listed}`);
      const charset = '<meta charset="UTF-8" />';
      if (!source.includes(charset)) throw new Error(`early-session: index.html lacks ${charset}`);
      document.source = source
        .replace(`    ${listed}\n`, '')
        .replace(charset, () => `${charset}\n    ${listed.replace('<script ', '<script async ')}`);
    },
  };
};

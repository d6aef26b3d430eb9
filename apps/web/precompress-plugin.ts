import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; images and fonts are compressed by their own formats. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text asset once, at build time, at the highest levels
 * (too slow to do per request), so the server sends compressed bytes without compressing.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'marketplace-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const fullPath = path.join(outDir, file);
            const bytes = await fs.readFile(fullPath);
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([
              fs.writeFile(`${fullPath}.br`, br),
              fs.writeFile(`${fullPath}.gz`, gz),
            ]);
          }),
      );
    },
  };
};

import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; images and fonts are compressed by their own formats. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/**
 * About what a compressed answer's own headers cost (`content-encoding`, `vary`): a compressed
 * copy that does not save more than this is not written, and the file goes out as it is.
 * (A rule of "1 kB or more" left the small scripts every page loads, ~0.5-1 kB each, raw.)
 */
const ENCODING_HEADER_BYTES = 50;

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
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            const saves = (compressed: Buffer) =>
              compressed.length + ENCODING_HEADER_BYTES < bytes.length;
            await Promise.all([
              saves(br) && fs.writeFile(`${fullPath}.br`, br),
              saves(gz) && fs.writeFile(`${fullPath}.gz`, gz),
            ]);
          }),
      );
    },
  };
};

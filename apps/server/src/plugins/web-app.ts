import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declareAccessWhere } from '#http/route-access.ts';

/** Vite names every built asset with a hash of its content, so it never changes under a name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

/**
 * Serves the built SPA; any non-API path gets index.html so client-side routes survive a
 * reload. The build writes `.br` and `.gz` beside each text asset, sent to browsers that
 * accept them. Hashed assets are cached for a year; everything else (index.html, the favicon,
 * robots.txt) is revalidated, so a new release reaches people on their next visit.
 */
export const registerWebApp = (app: FastifyInstance, webDistDir: string) => {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    // One route per built file, marked by the `rootPath` @fastify/static puts in its config:
    // the public web app (its data comes from the guarded API).
    declareAccessWhere(app, (route) => 'rootPath' in (route.config ?? {}), { caller: 'anyone' });
    void app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/ws') {
      return reply.status(404).send({ error: `No such endpoint: ${request.method} ${pathname}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found.' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    return reply.sendFile('index.html');
  });
};

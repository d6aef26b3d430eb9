import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA; any non-API path gets index.html so client-side routes survive a reload. */
export const registerWebApp = (app: FastifyInstance, webDistDir: string) => {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    void app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
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
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-cache')
      .send(fs.createReadStream(indexPath));
  });
};

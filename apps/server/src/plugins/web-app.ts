import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declareAccessWhere } from '#http/route-access.ts';

/** Vite names every built asset with a hash of its content, so it never changes under a name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

/**
 * Written by the web build (apps/web/route-preload-plugin.ts): page path -> the HTML file to
 * send for it and that page's first scripts.
 */
const FIRST_PAGES_FILE = 'first-pages.json';

/** One page of `first-pages.json` (apps/web/route-preload-plugin.ts). */
type FirstPage = {
  document: string;
  preloads: string[];
  drawn?: boolean;
  byAccountType?: Record<string, string[]>;
};
type Page = { html: string; br: Buffer; gzip: Buffer };

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/**
 * The document of each first page the build lists (index.html, or a page of its own such as
 * the prerendered landing page), with that page's scripts as modulepreload links, so the
 * browser fetches them beside the entry rather than after it has run; compressed once here,
 * as the build does for its files.
 */
const firstPages = (webDistDir: string): Map<string, Page> => {
  const file = path.join(webDistDir, FIRST_PAGES_FILE);
  const pages = new Map<string, Page>();
  if (!fs.existsSync(file)) return pages;
  const listed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, FirstPage>;
  for (const [page, { document, preloads, drawn, byAccountType = {} }] of Object.entries(listed)) {
    // A document drawn already lets its styles and font come before its scripts.
    const priority = drawn ? ' fetchpriority="low"' : '';
    const links = preloads.map(
      (url) => `<link rel="modulepreload"${priority} crossorigin href="${url}">`,
    );
    // Scripts for one account type: index.html's first script preloads its visitor's
    // (early-session.ts). First in the document, so they are there when that script runs.
    const byType = Object.entries(byAccountType).map(
      ([accountType, urls]) =>
        `<meta name="modulepreload-${accountType}" content="${urls.join(' ')}">`,
    );
    const documentPath = path.join(webDistDir, path.basename(document));
    const source = fs.readFileSync(documentPath, 'utf8');
    const html = source
      .replace('<head>', () => ['<head>', ...byType].join('\n'))
      .replace('</head>', () => [...links, '</head>'].join('\n'));
    const asBuilt = html === source;
    pages.set(page, {
      html,
      // A document sent as built (the landing page) has its compressed copies from the build:
      // brotli at its best level takes ~35 ms of start-up for the landing page's 50 kB.
      br: (asBuilt && readIfExists(`${documentPath}.br`)) || zlib.brotliCompressSync(html),
      gzip:
        (asBuilt && readIfExists(`${documentPath}.gz`)) ||
        zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
    });
  }
  return pages;
};

/** Sends one of those pages, compressed as the browser accepts. */
const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
};

/**
 * Serves the built SPA; any non-API path gets index.html so client-side routes survive a
 * reload. The build writes `.br` and `.gz` beside each text asset, sent to browsers that
 * accept them. Hashed assets are cached for a year; everything else (index.html, the favicon,
 * robots.txt) is revalidated, so a new release reaches people on their next visit.
 */
export const registerWebApp = (app: FastifyInstance, webDistDir: string) => {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const preloaded = hasBuild ? firstPages(webDistDir) : new Map<string, Page>();
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
    const page = preloaded.get(pathname);
    if (page) return sendPage(request, reply, page);
    return reply.sendFile('index.html');
  });
};

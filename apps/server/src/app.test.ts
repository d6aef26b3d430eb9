import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoute } from '#http/route-access.ts';
import { buildVariant } from '#test/app-variant.ts';
import { userCount } from '#test/db-helpers.ts';
import { bearer, createTestApp, signUp, type TestApp } from '#test/test-app.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root">spa-marker</div></body></html>';
const APP_JS = 'console.log("spa");';
// Built assets carry a content hash in their name; the build writes compressed twins.
const HASHED_JS = `console.log("${'hashed '.repeat(300)}");`;
const HASHED_NAME = 'index-Ab3dE_f9.js';
const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\n';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in for the built web app, so these tests do not depend on `npm run build`.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), APP_JS);
  await fs.writeFile(path.join(webDist, 'assets', HASHED_NAME), HASHED_JS);
  await fs.writeFile(
    path.join(webDist, 'assets', `${HASHED_NAME}.br`),
    zlib.brotliCompressSync(HASHED_JS),
  );
  await fs.writeFile(path.join(webDist, 'assets', `${HASHED_NAME}.gz`), zlib.gzipSync(HASHED_JS));
  await fs.writeFile(path.join(webDist, 'robots.txt'), ROBOTS_TXT);
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/health', () => {
  it('reports readiness and which database and bus are in use', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        status: 'ok',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        realtime: process.env.REDIS_URL ? 'redis' : 'memory',
      },
    });
  });

  it('answers with or without a trailing slash', async () => {
    expect((await get('/api/health/')).statusCode).toBe(200);
  });
});

describe('unknown addresses', () => {
  it.each([
    ['GET', '/api/nothing-here', 'No such endpoint: GET /api/nothing-here'],
    ['GET', '/api/nothing-here?x=1', 'No such endpoint: GET /api/nothing-here'],
    ['POST', '/api/nothing-here', 'No such endpoint: POST /api/nothing-here'],
    ['DELETE', '/api/health', 'No such endpoint: DELETE /api/health'],
    ['GET', '/api', 'No such endpoint: GET /api'],
  ] as const)('%s %s answers a JSON 404', async (method, url, message) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: message });
  });

  it('answers 404 to other methods on a page address', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/sign_in' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('answers a plain HTTP request on /ws with 426 and the envelope', async () => {
    const response = await get('/ws');
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ error: 'This address only accepts WebSocket connections.' });
  });
});

describe('the web app', () => {
  it.each(['/', '/sign_in', '/job/12', '/chat/3?tab=files', '/services/some_user'])(
    'serves index.html for the client route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves the built assets as themselves', async () => {
    const response = await get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(APP_JS);
  });

  it('sends hashed assets compressed as the browser accepts, cached for a year', async () => {
    const url = `/assets/${HASHED_NAME}`;
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(HASHED_JS);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(HASHED_JS);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HASHED_JS);
  });

  it('revalidates files whose name has no hash, and serves robots.txt as text', async () => {
    expect((await get('/assets/app.js')).headers['cache-control']).toBe('no-cache');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.body).toBe(ROBOTS_TXT);
  });

  it('says how to build it when it is not built, while the API keeps working', async () => {
    const emptyDist = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-web-empty-'));
    const unbuilt = await buildVariant(t, { WEB_DIST_DIR: emptyDist });
    try {
      const page = await unbuilt.inject({ method: 'GET', url: '/home' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toContain('npm run build');
      expect((await unbuilt.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
      await fs.rm(emptyDist, { recursive: true, force: true });
    }
  });
});

describe('malformed requests', () => {
  const post = (url: string, payload: string | Buffer, contentType: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it.each([
    ['broken JSON', '{"email": "a@example.com", ', 'The request body is not valid JSON.'],
    ['an empty JSON body', '', 'The request body is not valid JSON.'],
    ['JSON that is not an object', '"just a string"', 'The request body must be a JSON object.'],
    ['JSON null', 'null', 'The request body must be a JSON object.'],
    ['an array', '[1, 2]', 'The request body must be a JSON object.'],
  ])('answers %s with 400 and creates nothing', async (_case, payload, message) => {
    const before = await userCount(t);
    const response = await post('/api/auth/register', payload, 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await userCount(t)).toBe(before);
  });

  it('answers a missing body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body must be a JSON object.' });
  });

  it('answers a content type the API does not speak with 415', async () => {
    const response = await post('/api/auth/login', '<login/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'This content type is not accepted here.' });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const before = await userCount(t);
    const huge = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 1) });
    const response = await post('/api/auth/register', huge, 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large.' });
    expect(await userCount(t)).toBe(before);
  });

  it('answers an overlong path id in the envelope, without echoing it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/job/${'9'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'The address is too long.' });
  });

  it('hides the details of an unexpected failure', async () => {
    const failing: FastifyInstance = await buildVariant(t, {});
    failing.get('/api/test/explode', publicRoute, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    try {
      const response = await failing.inject({ method: 'GET', url: '/api/test/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
      });
      expect(response.body).not.toContain('secret');
    } finally {
      await failing.close();
    }
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/sign_in', '/api/nothing-here'])(
    'sends a CSP allowing only our own origin, and helmet headers, on %s',
    async (url) => {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/https?:\/\//);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('lets the page open its WebSocket on the configured public origin', async () => {
    const proxied = await buildVariant(t, { PUBLIC_ORIGIN: 'https://app.example' });
    try {
      const response = await proxied.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).toContain(
        "connect-src 'self' wss://app.example",
      );
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('publishes the OpenAPI document with the auth and user paths', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    const operations = (p: string) => Object.keys(document.paths[p] ?? {}).sort();
    expect(operations('/api/auth/register')).toEqual(['post']);
    expect(operations('/api/auth/login')).toEqual(['post']);
    expect(operations('/api/auth/logout')).toEqual(['post']);
    expect(operations('/api/auth/me')).toEqual(['get']);
    expect(operations('/api/user')).toEqual(['delete', 'get', 'post']);
    expect(operations('/api/user/{id}')).toEqual(['get']);
    expect(operations('/api/user/avatar')).toEqual(['post']);
    expect(operations('/api/user/password')).toEqual(['post']);
    expect(document.paths['/ws']).toBeUndefined();

    const register = document.paths['/api/auth/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'username',
        'first_name',
        'last_name',
        'account_type',
        'email',
        'password',
        'confirm_password',
      ]),
    );
  });

  it('serves the interactive documentation page', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Swagger UI');
  });
});

describe('malformed multipart bodies', () => {
  // Every upload route reads its form through readMultipart; a body the parser cannot read
  // is the caller's mistake (400), never a server error.
  it.each([
    [
      'a body cut short',
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; name="file1"; filename="a"\r\n\r\nabc',
    ],
    ['no boundary', 'multipart/form-data', 'abc'],
  ])('answers 400 for %s', async (_case, contentType, payload) => {
    const freelancer = await signUp(t.app, 'freelancer');
    const client = await signUp(t.app, 'client');
    for (const [url, token] of [
      ['/api/services/upload_images', freelancer.token],
      ['/api/projects/upload_images', freelancer.token],
      ['/api/job/upload_files', client.token],
      ['/api/job', client.token],
      ['/api/user/avatar', client.token],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json().error).toBe(
        'The upload could not be read: the form data is incomplete or malformed.',
      );
    }
  });
});

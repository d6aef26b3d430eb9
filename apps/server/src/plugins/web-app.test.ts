import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const INDEX_HTML = '<!doctype html><html><head><title>x</title></head><body></body></html>';
const LANDING_HTML =
  '<!doctype html><html><head><title>Hi</title></head><body><h1>Hi</h1></body></html>';
const FIRST_PAGES = {
  '/': { document: 'landing.html', preloads: [] },
  '/sign_in': {
    document: 'index.html',
    preloads: ['/assets/sign-in-Ab3dE_f9.js', '/assets/logo-Zz9yX_w8.js'],
  },
  // A document with its page drawn in it (sign-in.html in the real build).
  '/sign_up': {
    document: 'sign-up.html',
    preloads: ['/assets/sign-up-Cd4eF_g0.js'],
    drawn: true,
  },
  // Each home's own code, for a visitor of that account type (early-session.ts preloads it).
  '/home': {
    document: 'index.html',
    preloads: [],
    byAccountType: {
      client: ['/assets/home-client-Ef5gH_h1.js'],
      freelancer: ['/assets/home-freelancer-Gh6iJ_j2.js', '/assets/tabs-Ij7kL_l3.js'],
    },
  },
};
const SIGN_UP_HTML =
  '<!doctype html><html><head><title>Join</title></head><body><h1>Join</h1></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in for a build with a prerendered landing page and the first scripts of sign-in.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-web-preloads-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDist, 'landing.html'), LANDING_HTML);
  await fs.writeFile(path.join(webDist, 'sign-up.html'), SIGN_UP_HTML);
  await fs.writeFile(path.join(webDist, 'first-pages.json'), JSON.stringify(FIRST_PAGES));
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('the web app with its first pages', () => {
  it('sends the landing page its own prerendered document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/?from=ad' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(LANDING_HTML);
  });

  it('lists a first page’s scripts as modulepreload links in its index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sign_in' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      INDEX_HTML.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/sign-in-Ab3dE_f9.js">\n' +
          '<link rel="modulepreload" crossorigin href="/assets/logo-Zz9yX_w8.js">\n</head>',
      ),
    );
  });

  it('lists a drawn page’s scripts at low priority, after its styles and font', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sign_up' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      SIGN_UP_HTML.replace(
        '</head>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/sign-up-Cd4eF_g0.js">\n</head>',
      ),
    );
  });

  it('lists each account type’s scripts first in the document, for its first script to preload', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      INDEX_HTML.replace(
        '<head>',
        '<head>\n<meta name="modulepreload-client" content="/assets/home-client-Ef5gH_h1.js">\n' +
          '<meta name="modulepreload-freelancer" content="/assets/home-freelancer-Gh6iJ_j2.js /assets/tabs-Ij7kL_l3.js">',
      ),
    );
  });

  it.each([
    ['br', (bytes: Buffer) => zlib.brotliDecompressSync(bytes)],
    ['gzip', (bytes: Buffer) => zlib.gunzipSync(bytes)],
  ])('sends that page as %s to a browser that accepts it', async (encoding, decode) => {
    const plain = await t.app.inject({ method: 'GET', url: '/sign_in' });
    const headers = { 'accept-encoding': encoding };
    const compressed = await t.app.inject({ method: 'GET', url: '/sign_in', headers });
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(decode(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('serves index.html unchanged for pages it does not list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/job/12' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});

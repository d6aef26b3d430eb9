import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAccountType } from '@marketplace/contract';
import { ACCOUNT_TYPE_KEY, FIRST_READS } from '../lib/early-session.ts';
import { clearSession, saveSession } from '../lib/session.ts';
import { renderRoutes } from '../test/render.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { ClientHomeRoute } from './routes/client-home.tsx';
import { FreelancerHomeRoute } from './routes/freelancer-home.tsx';

const HOMES = { client: ClientHomeRoute, freelancer: FreelancerHomeRoute };

/** Records every URL asked for; answers an empty list, as for a new account. */
const recordRequests = () => {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    urls.push(url);
    return Response.json({ data: [], meta: { next_cursor: null } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { urls, fetchMock };
};

/** Runs index.html's first script afresh, as a page load at `address` would. */
const loadEarlyScriptAt = async (address: string) => {
  window.history.pushState({}, '', address);
  vi.resetModules();
  await import('../lib/early-session.ts');
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  document.head.replaceChildren();
  window.history.pushState({}, '', '/');
});

describe.each<TAccountType>(['client', 'freelancer'])("the %s home's first reads", (type) => {
  const early = FIRST_READS['/home']?.[type] ?? [];

  it('are what the home asks for as it is first drawn, so each one sent early is taken', async () => {
    expect(early.length).toBeGreaterThan(0);
    saveSession(`token-${type}`, type);
    const { urls } = recordRequests();
    const Home = HOMES[type];
    renderRoutes(
      [{ element: <AppLayout />, children: [{ path: '/home', element: <Home /> }] }],
      '/home',
    );
    await vi.waitFor(() =>
      expect(urls).toEqual(expect.arrayContaining(early.map((path) => `/api${path}`))),
    );
  });

  it("are sent by index.html's first script with the session's check, with the stored token", async () => {
    saveSession(`token-${type}`, type);
    const { urls, fetchMock } = recordRequests();
    await loadEarlyScriptAt('/home');
    expect(urls).toEqual(['/api/auth/me', ...early.map((path) => `/api${path}`)]);
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][])
      expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer token-${type}`);
  });
});

describe("index.html's first script", () => {
  it('sends only the session check for a page without first reads', async () => {
    saveSession('token-chat', 'client');
    const { urls } = recordRequests();
    await loadEarlyScriptAt('/chat');
    expect(urls).toEqual(['/api/auth/me']);
  });

  it('sends only the session check for a home address with a query of its own (another sort or category reads otherwise)', async () => {
    saveSession('token-sorted', 'client');
    const { urls } = recordRequests();
    await loadEarlyScriptAt('/home?sort=oldest');
    expect(urls).toEqual(['/api/auth/me']);
  });

  it('sends only the session check for an account type it does not know', async () => {
    saveSession('token-odd', 'client');
    window.localStorage.setItem(ACCOUNT_TYPE_KEY, 'toString');
    const { urls } = recordRequests();
    await loadEarlyScriptAt('/home');
    expect(urls).toEqual(['/api/auth/me']);
  });

  it("preloads the scripts the server lists for the session's account type, and only those", async () => {
    document.head.innerHTML =
      '<meta name="modulepreload-client" content="/assets/home-client-A1.js">' +
      '<meta name="modulepreload-freelancer" content="/assets/home-freelancer-B2.js /assets/tabs-C3.js">';
    saveSession('token-freelancer', 'freelancer');
    recordRequests();
    await loadEarlyScriptAt('/home');
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/home-freelancer-B2.js',
      '/assets/tabs-C3.js',
    ]);
  });

  it('preloads nothing without a session', async () => {
    document.head.innerHTML =
      '<meta name="modulepreload-client" content="/assets/home-client-A1.js">';
    recordRequests();
    await loadEarlyScriptAt('/home');
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});

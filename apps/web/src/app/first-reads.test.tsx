import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAccountType } from '@marketplace/contract';
import { FIRST_READS } from '../lib/early-session.ts';
import { clearSession, saveSession } from '../lib/session.ts';
import { renderRoutes } from '../test/render.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { HomeRoute } from './routes/home.tsx';

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

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe.each<TAccountType>(['client', 'freelancer'])("the %s home's first reads", (type) => {
  const early = FIRST_READS['/home']?.[type] ?? [];

  it('are what the home asks for as it is first drawn, so each one sent early is taken', async () => {
    expect(early.length).toBeGreaterThan(0);
    saveSession(`token-${type}`, type);
    const { urls } = recordRequests();
    renderRoutes(
      [{ element: <AppLayout />, children: [{ path: '/home', element: <HomeRoute /> }] }],
      '/home',
    );
    await vi.waitFor(() =>
      expect(urls).toEqual(expect.arrayContaining(early.map((path) => `/api${path}`))),
    );
  });

  it("are sent by index.html's first script with the session's check, with the stored token", async () => {
    saveSession(`token-${type}`, type);
    window.history.pushState({}, '', '/home');
    const { urls, fetchMock } = recordRequests();
    vi.resetModules();
    await import('../lib/early-session.ts');
    expect(urls).toEqual(['/api/auth/me', ...early.map((path) => `/api${path}`)]);
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][])
      expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer token-${type}`);
    window.history.pushState({}, '', '/');
  });
});

describe("index.html's first script", () => {
  it('sends only the session check for a page without first reads', async () => {
    saveSession('token-chat', 'client');
    window.history.pushState({}, '', '/chat');
    const { urls } = recordRequests();
    vi.resetModules();
    await import('../lib/early-session.ts');
    expect(urls).toEqual(['/api/auth/me']);
    window.history.pushState({}, '', '/');
  });
});

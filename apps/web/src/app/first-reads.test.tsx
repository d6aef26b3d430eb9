import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAccountType } from '@marketplace/contract';
import { ACCOUNT_TYPE_KEY, FIRST_READS, USERNAME } from '../lib/early-session.ts';
import { clearSession, getSession, saveSession } from '../lib/session.ts';
import { renderRoutes } from '../test/render.tsx';
import { aUser } from '../test/users.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { ChatRoute } from './routes/chat.tsx';
import { ClientHomeRoute } from './routes/client-home.tsx';
import { EarningsRoute } from './routes/earnings.tsx';
import { FreelancerHomeRoute } from './routes/freelancer-home.tsx';
import { MyPurchasesRoute } from './routes/my-purchases.tsx';
import { OrdersRoute } from './routes/orders.tsx';
import { PortfolioRoute } from './routes/portfolio.tsx';
import { ProposalsRoute } from './routes/proposals.tsx';

/** The page each address of FIRST_READS draws, by account type (router.tsx). */
const PAGES: Record<string, Partial<Record<TAccountType, () => ReactNode>>> = {
  '/home': { client: ClientHomeRoute, freelancer: FreelancerHomeRoute },
  '/chat': { client: ChatRoute, freelancer: ChatRoute },
  '/proposals/': { client: ProposalsRoute, freelancer: ProposalsRoute },
  '/orders': { freelancer: OrdersRoute },
  '/my_purchases/': { client: MyPurchasesRoute },
  '/earnings': { freelancer: EarningsRoute },
  '/portfolio': { freelancer: PortfolioRoute },
};

/** Each address and account type FIRST_READS sends reads for, with those reads. */
const FIRST_PAGES = Object.entries(FIRST_READS).flatMap(([address, byType]) =>
  Object.entries(byType).map(([type, reads = []]) => ({
    address,
    type: type as TAccountType,
    // The early script sends the reads naming the person once the check has answered.
    reads: [
      ...reads.filter((path) => !path.includes(USERNAME)),
      ...reads
        .filter((path) => path.includes(USERNAME))
        .map((path) => path.replace(USERNAME, 'ada')),
    ],
  })),
);

/**
 * Records every URL asked for; answers the session check with the stored account type's
 * person (or with `checkStatus`'s error), and any other read with an empty list, as for a new
 * account.
 */
const recordRequests = (checkStatus = 200) => {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    urls.push(url);
    if (url === '/api/auth/me')
      return checkStatus === 200
        ? Response.json({ data: aUser({ account_type: getSession()?.accountType ?? 'client' }) })
        : Response.json({ error: 'Unauthorized' }, { status: checkStatus });
    return Response.json({ data: [], meta: { next_cursor: null } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { urls, fetchMock };
};

/** Runs index.html's first script afresh, as a page load at `address` would; gives its module. */
const loadEarlyScriptAt = async (address: string) => {
  window.history.pushState({}, '', address);
  vi.resetModules();
  return import('../lib/early-session.ts');
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  document.head.replaceChildren();
  window.history.pushState({}, '', '/');
});

describe.each(FIRST_PAGES)(
  'the first reads of $address for a $type',
  ({ address, type, reads }) => {
    it('are what the page asks for as it is first drawn, so each one sent early is taken', async () => {
      expect(reads.length).toBeGreaterThan(0);
      const Page = PAGES[address]?.[type];
      expect(Page, `no page listed for ${address}`).toBeDefined();
      if (!Page) return;
      saveSession(`token-${type}`, type);
      const { urls } = recordRequests();
      renderRoutes(
        [{ element: <AppLayout />, children: [{ path: address, element: <Page /> }] }],
        address,
      );
      await vi.waitFor(() =>
        expect(urls).toEqual(expect.arrayContaining(reads.map((path) => `/api${path}`))),
      );
    });

    it("are sent by index.html's first script with the session's check, with the stored token", async () => {
      saveSession(`token-${type}`, type);
      const { urls, fetchMock } = recordRequests();
      await loadEarlyScriptAt(address);
      await vi.waitFor(() =>
        expect(urls).toEqual(['/api/auth/me', ...reads.map((path) => `/api${path}`)]),
      );
      for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][])
        expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer token-${type}`);
    });
  },
);

describe("index.html's first script", () => {
  it('sends only the session check for a page without first reads', async () => {
    saveSession('token-create', 'client');
    const { urls } = recordRequests();
    await loadEarlyScriptAt('/create_job');
    expect(urls).toEqual(['/api/auth/me']);
  });

  it("sends a read naming the person only once the check has answered with them, and leaves the check's answer whole for the app", async () => {
    saveSession('token-portfolio', 'freelancer');
    const { urls } = recordRequests();
    const earlyScript = await loadEarlyScriptAt('/portfolio');
    await vi.waitFor(() => expect(urls).toContain('/api/user/ada/reviews?limit=10'));
    const check = earlyScript.takeEarlyResponse('token-portfolio', '/auth/me');
    await expect(check?.then((response) => response.json())).resolves.toEqual({
      data: aUser({ account_type: 'freelancer' }),
    });
  });

  it('sends no read naming the person when the check is refused', async () => {
    saveSession('token-revoked', 'freelancer');
    const { urls } = recordRequests(401);
    await loadEarlyScriptAt('/portfolio');
    await vi.waitFor(() => expect(urls).toContain('/api/notifications?limit=10'));
    // The refusal is read (or not) in the microtasks after the check's answer: let them run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls.filter((url) => url.includes('/reviews'))).toEqual([]);
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

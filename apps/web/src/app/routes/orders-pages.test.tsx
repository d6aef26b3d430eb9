import { configure, screen } from '@testing-library/react';
import type { TAccountType } from '@marketplace/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../features/jobs/testing.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { EarningsRoute } from './earnings.tsx';
import { MyPurchasesRoute } from './my-purchases.tsx';
import { OrdersRoute } from './orders.tsx';

// The machine running the suite can be busy: give async queries more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const emptyList = () => Response.json({ data: [], meta: { next_cursor: null } });

/** The three pages of orders and money, with a stand-in home, as router.tsx places them. */
const renderOrdersPagesAt = (path: string, accountType: TAccountType) => {
  saveSession(`token-${accountType}`, accountType);
  const calls = stubFetch({ '/api/orders': emptyList });
  const { router } = renderRoutes(
    [
      { path: '/home', element: <p>Home page</p> },
      { path: '/orders', element: <OrdersRoute /> },
      { path: '/my_purchases/', element: <MyPurchasesRoute /> },
      { path: '/earnings', element: <EarningsRoute /> },
    ],
    path,
  );
  return { router, calls };
};

describe('the orders pages of the other account type', { timeout: 30_000 }, () => {
  it("sends a client from /orders to their purchases, without reading a freelancer's sales", async () => {
    const { router, calls } = renderOrdersPagesAt('/orders', 'client');
    expect(await screen.findByRole('heading', { name: 'My Purchases' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my_purchases/');
    expect(calls.map((call) => call.url)).toEqual(['/api/orders?role=purchases&limit=20']);
  });

  it('sends a freelancer from /my_purchases/ to their orders', async () => {
    const { router, calls } = renderOrdersPagesAt('/my_purchases/', 'freelancer');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders');
    expect(calls.map((call) => call.url)).toEqual(['/api/orders?role=sales&limit=20']);
  });

  it('sends a client from /earnings home, reading nothing', async () => {
    const { router, calls } = renderOrdersPagesAt('/earnings', 'client');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(calls).toEqual([]);
  });

  it("draws a freelancer's orders where they are", async () => {
    const { router } = renderOrdersPagesAt('/orders', 'freelancer');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it("draws a client's purchases where they are", async () => {
    const { router } = renderOrdersPagesAt('/my_purchases/', 'client');
    expect(await screen.findByRole('heading', { name: 'My Purchases' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my_purchases/');
  });
});

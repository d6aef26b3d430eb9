import { expect, test, type Page } from '@playwright/test';
import { marketplaceViaApi, settled, sidewaysScroll } from './layout-helpers.ts';
import { openAs } from './orders-helpers.ts';

/** From the smallest phone to a wide laptop, with the widths around the md breakpoint. */
const WIDTHS = [320, 360, 768, 780, 1024, 1280, 1440];

/**
 * Opens each route once, then walks the widths, and lists every width and route where the
 * page scrolls sideways (document.scrollingElement.scrollWidth > clientWidth), with what
 * sticks out, so one run shows every offender.
 */
const sidewaysOffenders = async (page: Page, routes: string[]) => {
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await sidewaysScroll(page);
      if (overflow) found.push(`${route} at ${width}px: ${overflow.by}px (${overflow.offenders})`);
    }
  }
  return found;
};

test.describe('no sideways scroll from 320 to 1440 px', () => {
  test('public pages', async ({ page }) => {
    test.setTimeout(180_000);
    const routes = ['/', '/sign_in', '/sign_up', '/forgot_password', '/no/such/page'];
    expect(await sidewaysOffenders(page, routes)).toEqual([]);
  });

  test('every screen of a client with a contract, a job and proposals', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const market = await marketplaceViaApi(request);
    const { username } = market.freelancer.user;
    await openAs(page, market.client, '/home');
    const routes = [
      '/home',
      '/all_services',
      '/all_services?title=logo',
      `/service/${market.serviceId}`,
      `/checkout/${market.serviceId}`,
      `/services/${username}`,
      `/portfolio/${username}`,
      `/project/${market.projectId}`,
      '/my_jobs',
      '/create_job',
      `/update_job/${market.openJobId}`,
      `/job/${market.contractJobId}`,
      '/proposals/',
      '/proposals/?tab=pending',
      `/proposals/?tab=pending&job=${market.openJobId}`,
      '/proposals/?tab=done',
      '/chat',
      `/chat/${market.chatId}`,
      '/my_purchases/',
      `/orders/${market.orderId}`,
      '/client/profile',
    ];
    expect(await sidewaysOffenders(page, routes)).toEqual([]);
  });

  test('every screen of a freelancer with a contract, a service and a project', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const market = await marketplaceViaApi(request);
    await openAs(page, market.freelancer, '/home');
    const routes = [
      '/home',
      '/profile',
      `/job/${market.contractJobId}`,
      `/job/${market.openJobId}`,
      `/job/${market.openJobId}/submit_proposal`,
      '/services',
      `/service/${market.serviceId}`,
      '/create_service',
      '/portfolio',
      `/project/${market.projectId}`,
      '/create_project',
      '/proposals/',
      '/proposals/?tab=pending',
      '/chat',
      `/chat/${market.chatId}`,
      '/orders',
      `/orders/${market.orderId}`,
      '/earnings',
    ];
    expect(await sidewaysOffenders(page, routes)).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { marketViaApi, seriousViolations, settled, type Market } from './a11y-helpers.ts';
import { openAs, type Person } from './orders-helpers.ts';

/*
 * axe over every route, for a visitor, a client and a freelancer, at a phone's width and a
 * laptop's, plus the open menus and dialogs: any serious or critical violation fails, listed in
 * the failure message. One page per person walks its routes (issue 15).
 */

test.describe.configure({ mode: 'parallel' });
// Settled colours: axe measures contrast, and an element fading in is not its final colour.
test.use({ reducedMotion: 'reduce' });
// axe takes about a second a scan on a quiet machine, and several on a loaded 2-core one.
test.describe.configure({ timeout: 300_000 });

const WIDTHS = [1280, 360] as const;

/** Opens each path once, then scans it at each width. */
const scanRoutes = async (page: Page, who: string, paths: readonly string[]) => {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await seriousViolations(page, `${who} ${path} @${width}px`)));
    }
  }
  return problems;
};

type OpenState = {
  path: string;
  name: string;
  open: (page: Page) => Promise<void>;
  /** Only at these widths (the account menu lives in the phone menu below 768 px). */
  widths?: readonly number[];
};

/** Opens each menu or dialog at each width, scans it, then closes it with Escape. */
const scanOpenStates = async (page: Page, who: string, states: readonly OpenState[]) => {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const state of states) {
      if (state.widths && !state.widths.includes(width)) continue;
      if (page.url() !== new URL(state.path, page.url()).href) {
        await page.goto(state.path);
        await settled(page);
      }
      await state.open(page);
      const where = `${who} ${state.path} (${state.name}) @${width}px`;
      problems.push(...(await seriousViolations(page, where)));
      await page.keyboard.press('Escape');
      await expect(page.locator('[role="dialog"], [role="menu"]')).toHaveCount(0);
    }
  }
  return problems;
};

const menu =
  (name: string | RegExp): OpenState['open'] =>
  async (page) => {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  };

const headerStates: OpenState[] = [
  { path: '/home', name: 'notifications', open: menu(/^Notifications/) },
  { path: '/home', name: 'account menu', open: menu('Account menu'), widths: [1280] },
];

/** The phone header's sheet, only shown below 768 px. */
const phoneSheet = async (page: Page, who: string) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/home');
  await settled(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return seriousViolations(page, `${who} /home (phone menu) @360px`);
};

const expectNone = (problems: string[]) =>
  expect(problems, `axe found serious or critical violations:\n${problems.join('\n')}`).toEqual([]);

test('a visitor: every public route and the landing menu', async ({ page }) => {
  const problems = await scanRoutes(page, 'visitor', [
    '/',
    '/sign_in',
    '/sign_up',
    '/forgot_password',
    '/reset_password?token=not-a-real-token',
    '/no/such/page',
  ]);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#landing-menu')).toBeVisible();
  problems.push(...(await seriousViolations(page, 'visitor / (phone menu) @360px')));
  expectNone(problems);
});

let market: Market | undefined;
/** One set of shared data per worker: the two people and what they have in common. */
const marketFor = async (request: Parameters<typeof marketViaApi>[0]) =>
  (market ??= await marketViaApi(request));

const signIn = async (page: Page, person: Person) => {
  await openAs(page, person, '/home');
  await settled(page);
};

test('a client: every route, part 1 of 2', async ({ page, request }) => {
  const m = await marketFor(request);
  await signIn(page, m.client);
  expectNone(
    await scanRoutes(page, 'client', [
      '/home',
      '/client/profile',
      `/job/${m.contractJobId}`,
      `/service/${m.serviceId}`,
      `/project/${m.projectId}`,
      `/portfolio/${m.freelancer.user.username}`,
      `/services/${m.freelancer.user.username}`,
      '/chat',
      `/chat/${m.chatId}`,
      '/create_job',
    ]),
  );
});

test('a client: every route, part 2 of 2', async ({ page, request }) => {
  const m = await marketFor(request);
  await signIn(page, m.client);
  expectNone(
    await scanRoutes(page, 'client', [
      `/update_job/${m.openJobId}`,
      '/all_services',
      '/my_jobs',
      '/proposals/',
      '/my_purchases/',
      `/checkout/${m.serviceId}`,
      `/orders/${m.orderId}`,
      '/no/such/page',
    ]),
  );
});

test('a client: open menus and dialogs', async ({ page, request }) => {
  const m = await marketFor(request);
  await signIn(page, m.client);
  const problems = await scanOpenStates(page, 'client', [
    ...headerStates,
    {
      path: '/proposals/',
      name: 'freelancer details',
      open: async (p) => {
        await p.getByRole('tab', { name: 'Pending' }).click();
        await p
          .getByRole('button', {
            name: `${m.freelancer.user.first_name} ${m.freelancer.user.last_name}`,
            exact: true,
          })
          .click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
    {
      path: '/proposals/',
      name: 'refuse',
      open: async (p) => {
        await p.getByRole('tab', { name: 'Pending' }).click();
        await p.getByRole('button', { name: /^Actions for the proposal/ }).click();
        await p.getByRole('menuitem', { name: 'Refuse Proposal' }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
    {
      path: `/chat/${m.chatId}`,
      name: 'set end date',
      open: async (p) => {
        await p.getByRole('button', { name: 'Chat options' }).click();
        await p.getByRole('menuitem', { name: 'Set the end of the contract' }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
  ]);
  problems.push(...(await phoneSheet(page, 'client')));
  expectNone(problems);
});

test('a freelancer: every route, part 1 of 2', async ({ page, request }) => {
  const m = await marketFor(request);
  await signIn(page, m.freelancer);
  expectNone(
    await scanRoutes(page, 'freelancer', [
      '/home',
      '/profile',
      `/job/${m.openJobId}`,
      `/job/${m.openJobId}/submit_proposal`,
      `/service/${m.serviceId}`,
      `/project/${m.projectId}`,
      '/chat',
      `/chat/${m.chatId}`,
      '/services',
    ]),
  );
});

test('a freelancer: every route, part 2 of 2', async ({ page, request }) => {
  const m = await marketFor(request);
  await signIn(page, m.freelancer);
  expectNone(
    await scanRoutes(page, 'freelancer', [
      '/create_service',
      '/portfolio',
      '/create_project',
      '/proposals/',
      '/orders',
      `/orders/${m.orderId}`,
      '/earnings',
      '/no/such/page',
    ]),
  );
});

test('a freelancer: open menus and dialogs', async ({ page, request }) => {
  const m = await marketFor(request);
  await signIn(page, m.freelancer);
  const problems = await scanOpenStates(page, 'freelancer', [
    ...headerStates,
    {
      path: '/proposals/',
      name: 'withdraw',
      open: async (p) => {
        await p.getByRole('tab', { name: 'Pending' }).click();
        await p.getByRole('button', { name: 'Withdraw' }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
    {
      path: `/service/${m.serviceId}`,
      name: 'delete service',
      open: async (p) => {
        await p.getByRole('button', { name: 'Delete' }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
    {
      path: `/chat/${m.chatId}`,
      name: 'chat info',
      open: async (p) => {
        await p.getByRole('button', { name: 'Chat options' }).click();
        await p.getByRole('menuitem', { name: 'See chat info' }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
  ]);
  problems.push(...(await phoneSheet(page, 'freelancer')));
  expectNone(problems);
});

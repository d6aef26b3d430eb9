import { expect, test, type Page } from '@playwright/test';
import { toast } from './helpers.ts';
import { openAs, personViaApi } from './orders-helpers.ts';

test.describe('landing page', () => {
  test('pitches the product and both calls to action lead to sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/· Freelancia$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hire trusted freelancers');
    await expect(page.getByRole('heading', { name: 'Trusted transactions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Money-back guarantee' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verified freelancer accounts' })).toBeVisible();

    await page.getByRole('link', { name: 'Find Freelancer' }).click();
    await expect(page).toHaveURL(/\/sign_up$/);
    await expect(
      page.getByRole('heading', { name: 'Join as a client or a freelancer' }),
    ).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Provide A Service' }).click();
    await expect(page).toHaveURL(/\/sign_up$/);
  });

  test('header links scroll to their sections', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Page sections' });
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
    await expect(page).toHaveURL(/#faq$/);

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(
      page.getByRole('heading', { name: 'A marketplace built on trust' }),
    ).toBeInViewport();

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('FAQ answers open and close', async ({ page }) => {
    await page.goto('/');
    const question = page.getByText('How does escrow payment work?');
    const answer = page.getByText(/your payment is held safely/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();

    // Keyboard works too: the questions are native disclosure widgets.
    await page.getByText('Which payment methods can I use?').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/through our card payment provider/)).toBeVisible();
  });

  test('footer has the about links, social icons and the 2023 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Home', 'About us', 'Contact us']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Email us' })).toBeVisible();
    await expect(footer.getByText('© 2023 Freelancia. All rights reserved.')).toBeVisible();
  });

  test('the phone menu repeats the section links and the sign-in links', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#landing-menu');
    await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
    await expect(menu).toBeHidden();
  });
});

test.describe('sign-in document', () => {
  test('arrives with the screen drawn, inert until the app has drawn it live', async ({
    browser,
  }) => {
    // Without scripts: what the document itself shows, before the app's code arrives.
    const still = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await still.newPage();
    await drawn.goto('/sign_in');
    await expect(drawn).toHaveTitle(/^Sign in · Freelancia$/);
    await expect(drawn.getByText('Welcome back. Sign in to continue.')).toBeVisible();
    // Nothing can be typed into it (and lost when the app takes over).
    await expect(drawn.locator('#root > div[inert]')).toHaveCount(1);
    await still.close();

    const live = await browser.newContext();
    const page = await live.newPage();
    await page.goto('/sign_in');
    await expect(page.locator('#root > div[inert]')).toHaveCount(0);
    await page.getByLabel('Email').fill('nobody@e2e.test');
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The live form sends: the server's answer comes back as SPEC's toast.
    await expect(toast(page, 'Bad credentials')).toBeVisible();
    await live.close();
  });
});

test.describe('route guard', () => {
  for (const path of ['/home', '/profile', '/client/profile', '/proposals/', '/chat/3']) {
    test(`sends a signed-out visitor of ${path} to /sign_in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/sign_in$/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  }

  // Deviation from SPEC (issue 15): an address that is no page is a 404 for everyone.
  test('shows a signed-out visitor of an unknown address the 404 page', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/nowhere$/);
    await expect(page).toHaveTitle(/^Page not found/);
    // Like every public page, it starts with a skip link to its main content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('forgets a stored token the server refuses', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'not-a-real-token');
      localStorage.setItem('account_type', 'client');
    });
    await page.goto('/home');
    await expect(page).toHaveURL(/\/sign_in$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  // Deviation from SPEC (issue 15): a server that is down or a dropped connection says nothing
  // about the token, so the session is kept and the check retried until the server answers.
  test('keeps the session through a 503 and a dropped connection at start', async ({
    page,
    request,
  }) => {
    const person = await personViaApi(request, 'client');
    let checks = 0;
    await page.route('**/api/auth/me', async (route) => {
      checks += 1;
      if (checks === 1) await route.fulfill({ status: 503, json: { error: 'Down for a moment.' } });
      else if (checks === 2) await route.abort('connectionreset');
      else await route.continue();
    });
    await openAs(page, person, '/my_purchases/');
    await expect(page.getByText('Reconnecting…')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Purchases' })).toBeVisible();
    await expect(page).toHaveURL(/\/my_purchases\/$/);
    expect(checks).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(person.token);
  });
});

/** Recorded from the page's very first script, so an early eval probe is not missed. */
const recordCspViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

/** The paths of the scripts a page asks for, from now on. */
const recordScripts = (page: Page): string[] => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  return scripts;
};
const isZodFile = (path: string) => /^\/assets\/zod-/.test(path);

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe('content security policy', () => {
  test('the public pages and a validated form break none of its rules', async ({ page }) => {
    await recordCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hire trusted freelancers');
    await page.goto('/sign_in');
    await expect(page.getByLabel('Email')).toBeVisible();
    // Sign-up validates with the shared zod schemas: its messages prove they were built and used.
    await page.goto('/sign_up');
    await page.getByText('Client', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });

  test('sign-in draws without zod, and its checks load when the form is used', async ({ page }) => {
    await recordCspViolations(page);
    const scripts = recordScripts(page);
    await page.goto('/sign_in', { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(scripts.filter(isZodFile)).toEqual([]);
    // The pointer on the button loads the checks (resolverOnIntent); the press waits for them.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    expect(scripts.filter(isZodFile)).toHaveLength(1);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('when the checks cannot load, the submit says so, sends nothing, and the next one works', async ({
    page,
  }) => {
    let logins = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/auth/login')) logins += 1;
    });
    await page.goto('/sign_in', { waitUntil: 'networkidle' });
    await page.route(/\/assets\/zod-/, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // As sign-in says a request that never reached the server.
    await expect(page.getByText('Bad credentials')).toBeVisible();
    await expect(
      page.getByText('The server could not be reached, so your password was not checked.', {
        exact: false,
      }),
    ).toBeVisible();
    await page.unroute(/\/assets\/zod-/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password is required.')).toBeVisible();
    expect(logins).toBe(0);
  });

  test('a form opened from a home, which loads no zod, breaks none of its rules', async ({
    page,
    request,
  }) => {
    await recordCspViolations(page);
    const scripts = recordScripts(page);
    const client = await personViaApi(request, 'client');
    await openAs(page, client, '/home');
    await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible();
    // The home checks its answers with checks compiled from the contract (response-check.ts).
    expect(scripts.filter(isZodFile)).toEqual([]);
    await page.getByRole('link', { name: 'Post a job' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    expect(scripts.filter(isZodFile)).toHaveLength(1);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('the lists, profiles and create pages draw without zod', async ({ browser, request }) => {
    const client = await personViaApi(request, 'client');
    const freelancer = await personViaApi(request, 'freelancer');
    const visits = [
      [client, '/proposals/'],
      [client, '/chat'],
      [client, '/my_purchases/'],
      [client, '/client/profile'],
      [client, '/create_job'],
      [freelancer, '/portfolio'],
      [freelancer, '/orders'],
      [freelancer, '/earnings'],
      [freelancer, '/profile'],
      [freelancer, '/create_service'],
    ] as const;
    for (const [person, path] of visits) {
      // A browser of its own per page, so no file counts as loaded by the one before.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await openAs(page, person, path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('banner')).toBeVisible();
      expect(scripts.filter(isZodFile), path).toEqual([]);
      await context.close();
    }
  });
});

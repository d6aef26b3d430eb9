import { expect, test } from '@playwright/test';
import { signedInAs } from './helpers.ts';

test('the client bar: Jobs menu by keyboard, messages, purchases and profile', async ({
  page,
  request,
}) => {
  const user = await signedInAs(page, request, 'client');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  const jobs = page.getByRole('button', { name: 'Jobs' });
  await jobs.focus();
  await page.keyboard.press('Enter');
  // Opened by keyboard, the menu focuses its first item; each key waits for the focus to move
  // (a key pressed before the menu has taken focus would be lost).
  await expect(page.getByRole('menuitem', { name: 'My Jobs' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Create Job Post' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/create_job$/);
  await expect(page.getByRole('heading', { name: 'Create Job Post' })).toBeVisible();
  await expect(page).toHaveTitle('Create Job Post · Freelancia');

  await page.getByRole('link', { name: 'My Purchases' }).click();
  await expect(page).toHaveURL(/\/my_purchases\/$/);

  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar).toHaveText(user.first_name.charAt(0));
  await avatar.click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/client\/profile$/);
});

test('the freelancer header links to services, projects, proposals, orders, earnings and profile', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'freelancer');
  await page.getByRole('link', { name: 'My Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByRole('link', { name: 'My Projects' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.getByRole('link', { name: 'Proposals', exact: true }).click();
  await expect(page).toHaveURL(/\/proposals\/$/);
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(page.getByTestId('earnings-available')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('an unknown address inside the app shows the 404 page', async ({ page, request }) => {
  await signedInAs(page, request, 'client', '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the phone menu repeats the client links', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInAs(page, request, 'client');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  for (const name of [
    'Messages',
    'My Purchases',
    'My Jobs',
    'Create Job Post',
    'Proposals',
    'My Profile',
  ]) {
    await expect(sheet.getByRole('link', { name })).toBeVisible();
  }
  await sheet.getByRole('link', { name: 'Proposals' }).click();
  await expect(page).toHaveURL(/\/proposals\/$/);
  await expect(sheet).toBeHidden();
});

test('the phone menu repeats the freelancer links, orders and earnings included', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInAs(page, request, 'freelancer');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  const links = ['Messages', 'My Services', 'My Projects', 'Proposals', 'Orders', 'Profile'];
  for (const name of [...links, 'Earnings']) {
    await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await sheet.getByRole('link', { name: 'Proposals', exact: true }).click();
  await expect(page).toHaveURL(/\/proposals\/$/);
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sheet.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(sheet).toBeHidden();
});

test('the phone menu opens by keyboard while its code still loads, and Escape gives focus back to its button', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The sheet's code is held back until the button has been pressed twice.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sheetRequests = 0;
  await page.route('**/assets/mobile-nav-sheet-*.js', async (route) => {
    sheetRequests += 1;
    await held;
    await route.continue();
  });
  await signedInAs(page, request, 'freelancer');
  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(sheetRequests).toBe(0);

  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release?.();

  const sheet = page.getByRole('dialog', { name: 'Freelancia' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(sheetRequests).toBe(1);
  // Focus went into the sheet, and Tab stays inside it.
  await expect(sheet.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(sheet.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Once loaded, a press opens it again at once, and the close button also returns focus.
  await page.keyboard.press('Space');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();
});

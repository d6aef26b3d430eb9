import { expect, test } from '@playwright/test';
import { registerViaApi, signedInAs, toast, uniqueUser } from './helpers.ts';
import { linkMailedTo } from './mail-helpers.ts';
import { tokenOf } from './market-helpers.ts';
import { CARDS, fillCard, openAs, serviceViaApi, type Person } from './orders-helpers.ts';

const BANNER = 'Verify your email address';

test('sign up, open the link from the captured mail, see Verified', async ({ page }) => {
  // Sign-up, sign-in, a resend and two opened links: twice a usual test's steps.
  test.setTimeout(180_000);
  const user = uniqueUser('freelancer');
  await page.goto('/sign_up');
  await page.getByText('Free Lancer', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First Name').fill(user.first_name);
  await page.getByLabel('Last Name').fill(user.last_name);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // SPEC's flow and toast are unchanged.
  await expect(toast(page, 'Sign up successfuly.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in$/);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });

  // Unverified: the banner says what verifying unlocks, and can send a new link.
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toContainText('paying for orders');
  await expect(banner).toContainText('payouts');
  const resent = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/verification/resend') && response.ok(),
  );
  await banner.getByRole('button', { name: 'Send a new link' }).click();
  await resent;

  await page.goto(await linkMailedTo(user.email, '/verify_email'));
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();

  // The link worked once.
  await page.goto(await linkMailedTo(user.email, '/verify_email'));
  await expect(page.getByRole('alert')).toContainText('invalid, already used or expired');
});

test('an unverified client is told why paying is refused, where they pay', async ({
  page,
  request,
}) => {
  const freelancerUser = uniqueUser('freelancer');
  await registerViaApi(request, freelancerUser);
  const freelancer: Person = {
    user: freelancerUser,
    token: await tokenOf(request, freelancerUser),
  };
  const clientUser = uniqueUser('client');
  await registerViaApi(request, clientUser, { verified: false });
  const client: Person = { user: clientUser, token: await tokenOf(request, clientUser) };
  const serviceId = await serviceViaApi(request, freelancer, {
    title: `Menu translation ${Date.now()}`,
    price: 80,
    delivery_days: 3,
    revisions: 1,
  });

  await openAs(page, client, `/checkout/${serviceId}`);
  await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
  await page.getByLabel('Requirements').fill('Italian to English, two pages.');
  await fillCard(page, CARDS.success);
  const refused = page.waitForResponse(
    (response) => /\/api\/orders\/\d+\/pay$/.test(response.url()) && response.status() === 403,
  );
  await page.getByRole('button', { name: 'Pay $80.00' }).click();
  await refused;
  await expect(
    page.getByRole('alert').filter({ hasText: 'Verify your email address first' }),
  ).toBeVisible();
});

test('change the email from settings: a link to the new address, changed when opened', async ({
  page,
  request,
}) => {
  const user = await signedInAs(page, request, 'freelancer', '/profile');
  const newEmail = `new_${user.email}`;
  const card = page.getByRole('heading', { name: 'Change email' }).locator('..');
  await expect(card).toContainText(user.email);
  await card.getByLabel('New email address').fill(newEmail);
  await card.getByLabel('Your password').fill(user.password);
  await card.getByRole('button', { name: 'Send the link' }).click();
  await expect(card.getByRole('status')).toContainText('Your email changes when you open it');
  // Nothing changes before the link is opened.
  await page.reload();
  await expect(card).toContainText(user.email);

  const link = await linkMailedTo(newEmail, '/verify_email');
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await page.goto('/profile');
  await expect(card).toContainText(newEmail);
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
});

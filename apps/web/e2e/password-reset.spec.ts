import { expect, test } from '@playwright/test';
import { toast } from './helpers.ts';
import { linkMailedTo } from './mail-helpers.ts';
import { browserOf, personViaApi } from './orders-helpers.ts';

test('forgot password: a link by mail sets a new one, and a session elsewhere is signed out', async ({
  page,
  request,
  browser,
}) => {
  const person = await personViaApi(request, 'client');
  const elsewhere = await browserOf(browser, person, '/home');
  await expect(elsewhere.page).toHaveURL(/\/home$/);

  await page.goto('/sign_in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(person.user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Check your mail')).toBeVisible();

  const link = await linkMailedTo(person.user.email, '/reset_password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a new and long secret');
  await page.getByLabel('Confirm new password').fill('a new and long secret');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(toast(page, 'Your password is changed. Sign in with the new one.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in$/);

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another long secret');
  await page.getByLabel('Confirm new password').fill('yet another long secret');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid, already used or expired');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // The session in the other browser has ended: at its next start it is sent to sign in.
  await elsewhere.page.reload();
  await expect(elsewhere.page).toHaveURL(/\/sign_in$/);
  await elsewhere.context.close();

  await page.goto('/sign_in');
  await page.getByLabel('Email').fill(person.user.email);
  await page.getByLabel('Password').fill('a new and long secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Sign in successfuly.')).toBeVisible();
});

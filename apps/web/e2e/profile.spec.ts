import { expect, test } from '@playwright/test';
import { signedInAs, signInViaUi, toast } from './helpers.ts';

// The smallest valid PNG (1x1), so the upload needs no fixture file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a freelancer updates their name and it sticks', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'freelancer', '/profile');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toBeEditable();

  await page.getByLabel('First name').fill('Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User info changed successfuly.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Renamed');
});

test('a freelancer sees the server reason when a username is taken', async ({ page, request }) => {
  const other = await signedInAs(page, request, 'freelancer', '/profile');
  await page.evaluate(() => localStorage.clear());
  await signedInAs(page, request, 'freelancer', '/profile');
  await page.getByLabel('Username').fill(other.username);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('That username is already taken.').first()).toBeVisible();
});

test('a freelancer uploads a profile picture', async ({ page, request }) => {
  await signedInAs(page, request, 'freelancer', '/profile');
  await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'User info changed successfuly.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /\/.+/);
  await expect(page.getByRole('img', { name: 'Profile picture' })).not.toHaveAttribute(
    'src',
    /default-profile-picture/,
  );
});

test('a client updates their profile settings', async ({ page, request }) => {
  await signedInAs(page, request, 'client', '/client/profile');
  await expect(page.getByRole('tab', { name: 'Edit Profile' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Telephone').fill('+1 555 0100');
  await page.getByLabel('Country').fill('Portugal');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'User info changed successfuly.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Country')).toHaveValue('Portugal');
  await expect(page.getByLabel('Gender')).toHaveValue('female');
});

test('a client changes the password and signs in with the new one', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'client', '/client/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('tab', { name: 'Other Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByLabel('Current password').fill('wrong password');
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm new password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect.').first()).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password changed successfully.')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInViaUi(page, user.email, user.password);
  await expect(toast(page, 'Bad credentials')).toBeVisible();

  await signInViaUi(page, user.email, 'a brand new secret');
  await expect(toast(page, 'Sign in successfuly.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
});

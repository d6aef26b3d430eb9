import { expect, test, type Page } from '@playwright/test';
import { signInViaUi, toast } from './helpers.ts';
import { openAs, personViaApi } from './orders-helpers.ts';

const openDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe('settings: "Delete my account"', () => {
  test('a freelancer confirms with the password, lands signed out, and cannot sign in again', async ({
    page,
    request,
  }) => {
    const freelancer = await personViaApi(request, 'freelancer');
    await openAs(page, freelancer, '/profile');
    const dialog = await openDialog(page);
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog).toContainText('the other person sees “Deleted user” in your place');

    // A wrong password is refused under its field, and nothing happens.
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByText('The password is incorrect.')).toBeVisible();

    await dialog.getByLabel('Your password').fill(freelancer.user.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(toast(page, 'Your account was deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hire trusted freelancers');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await signInViaUi(page, freelancer.user.email, freelancer.user.password);
    await expect(toast(page, 'Bad credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/sign_in$/);
  });

  test('a client with an open order is told what to settle first, and stays', async ({
    page,
    request,
  }) => {
    const client = await personViaApi(request, 'client');
    const freelancer = await personViaApi(request, 'freelancer');
    const service = await request.post('/api/services/create', {
      headers: { authorization: `Bearer ${freelancer.token}` },
      data: {
        title: 'Logo design',
        description: 'Three concepts.',
        category: 'Graphic Design',
        price: 50,
        delivery_days: 3,
        revisions: 1,
      },
    });
    expect(service.status()).toBe(201);
    const order = await request.post('/api/orders', {
      headers: { authorization: `Bearer ${client.token}` },
      data: { service_id: ((await service.json()) as { data: { id: number } }).data.id },
    });
    expect(order.status()).toBe(201);

    await openAs(page, client, '/client/profile');
    await page.getByRole('tab', { name: 'Other Settings' }).click();
    const dialog = await openDialog(page);
    await dialog.getByLabel('Your password').fill(client.user.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'You have 1 open order or contract. Complete or cancel it first.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/client\/profile$/);
  });
});

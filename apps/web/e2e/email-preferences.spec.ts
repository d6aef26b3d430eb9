import { expect, test } from '@playwright/test';
import { toast } from './helpers.ts';
import { linkMailedTo } from './mail-helpers.ts';
import { buyViaApi, openAs, personViaApi, serviceViaApi } from './orders-helpers.ts';

test('unsubscribe from the link in a mail, then find the setting off in settings', async ({
  page,
  request,
}) => {
  const freelancer = await personViaApi(request, 'freelancer');
  const client = await personViaApi(request, 'client');
  const serviceId = await serviceViaApi(request, freelancer, {
    title: 'Round logo',
    price: 120,
    delivery_days: 3,
    revisions: 1,
  });
  // Paying tells the freelancer by mail, with a one-click link for order emails.
  await buyViaApi(request, client, serviceId);
  const link = await linkMailedTo(freelancer.user.email, '/api/email/unsubscribe');

  // Opened from the mail, signed out.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(
    page.getByText('You will no longer get emails about orders and contracts.'),
  ).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/mailprefs-unsubscribed-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await openAs(page, freelancer, '/profile');
  const orders = page.getByRole('switch', { name: 'Orders and contracts' });
  await expect(orders).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Chat messages' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Proposals' })).toBeChecked();
  await page.getByRole('heading', { name: 'Email notifications' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/mailprefs-freelancer-1280.png', fullPage: true });

  // Turned back on from settings, it stays on.
  await orders.check();
  await expect(toast(page, 'Email settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Orders and contracts' })).toBeChecked();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/mailprefs-freelancer-360.png', fullPage: true });

  // A client's settings have the same section, without proposals (clients get no answers to any).
  await openAs(page, client, '/client/profile');
  await page.getByRole('tab', { name: 'Other Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Reviews' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Proposals' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/mailprefs-client-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/mailprefs-client-1280.png', fullPage: true });
});

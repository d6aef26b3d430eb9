import { expect, test } from '@playwright/test';
import { openAs, orderStatus, personViaApi, serviceViaApi } from '../e2e/orders-helpers.ts';

// Stripe's stand-in listens on the port after the app's (playwright.stripe.config.ts).
const fake = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

test('a buyer pays on the Stripe checkout page; the order moves when Stripe confirms', async ({
  page,
  request,
}) => {
  const [freelancer, client] = await Promise.all([
    personViaApi(request, 'freelancer'),
    personViaApi(request, 'client'),
  ]);
  const serviceId = await serviceViaApi(request, freelancer, {
    title: 'Bakery logo',
    price: 80,
    delivery_days: 3,
    revisions: 1,
  });
  const created = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { service_id: serviceId, requirements: 'A round logo.', file_ids: [] },
  });
  const orderId = ((await created.json()) as { data: { id: number } }).data.id;

  await openAs(page, client, `/orders/${orderId}`);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay $80.00 on Stripe' }).click();

  await expect(page.getByRole('heading', { name: 'Stripe test checkout' })).toBeVisible();
  expect(page.url()).toMatch(/\/pay\/cs_test_e2e_\d+$/);
  const sessionId = page.url().split('/').at(-1) ?? '';
  await page.getByRole('link', { name: 'Pay $80.00' }).click();

  // Back on the order page: the return proves nothing, Stripe's webhook has not come yet.
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?checkout=success$`));
  await expect(
    page.getByText('Stripe is confirming your payment.', { exact: false }),
  ).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Awaiting funding');

  const sent = await request.post(`${fake}/paid/${sessionId}`);
  expect(sent.status()).toBe(200);
  await expect(orderStatus(page)).toHaveText('In escrow');
  await expect(page.getByText('Stripe is confirming your payment.', { exact: false })).toHaveCount(
    0,
  );
});

test('a freelancer sets up payouts on Stripe before paying out', async ({ page, request }) => {
  const freelancer = await personViaApi(request, 'freelancer');
  await openAs(page, freelancer, '/earnings');
  await expect(page.getByRole('button', { name: 'Pay out' })).toBeDisabled();
  await page.getByRole('button', { name: 'Set up payouts' }).click();

  await expect(page.getByRole('heading', { name: 'Stripe test onboarding' })).toBeVisible();
  const account = page.url().split('/').at(-1) ?? '';
  await page.getByRole('link', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/earnings\?payouts=returned$/);
  await expect(page.getByText('Stripe is checking your details.', { exact: false })).toBeVisible();

  expect((await request.post(`${fake}/payouts-enabled/${account}`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Earnings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue payout setup' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toHaveCount(0);
});

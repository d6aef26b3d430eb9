import { expect, test, type APIRequestContext } from '@playwright/test';
import { toast } from './helpers.ts';
import {
  browserOf,
  buyViaApi,
  openAs,
  personViaApi,
  serviceViaApi,
  type Person,
} from './orders-helpers.ts';

// The server works hard in these flows (payments, ledger, timers) on a small CI machine.
const SERVER = { timeout: 15_000 };

/** The freelancer delivers and the client accepts: the order completes and reviews open. */
const completeViaApi = async (
  request: APIRequestContext,
  client: Person,
  freelancer: Person,
  orderId: number,
) => {
  const delivered = await request.post(`/api/orders/${orderId}/deliver`, {
    headers: { authorization: `Bearer ${freelancer.token}` },
    data: { message: 'Three concepts attached.' },
  });
  expect(delivered.status()).toBe(200);
  const accepted = await request.post(`/api/orders/${orderId}/accept`, {
    headers: {
      authorization: `Bearer ${client.token}`,
      'Idempotency-Key': `e2e-accept-${orderId}-${Date.now()}`,
    },
    data: {},
  });
  expect(accepted.status()).toBe(200);
};

test('both sides review a completed order: hidden until both are in, then the stars are on the service card', async ({
  page,
  request,
  browser,
}) => {
  const freelancer = await personViaApi(request, 'freelancer');
  const client = await personViaApi(request, 'client');
  const title = `Bakery logo ${Date.now()}`;
  const serviceId = await serviceViaApi(request, freelancer, {
    title,
    price: 90,
    delivery_days: 3,
    revisions: 1,
  });
  const orderId = await buyViaApi(request, client, serviceId);
  await completeViaApi(request, client, freelancer, orderId);

  // Before any review the service says so, rather than showing five empty stars.
  await openAs(page, client, `/service/${serviceId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible(SERVER);
  await expect(page.getByText('No reviews yet').first()).toBeVisible();

  // The client reviews first: the review waits for the freelancer's.
  await page.goto(`/orders/${orderId}`);
  const reviews = page.getByTestId('order-reviews');
  await expect(reviews.getByText(/How was working with Felix\?/)).toBeVisible(SERVER);
  await reviews.locator('label').filter({ hasText: '4 stars' }).click();
  await reviews.getByLabel('Your review').fill('Three strong concepts and quick answers.');
  await reviews.getByRole('button', { name: 'Post review' }).click();
  const saved = toast(page, 'Thanks! Your review is saved.');
  await expect(saved).toBeVisible(SERVER);
  // Toasts sit below the sticky header: the bell and the account menu stay reachable.
  // (Polled: the toast slides in from above before it settles.)
  const header = await page.locator('header').first().boundingBox();
  await expect
    .poll(async () => (await saved.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  await expect(reviews.getByText(/Hidden until Felix reviews you too/)).toBeVisible();

  // The freelancer learns a review is there, but not what it says, until writing theirs.
  const other = await browserOf(browser, freelancer, `/orders/${orderId}`);
  const theirReviews = other.page.getByTestId('order-reviews');
  await expect(
    theirReviews.getByText('Clara has reviewed you. Write yours to see it.'),
  ).toBeVisible(SERVER);
  await expect(other.page.getByText('Three strong concepts')).toHaveCount(0);
  await theirReviews.locator('label').filter({ hasText: '5 stars' }).click();
  await theirReviews.getByLabel('Your review').fill('Clear brief, fast feedback.');
  await theirReviews.getByRole('button', { name: 'Post review' }).click();
  await expect(theirReviews.getByText('Three strong concepts and quick answers.')).toBeVisible(
    SERVER,
  );

  // The freelancer answers the review in public, once.
  await theirReviews.getByRole('button', { name: 'Reply' }).click();
  await theirReviews.getByLabel('Your public reply').fill('Thank you, it was a pleasure.');
  await theirReviews.getByRole('button', { name: 'Post reply' }).click();
  await expect(theirReviews.getByText('Thank you, it was a pleasure.')).toBeVisible(SERVER);
  await expect(theirReviews.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await other.context.close();

  // The client now sees the freelancer's review of them.
  await page.reload();
  await expect(reviews.getByText('Clear brief, fast feedback.')).toBeVisible(SERVER);

  // The service's card carries the rating: four stars from one review.
  await page.goto(`/services/${freelancer.user.username}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible(SERVER);
  await expect(card.getByText('(1)')).toBeVisible();
  // And the service page lists the review with the reply under it.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByText('4.0 (1 review)')).toBeVisible(SERVER);
  await expect(page.getByText('Three strong concepts and quick answers.')).toBeVisible();
  await expect(page.getByText('Thank you, it was a pleasure.')).toBeVisible();
});

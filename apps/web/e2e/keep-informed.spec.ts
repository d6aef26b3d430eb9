import { expect, test } from '@playwright/test';
import { toast } from './helpers.ts';
import { createJobViaApi } from './market-helpers.ts';
import { openAs, personViaApi } from './orders-helpers.ts';
import { createProjectViaApi } from './services-helpers.ts';

const SERVER_DOWN = 'The server is not answering right now. Try again in a moment.';
const OFFLINE = 'Could not reach the server. Check your connection and try again.';

test('a failed save says why above the form, and the reason stays after the toast', async ({
  page,
  request,
}) => {
  const freelancer = await personViaApi(request, 'freelancer');
  await openAs(page, freelancer, '/create_service');
  await page.getByLabel('Title').fill('Logo design with three concepts');
  await page.getByLabel('Category').selectOption('Graphic Design');
  await page.getByLabel('Price').fill('49.50');
  await page.getByLabel('Description').fill('Three concepts, two rounds of changes.');

  // A gateway answers for a server that is down: its page is not our envelope.
  await page.route('**/api/services/create', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' }),
  );
  await page.getByRole('button', { name: 'Create Service' }).click();
  const reason = page.getByRole('alert').filter({ hasText: SERVER_DOWN });
  await expect(reason).toBeVisible();
  const spec = toast(page, 'Something went wrong!');
  await expect(spec).toContainText(SERVER_DOWN);
  await expect(spec).toBeHidden();
  await expect(reason).toBeVisible();

  // No network at all: the next try says so instead.
  await page.unroute('**/api/services/create');
  await page.route('**/api/services/create', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(reason).toHaveCount(0);
  await expect(page).toHaveURL(/\/create_service$/);
});

test('failed categories offer Retry instead of a skeleton that pulses for ever', async ({
  page,
  request,
}) => {
  const client = await personViaApi(request, 'client');
  let down = true;
  await page.route('**/api/categories', (route) =>
    down ? route.fulfill({ status: 503, json: { error: 'Down for a moment.' } }) : route.continue(),
  );
  await openAs(page, client, '/home');
  const failed = page.getByRole('alert').filter({ hasText: 'The categories could not be loaded.' });
  await expect(failed).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.locator('.animate-pulse')).toHaveCount(0);
  down = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(categories.getByRole('button', { name: 'Graphic Design' })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a project that fails to load offers Retry; only a missing one goes to /portfolio', async ({
  page,
  request,
}) => {
  const freelancer = await personViaApi(request, 'freelancer');
  const id = await createProjectViaApi(request, freelancer.token, { title: 'Bakery website' });
  let down = true;
  await page.route(`**/api/projects/${id}`, (route) =>
    down ? route.fulfill({ status: 503, json: { error: 'Down for a moment.' } }) : route.continue(),
  );
  await openAs(page, freelancer, `/project/${id}`);
  const failed = page.getByRole('alert').filter({ hasText: 'This project could not be loaded.' });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project/${id}$`));
  down = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Bakery website' })).toBeVisible();

  await page.goto('/project/999999999');
  await expect(page).toHaveURL(/\/portfolio$/);
});

test('a missing job offers a way back', async ({ page, request }) => {
  const client = await personViaApi(request, 'client');
  const freelancer = await personViaApi(request, 'freelancer');
  const id = await createJobViaApi(request, client.token);
  const removed = await request.delete(`/api/job/${id}`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(removed.ok()).toBe(true);

  await openAs(page, freelancer, `/job/${id}`);
  await expect(page.getByRole('alert')).toContainText('not');
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await openAs(page, client, `/job/${id}`);
  await page.getByRole('link', { name: 'My Jobs' }).last().click();
  await expect(page).toHaveURL(/\/my_jobs$/);
});

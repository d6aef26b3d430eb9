import { expect, test, type Page } from '@playwright/test';
import { acceptViaApi, proposeViaApi } from './layout-helpers.ts';
import { createJobViaApi } from './market-helpers.ts';
import { openAs, personViaApi } from './orders-helpers.ts';

/** The proposals page on the Pending tab, filtered to the job with this title. */
const expectPendingFilteredTo = async (page: Page, jobId: number, title: string) => {
  await expect(page).toHaveURL(new RegExp(`/proposals/\\?tab=pending&job=${jobId}$`));
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`Showing proposals for “${title}”`)).toBeVisible();
  const pending = page.getByRole('tabpanel', { name: 'Pending' });
  await expect(pending.getByRole('link', { name: title })).toBeVisible();
};

test.describe('proposals of one job, from a notification or the job page', () => {
  test('the notification opens the filtered Pending tab; back, forward and reload keep it', async ({
    page,
    request,
  }) => {
    const client = await personViaApi(request, 'client');
    const freelancer = await personViaApi(request, 'freelancer');
    const stamp = Date.now();
    const wanted = `Write the menu of a seaside cafe ${stamp}`;
    const other = `Photograph a wedding in the hills ${stamp}`;
    const wantedId = await createJobViaApi(request, client.token, { title: wanted });
    const otherId = await createJobViaApi(request, client.token, { title: other });
    await proposeViaApi(request, freelancer, otherId);
    await proposeViaApi(request, freelancer, wantedId);

    await openAs(page, client, '/home');
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByRole('menuitem', { name: new RegExp(`New proposal on "${wanted}"`) }).click();
    await expectPendingFilteredTo(page, wantedId, wanted);
    const pending = page.getByRole('tabpanel', { name: 'Pending' });
    await expect(pending.getByRole('link', { name: other })).toHaveCount(0);

    // The tab is part of the address: another tab, then back and forward, then a reload.
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(page).toHaveURL(new RegExp(`/proposals/\\?tab=active&job=${wantedId}$`));
    await page.goBack();
    await expectPendingFilteredTo(page, wantedId, wanted);
    await page.goForward();
    await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await page.reload();
    await expectPendingFilteredTo(page, wantedId, wanted);

    // The filter is visible and can be cleared: every job's proposals show again.
    await page.getByRole('button', { name: 'Show every job' }).click();
    await expect(page).toHaveURL(/\/proposals\/\?tab=pending$/);
    await expect(page.getByText(/Showing proposals for/)).toHaveCount(0);
    await expect(pending.getByRole('link', { name: other })).toBeVisible();
    await expect(pending.getByRole('link', { name: wanted })).toBeVisible();
  });

  test("the job page's 'View Proposals' opens the same filtered tab", async ({ page, request }) => {
    const client = await personViaApi(request, 'client');
    const freelancer = await personViaApi(request, 'freelancer');
    const title = `Edit a podcast about bees ${Date.now()}`;
    const jobId = await createJobViaApi(request, client.token, { title });
    await proposeViaApi(request, freelancer, jobId);
    await openAs(page, client, `/job/${jobId}`);
    await page.getByRole('link', { name: 'View Proposals' }).click();
    await expectPendingFilteredTo(page, jobId, title);
    await page.reload();
    await expectPendingFilteredTo(page, jobId, title);
  });
});

test('Find work marks applied and hired jobs, and can hide them', async ({ page, request }) => {
  const client = await personViaApi(request, 'client');
  const freelancer = await personViaApi(request, 'freelancer');
  const tag = `zq${Date.now().toString(36)}`;
  const appliedTitle = `${tag} applied: label jam jars`;
  const hiredTitle = `${tag} hired: paint a shop sign`;
  const freshTitle = `${tag} fresh: record a jingle`;
  const appliedId = await createJobViaApi(request, client.token, { title: appliedTitle });
  const hiredId = await createJobViaApi(request, client.token, { title: hiredTitle });
  await createJobViaApi(request, client.token, { title: freshTitle });
  await proposeViaApi(request, freelancer, appliedId);
  await acceptViaApi(request, client, await proposeViaApi(request, freelancer, hiredId));

  await openAs(page, freelancer, '/home');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(tag);
  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(card(freshTitle)).toBeVisible();
  await expect(card(appliedTitle).getByText('Applied', { exact: true })).toBeVisible();
  await expect(card(hiredTitle).getByText('Hired', { exact: true })).toBeVisible();
  await expect(card(freshTitle).getByText(/^(Applied|Hired)$/)).toHaveCount(0);

  const hide = page.getByRole('checkbox', { name: 'Hide jobs I applied to' });
  await hide.check();
  await expect(card(appliedTitle)).toHaveCount(0);
  await expect(card(hiredTitle)).toHaveCount(0);
  await expect(card(freshTitle)).toBeVisible();

  // The choice is remembered, and stays visible, after a reload.
  await page.reload();
  await expect(hide).toBeChecked();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(tag);
  await expect(card(freshTitle)).toBeVisible();
  await expect(card(hiredTitle)).toHaveCount(0);
  await hide.uncheck();
  await expect(card(hiredTitle)).toBeVisible();

  // The hired job's page says so, and leads to the contract.
  await card(hiredTitle).getByRole('link', { name: hiredTitle }).click();
  await expect(page.getByText('You were hired for this job.')).toBeVisible();
  await expect(page.getByText('You have sent a proposal for this job.')).toHaveCount(0);
  await page.getByRole('link', { name: 'View contract' }).click();
  await expect(page).toHaveURL(new RegExp(`/proposals/\\?tab=active&job=${hiredId}$`));
  await expect(
    page.getByRole('tabpanel', { name: 'Active' }).getByRole('link', { name: hiredTitle }),
  ).toBeVisible();
});

test("a new client's home offers 'Post a job' until they have one", async ({ page, request }) => {
  const client = await personViaApi(request, 'client');
  await openAs(page, client, '/home');
  await expect(page.getByRole('heading', { name: 'Start with a job post' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible();
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(/\/create_job$/);

  await createJobViaApi(request, client.token);
  // A read of the jobs whose answer can still be read: one the /create_job page sent just as it
  // was navigated away from (the realtime event of the new job refreshes it) has no body left.
  const myJobs = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/job/') &&
      response.request().method() === 'GET' &&
      (await response.body().then(
        () => true,
        () => false,
      )),
  );
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible();
  // Once the client's jobs have answered (one job), no first step is offered.
  expect(((await (await myJobs).json()) as { data: unknown[] }).data).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Start with a job post' })).toHaveCount(0);
});

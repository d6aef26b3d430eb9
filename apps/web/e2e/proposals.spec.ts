import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerViaApi, signedInAs, toast, uniqueUser } from './helpers.ts';
import { createJobViaApi, tokenOf } from './market-helpers.ts';
import { createProjectViaApi } from './services-helpers.ts';

/** A second person in their own browser context, signed in through the API. */
const otherPerson = async (browser: Browser, accountType: 'client' | 'freelancer') => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await signedInAs(page, context.request, accountType, '/home');
  return { context, page, user };
};

const sendProposal = async (page: Page, jobId: number, coverLetter: string) => {
  await page.goto(`/job/${jobId}/submit_proposal`);
  await page.getByLabel('Duration').selectOption('1 to 3 months');
  await page.getByLabel('Cover Letter').fill(coverLetter);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/proposals\/$/, { timeout: 15_000 });
};

test('a freelancer sends a proposal and the client accepts it', async ({
  page,
  request,
  browser,
}) => {
  const client = await otherPerson(browser, 'client');
  const title = `Bakery site ${Date.now()}`;
  const jobId = await createJobViaApi(request, await tokenOf(request, client.user), {
    title,
    budjet: 200,
  });

  const freelancer = await signedInAs(page, request, 'freelancer', `/job/${jobId}/submit_proposal`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('service-fee')).toHaveText('$20.00');
  await page.getByLabel('Bid').fill('250');
  await expect(page.getByTestId('service-fee')).toHaveText('$25.00');
  await expect(page.getByTestId('you-receive')).toHaveText('$225.00');

  // Checked after the fixed wait, with the contract's messages.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Submiting...' })).toBeVisible();
  await expect(page.getByText('Duration is required.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Cover Letter is required.')).toBeVisible();
  await page.getByLabel('Bid').fill('150');
  await page.getByLabel('Duration').selectOption('1 to 3 months');
  await page.getByLabel('Cover Letter').fill('I have built twenty bakery sites.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("Bid must be at least $200.00, the job's budget.")).toBeVisible({
    timeout: 10_000,
  });
  await page.getByLabel('Bid').fill('250');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Proposal sent successfuly')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: title })).toBeVisible();

  // The client reviews it, with the freelancer's portfolio.
  const projectTitle = `Cake shop ${Date.now()}`;
  await createProjectViaApi(request, await tokenOf(request, freelancer), { title: projectTitle });
  await client.page.goto('/proposals/');
  await client.page.getByRole('tab', { name: 'Pending' }).click();
  const panel = client.page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: title })).toBeVisible();
  await panel
    .getByRole('button', { name: `${freelancer.first_name} ${freelancer.last_name}`, exact: true })
    .click();
  const dialog = client.page.getByRole('dialog');
  await expect(dialog.getByText(freelancer.email)).toBeVisible();
  await expect(dialog.getByText(`@${freelancer.username}`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: projectTitle })).toBeVisible();
  await client.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await panel.getByRole('button', { name: /Actions for the proposal of/ }).click();
  await client.page.getByRole('menuitem', { name: 'Accept Proposal' }).click();
  await expect(
    toast(client.page, 'Accept proposal successfuly. Now you can send message to freelancer'),
  ).toBeVisible();
  // Focus (and with it the tab) moves to Active, where the new contract now is (issue 15).
  const activeTab = client.page.getByRole('tab', { name: 'Active' });
  await expect(activeTab).toBeFocused();
  await expect(activeTab).toHaveAttribute('aria-selected', 'true');
  await expect(client.page.getByRole('tabpanel').getByRole('link', { name: title })).toBeVisible();
  await expect(client.page.getByRole('tabpanel').getByText('Not yet')).toBeVisible();
  await client.page.getByRole('tab', { name: 'Pending' }).click();
  await expect(client.page.getByRole('tabpanel').getByText('No proposals found')).toBeVisible();

  // The freelancer's open list follows the answer live (the notification refreshes it).
  await expect(page.getByRole('tabpanel').getByRole('link', { name: title })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Active', { exact: true })).toBeVisible();
  await client.context.close();
});

test('the client refuses one proposal and a freelancer withdraws another', async ({
  page,
  request,
  browser,
}) => {
  const client = uniqueUser('client');
  await registerViaApi(request, client);
  const token = await tokenOf(request, client);
  const refusedTitle = `Refused job ${Date.now()}`;
  const withdrawnTitle = `Withdrawn job ${Date.now()}`;
  const refusedJob = await createJobViaApi(request, token, { title: refusedTitle });
  const withdrawnJob = await createJobViaApi(request, token, { title: withdrawnTitle });

  await signedInAs(page, request, 'freelancer', '/home');
  await sendProposal(page, refusedJob, 'First proposal.');
  await sendProposal(page, withdrawnJob, 'Second proposal.');

  await page.getByRole('tab', { name: 'Pending' }).click();
  const withdrawnRow = page.getByRole('row', { name: new RegExp(withdrawnTitle) });
  await withdrawnRow.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(withdrawnRow.getByText('Withdrawn', { exact: true })).toBeVisible();

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto('/');
  const session = { token, type: 'client' };
  await clientPage.evaluate((s) => {
    localStorage.setItem('access_token', s.token);
    localStorage.setItem('account_type', s.type);
  }, session);
  await clientPage.goto('/proposals/');
  await clientPage.getByRole('tab', { name: 'Pending' }).click();
  await expect(
    clientPage.getByRole('tabpanel').getByRole('link', { name: withdrawnTitle }),
  ).toHaveCount(0);
  await clientPage.getByRole('button', { name: /Actions for the proposal of/ }).click();
  await clientPage.getByRole('menuitem', { name: 'Refuse Proposal' }).click();
  await clientPage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(clientPage.getByText('No proposals found')).toBeVisible();

  // Shown live on the freelancer's open list, without a reload.
  await expect(
    page.getByRole('row', { name: new RegExp(refusedTitle) }).getByText('Refused', { exact: true }),
  ).toBeVisible();
  await clientContext.close();
});

import { expect, test } from '@playwright/test';
import { signInViaUi, toast } from './helpers.ts';
import { buyViaApi, openAs, personViaApi, serviceViaApi } from './orders-helpers.ts';

// The admin the e2e server creates with `npm run admin -- create` before it starts.
const ADMIN = { email: 'admin@e2e.test', password: 'admin e2e password' };
const SERVER = { timeout: 15_000 };

test('a buyer opens a dispute; an admin reads it and splits the escrow; the freelancer sees the decision', async ({
  page,
  request,
  browser,
}) => {
  // Three people, an order paid, a dispute and a decision: long on a loaded CI machine.
  test.slow();
  const freelancer = await personViaApi(request, 'freelancer');
  const client = await personViaApi(request, 'client');
  const title = `Menu design ${Date.now()}`;
  const serviceId = await serviceViaApi(request, freelancer, {
    title,
    price: 200,
    delivery_days: 5,
    revisions: 1,
  });
  const orderId = await buyViaApi(request, client, serviceId);

  // The buyer opens a dispute from the order page.
  await openAs(page, client, `/orders/${orderId}`);
  await page.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(dialog.getByText('Say what went wrong and what you expect.')).toBeVisible();
  await dialog
    .getByLabel('What went wrong, and what do you expect?')
    .fill('Half of the menu pages never arrived.');
  await dialog.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(toast(page, 'Dispute opened. An admin will review the order.')).toBeVisible(SERVER);
  await expect(page.getByText('In dispute').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open a dispute' })).toHaveCount(0);

  // The admin finds it in the console's queue and decides.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInViaUi(admin, ADMIN.email, ADMIN.password);
  await admin.getByRole('button', { name: /account menu/i }).click();
  await admin.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(admin.getByRole('heading', { name: 'Admin console' })).toBeVisible(SERVER);
  await admin.getByRole('link', { name: new RegExp(`Read and decide.*${title}`) }).click();
  await expect(admin.getByText('Half of the menu pages never arrived.').first()).toBeVisible(
    SERVER,
  );
  await admin.getByLabel('Where does the escrow go?').selectOption('split');
  await admin.getByLabel(/Amount to the freelancer/).fill('250');
  await admin.getByLabel(/Written decision/).fill('Half the pages were delivered.');
  await admin.getByRole('button', { name: 'Record the decision' }).click();
  await expect(
    admin.getByText('The freelancer’s part must be more than $0 and less than the order’s price.'),
  ).toBeVisible(SERVER);
  await admin.getByLabel(/Amount to the freelancer/).fill('100');
  await admin.getByRole('button', { name: 'Record the decision' }).click();
  await expect(toast(admin, 'Decision recorded. Both sides have been told.')).toBeVisible(SERVER);
  await expect(admin.getByText('Decided', { exact: true }).first()).toBeVisible();

  // The ledger still sums to zero, and the decision is in the audit log.
  await admin.goto('/admin?tab=ledger');
  await expect(admin.getByTestId('ledger-total')).toContainText('Balanced', SERVER);
  await admin.goto('/admin?tab=audit');
  await expect(admin.getByTestId('audit-log')).toContainText('dispute.resolve', SERVER);
  await adminContext.close();

  // The freelancer's order shows the decision in its timeline.
  const other = await browser.newContext();
  const freelancerPage = await other.newPage();
  await openAs(freelancerPage, freelancer, `/orders/${orderId}`);
  await expect(freelancerPage.getByText('Dispute decided')).toBeVisible(SERVER);
  await expect(freelancerPage.getByText(/Half the pages were delivered\./)).toBeVisible();
  await other.close();
});

test('an admin suspends an account: its open session ends and it cannot sign in', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const freelancer = await personViaApi(request, 'freelancer');
  await openAs(page, freelancer, '/home');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible(SERVER);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInViaUi(admin, ADMIN.email, ADMIN.password);
  // Signed in once the home page shows (after SPEC's wait), then straight to the console.
  await expect(admin).toHaveURL(/\/home$/, SERVER);
  await admin.goto('/admin?tab=users');
  await admin.getByLabel('Search by name, username or email').fill(freelancer.user.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByTestId('admin-users').getByRole('listitem');
  await expect(row).toHaveCount(1, SERVER);
  await row.getByRole('button', { name: /Suspend/ }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Why (kept in the audit log)').fill('Spam in every proposal.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(admin, 'Account suspended: every session ended.')).toBeVisible(SERVER);
  await expect(row.getByText('Suspended')).toBeVisible();
  await adminContext.close();

  // Their open page loses its session on the next request; signing in says why.
  await page.reload();
  await expect(page).toHaveURL(/\/sign_in/, SERVER);
  const answer = await request.post('/api/auth/login', {
    data: { email: freelancer.user.email, password: freelancer.user.password },
  });
  expect(answer.status()).toBe(403);
});

test('the console is for admins only', async ({ page, request }) => {
  const client = await personViaApi(request, 'client');
  await openAs(page, client, '/admin');
  await expect(page.getByText('Only admins can open the admin console.')).toBeVisible(SERVER);
});

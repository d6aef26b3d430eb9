import { expect, test } from '@playwright/test';
import { toast } from './helpers.ts';
import { createJobViaApi } from './market-helpers.ts';
import { proposeViaApi } from './layout-helpers.ts';
import {
  browserOf,
  buyViaApi,
  CARDS,
  fillCard,
  openAs,
  orderStatus,
  personViaApi,
  serviceViaApi,
} from './orders-helpers.ts';

// The server works hard in these flows (payments, ledger, timers) on a small CI machine.
const SERVER = { timeout: 15_000 };

test('checkout: a declined card shows its message and pays nothing; the success card then pays that same order', async ({
  page,
  request,
}) => {
  const freelancer = await personViaApi(request, 'freelancer');
  const client = await personViaApi(request, 'client');
  const title = `Logo for a bakery ${Date.now()}`;
  const serviceId = await serviceViaApi(request, freelancer, {
    title,
    price: 120,
    delivery_days: 5,
    revisions: 2,
  });

  await openAs(page, client, `/service/${serviceId}`);
  await expect(page.getByText('5-day delivery')).toBeVisible();
  await expect(page.getByText('2 revisions included')).toBeVisible();
  await page.getByRole('link', { name: 'BUY' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${serviceId}$`));
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const breakdown = page.getByTestId('fee-breakdown');
  await expect(breakdown).toContainText('Service price$120.00');
  await expect(breakdown).toContainText('Platform fee 10% (paid by the freelancer)$12.00');
  await expect(breakdown).toContainText('You pay$120.00');
  const testMode = page.getByRole('region', { name: 'Test mode — no real money moves' });
  await expect(testMode).toContainText(CARDS.success);
  await expect(testMode).toContainText(CARDS.declined);

  await page.getByLabel('Requirements').fill('A round logo with a wheat ear, warm colours.');
  await fillCard(page, CARDS.declined);
  const declined = page.waitForResponse(
    (response) => /\/api\/orders\/\d+\/pay$/.test(response.url()) && response.status() === 402,
  );
  await page.getByRole('button', { name: 'Pay $120.00' }).click();
  await declined;
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Try another card.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${serviceId}$`));

  // In another tab, My Purchases shows the one order, still waiting for its payment.
  const purchases = await page.context().newPage();
  await purchases.goto('/my_purchases/');
  const card = purchases.getByRole('article', { name: title });
  await expect(card).toHaveCount(1, SERVER);
  await expect(card.getByText('Awaiting funding', { exact: true })).toBeVisible();
  const href = await card.getByRole('link', { name: 'View order' }).getAttribute('href');
  expect(href).toMatch(/^\/orders\/\d+$/);

  // Another try pays the order already placed, not a new one.
  await page.getByLabel('Card number').fill(CARDS.success);
  await page.getByRole('button', { name: 'Pay $120.00' }).click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`), SERVER);
  await expect(toast(page, 'Payment received. Your money is held in escrow.')).toBeVisible();
  await expect(orderStatus(page)).toHaveText('In escrow');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Payment failed')).toBeVisible();
  await expect(timeline.getByText('Your card was declined. Try another card.')).toBeVisible();
  await expect(timeline.getByText('Paid $120.00 into escrow.')).toBeVisible();
  await expect(page.getByText('A round logo with a wheat ear, warm colours.')).toBeVisible();

  await purchases.reload();
  await expect(card).toHaveCount(1);
  await expect(card.getByText('In escrow', { exact: true })).toBeVisible();
  await expect(card.getByText('$120.00')).toBeVisible();
});

test('escrow: delivery with a file, one revision, a second delivery, acceptance, earnings and payout', async ({
  page,
  request,
  browser,
}) => {
  const freelancer = await personViaApi(request, 'freelancer');
  const client = await personViaApi(request, 'client');
  const title = `Brand kit ${Date.now()}`;
  const serviceId = await serviceViaApi(request, freelancer, {
    title,
    price: 250,
    delivery_days: 7,
    revisions: 1,
  });
  await buyViaApi(request, client, serviceId);

  // The freelancer finds the sale and delivers a first draft with a file.
  await openAs(page, freelancer, '/home');
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const sale = page.getByRole('article', { name: title });
  await expect(sale.getByText('In escrow', { exact: true })).toBeVisible(SERVER);
  await sale.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { name: 'Deliver the work' })).toBeVisible();
  await page.getByLabel('Message to the client').fill('First draft: three concepts.');
  await page.getByLabel('Files to deliver (optional)').setInputFiles({
    name: 'draft-logo.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Concept A, B and C.'),
  });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('draft-logo.txt');
  await page.getByRole('button', { name: 'Deliver work' }).click();
  await expect(toast(page, 'Work delivered. The client has been told.')).toBeVisible(SERVER);
  await expect(orderStatus(page)).toHaveText('Delivered');

  // The client downloads it and asks for one revision.
  const other = await browserOf(browser, client, '/my_purchases/');
  const clientPage = other.page;
  const purchase = clientPage.getByRole('article', { name: title });
  await expect(purchase.getByText('Delivered', { exact: true })).toBeVisible(SERVER);
  await purchase.getByRole('link', { name: 'View order' }).click();
  await expect(clientPage.getByText('First draft: three concepts.')).toBeVisible();
  await expect(clientPage.getByTestId('revisions-used')).toHaveText('0 of 1 revisions used');
  const download = clientPage.waitForEvent('download');
  await clientPage.getByRole('button', { name: 'Download draft-logo.txt' }).click();
  expect((await download).suggestedFilename()).toBe('draft-logo.txt');

  const revise = clientPage.getByRole('button', { name: 'Request revision' });
  await revise.click();
  const dialog = clientPage.getByRole('dialog', { name: 'Ask for a revision' });
  await dialog.getByLabel('What should change?').fill('Make the wheat ear bigger.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(clientPage, 'Revision requested. The freelancer has been told.')).toBeVisible(
    SERVER,
  );
  await expect(orderStatus(clientPage)).toHaveText('In escrow');
  await expect(clientPage.getByText('1 of 1 revisions used')).toBeVisible();

  // The freelancer's open page follows (a notification refreshes it) and delivers again.
  await expect(orderStatus(page)).toHaveText('In escrow', SERVER);
  await expect(page.getByText('Make the wheat ear bigger.')).toBeVisible();
  await page.getByLabel('Message to the client').fill('Second draft, bigger wheat ear.');
  await page.getByRole('button', { name: 'Deliver work' }).click();
  await expect(orderStatus(page)).toHaveText('Delivered', SERVER);
  await expect(page.getByText('Work delivered · Delivery 2')).toBeVisible();

  // No revision is left: the client accepts, and the dialog says what is released.
  await expect(orderStatus(clientPage)).toHaveText('Delivered', SERVER);
  await expect(clientPage.getByTestId('revisions-used')).toHaveText(
    'All 1 included revision used.',
  );
  await expect(revise).toHaveCount(0);
  // Closing the dialog without acting gives focus back to the button that opened it.
  const acceptButton = clientPage.getByRole('button', { name: 'Accept delivery' });
  await acceptButton.click();
  const accept = clientPage.getByRole('dialog', { name: 'Accept the delivery?' });
  await expect(accept).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await expect(accept).toHaveCount(0);
  await expect(acceptButton).toBeFocused();
  await acceptButton.click();
  await expect(accept).toContainText(
    '$250.00 is released from escrow: $225.00 to the freelancer and the $25.00 platform fee.',
  );
  await accept.getByRole('button', { name: 'Release $250.00' }).click();
  await expect(
    toast(clientPage, 'Delivery accepted. The payment was released to the freelancer.'),
  ).toBeVisible(SERVER);
  await expect(orderStatus(clientPage)).toHaveText('Completed');
  await other.context.close();

  // The freelancer earned the price less the 10% fee, and pays it out.
  await expect(orderStatus(page)).toHaveText('Completed', SERVER);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(page.getByTestId('earnings-available')).toHaveText('$225.00', SERVER);
  await expect(page.getByTestId('earnings-total')).toHaveText('$225.00');
  await expect(page.getByTestId('earnings-pending')).toHaveText('$0.00');
  const movements = page.getByRole('list', { name: 'Movements' });
  await expect(movements.getByText('+$225.00')).toBeVisible();
  await expect(movements.getByText('after the $25.00 fee')).toBeVisible();

  await page.getByRole('button', { name: 'Pay out' }).click();
  const payout = page.getByRole('dialog', { name: 'Pay out your available balance?' });
  await expect(payout).toContainText('$225.00 moves from your available balance');
  await payout.getByRole('button', { name: 'Pay out $225.00' }).click();
  await expect(toast(page, '$225.00 is on its way to your bank account.')).toBeVisible(SERVER);
  await expect(page.getByTestId('earnings-available')).toHaveText('$0.00');
  await expect(page.getByTestId('earnings-total')).toHaveText('$225.00');
  await expect(page.getByRole('button', { name: 'Pay out' })).toBeDisabled();
  await expect(movements.getByText('−$225.00')).toBeVisible();
});

test('a job contract waits for funding, is funded by the client and completed', async ({
  page,
  request,
  browser,
}) => {
  const client = await personViaApi(request, 'client');
  const freelancer = await personViaApi(request, 'freelancer');
  const title = `Translate a menu ${Date.now()}`;
  const jobId = await createJobViaApi(request, client.token, { title, budjet: 150 });
  await proposeViaApi(request, freelancer, jobId, 300);

  await openAs(page, client, '/proposals/');
  await page.getByRole('tab', { name: 'Pending' }).click();
  await page.getByRole('button', { name: /Actions for the proposal of/ }).click();
  await page.getByRole('menuitem', { name: 'Accept Proposal' }).click();
  await expect(
    toast(page, 'Accept proposal successfuly. Now you can send message to freelancer'),
  ).toBeVisible(SERVER);
  await page.getByRole('tab', { name: 'Active' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Awaiting funding', { exact: true })).toBeVisible();

  // The freelancer is told not to start.
  const other = await browserOf(browser, freelancer, '/proposals/');
  const freelancerRow = other.page.getByRole('row', { name: new RegExp(title) });
  await expect(freelancerRow.getByText('Awaiting funding', { exact: true })).toBeVisible(SERVER);
  await expect(
    freelancerRow.getByText('Do not start until the client funds this order'),
  ).toBeVisible();

  // Completing it before funding is refused with the server's reason.
  await row.getByRole('button', { name: 'Mark as complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(
    toast(page, 'Fund this contract before completing it: nothing is held in escrow yet.'),
  ).toBeVisible(SERVER);

  // The client funds it from the order page.
  await row.getByRole('link', { name: 'Fund', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(orderStatus(page)).toHaveText('Awaiting funding');
  await expect(page.getByRole('heading', { name: 'Fund this order' })).toBeVisible();
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Pay $300.00' }).click();
  await expect(toast(page, 'Payment received. Your money is held in escrow.')).toBeVisible(SERVER);
  await expect(orderStatus(page)).toHaveText('In escrow');

  // The freelancer's list follows; the work may start.
  await expect(freelancerRow.getByText('In escrow', { exact: true })).toBeVisible(SERVER);
  await expect(
    freelancerRow.getByText('Do not start until the client funds this order'),
  ).toHaveCount(0);

  await page.goto('/proposals/');
  await row.getByRole('button', { name: 'Mark as complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Contract marked as complete.')).toBeVisible(SERVER);
  await page.getByRole('tab', { name: 'Done' }).click();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();

  await other.page.goto('/earnings');
  await expect(other.page.getByTestId('earnings-available')).toHaveText('$270.00', SERVER);
  await other.context.close();
});

test('an overdue order is cancelled by the client for a full refund', async ({ page, request }) => {
  const freelancer = await personViaApi(request, 'freelancer');
  const client = await personViaApi(request, 'client');
  const title = `Quick flyer ${Date.now()}`;
  // One delivery day: 3 seconds in e2e (ORDER_DAY_SECONDS), so it is soon past due.
  const serviceId = await serviceViaApi(request, freelancer, {
    title,
    price: 80,
    delivery_days: 1,
    revisions: 0,
  });
  const orderId = await buyViaApi(request, client, serviceId);

  await openAs(page, client, `/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The server's timer marks it overdue and tells the client; the page follows.
  await expect(
    page.getByText(
      'This order is past its due date and not delivered: you can cancel it for a full refund.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel for a full refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('$80.00 is refunded to you in full');
  await dialog.getByRole('button', { name: 'Cancel for a full refund' }).click();
  await expect(toast(page, 'Order cancelled.')).toBeVisible(SERVER);
  await expect(orderStatus(page)).toHaveText('Cancelled');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Order cancelled')).toBeVisible();
  await expect(timeline.getByText(/Refunded \$80\.00 to the buyer/)).toBeVisible();

  await openAs(page, freelancer, '/orders');
  await expect(
    page.getByRole('article', { name: title }).getByText('Cancelled', { exact: true }),
  ).toBeVisible(SERVER);
});

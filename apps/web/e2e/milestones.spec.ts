import { expect, test } from '@playwright/test';
import { toast } from './helpers.ts';
import { createJobViaApi } from './market-helpers.ts';
import { proposeViaApi } from './layout-helpers.ts';
import { browserOf, CARDS, fillCard, openAs, orderStatus, personViaApi } from './orders-helpers.ts';

// The server works hard in these flows (payments, ledger) on a small CI machine.
const SERVER = { timeout: 15_000 };

test('a client splits a bid into milestones, funds the first, and the freelancer works on it alone', async ({
  page,
  request,
  browser,
}) => {
  const client = await personViaApi(request, 'client');
  const freelancer = await personViaApi(request, 'freelancer');
  const title = `Illustrate a picture book ${Date.now()}`;
  const jobId = await createJobViaApi(request, client.token, { title, budjet: 300 });
  await proposeViaApi(request, freelancer, jobId, 300);

  await openAs(page, client, '/proposals/?tab=pending');
  await page.getByRole('button', { name: /Actions for the proposal of/ }).click();
  await page.getByRole('menuitem', { name: 'Accept with milestones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept with milestones' });
  await expect(dialog).toBeVisible();
  // Two rows to begin with, the bid split in half.
  await expect(dialog.getByLabel('Amount ($)')).toHaveCount(2);
  await expect(dialog.getByText('$300.00 of $300.00')).toBeVisible();

  await dialog.getByLabel('Milestone 1', { exact: true }).fill('Sketches');
  await dialog.getByLabel('Milestone 2', { exact: true }).fill('Inked pages');
  await dialog.getByRole('button', { name: 'Add a milestone' }).click();
  await dialog.getByLabel('Milestone 3', { exact: true }).fill('Colour');
  await dialog.getByLabel('Amount ($)').nth(0).fill('100');
  await dialog.getByLabel('Amount ($)').nth(1).fill('100');
  await dialog.getByLabel('Amount ($)').nth(2).fill('90');
  // The running total shows the gap, and sending says why it cannot go.
  await expect(dialog.getByText('$290.00 of $300.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept and split' }).click();
  await expect(
    dialog.getByText('The milestones add up to $290.00; they must add up to the bid of $300.00.'),
  ).toBeVisible();
  await dialog.getByLabel('Amount ($)').nth(2).fill('100');
  await dialog.getByRole('button', { name: 'Accept and split' }).click();
  await expect(
    toast(page, 'Accept proposal successfuly. Now you can send message to freelancer'),
  ).toBeVisible(SERVER);
  await expect(dialog).toHaveCount(0);

  // The Active tab lists the contract's three milestones; the first one is to fund.
  const row = page.getByRole('row', { name: new RegExp(title) });
  const milestones = row.getByRole('listitem');
  await expect(milestones).toHaveCount(3);
  await expect(row.getByRole('listitem', { name: 'Milestone 1 of 3' })).toContainText(
    '1. Sketches',
  );
  await expect(row.getByRole('listitem', { name: 'Milestone 3 of 3' })).toContainText('$100.00');
  await page.screenshot({ path: test.info().outputPath('milestones-contract.png') });

  await row
    .getByRole('listitem', { name: 'Milestone 1 of 3' })
    .getByRole('link', { name: 'Fund', exact: true })
    .click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByTestId('order-milestone')).toHaveText('Milestone 1 of 3');
  await expect(page.getByRole('heading', { name: `${title}: Sketches` })).toBeVisible();
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Pay $100.00' }).click();
  await expect(toast(page, 'Payment received. Your money is held in escrow.')).toBeVisible(SERVER);
  await expect(orderStatus(page)).toHaveText('In escrow');

  // The freelancer sees the first milestone funded and the others still waiting.
  const other = await browserOf(browser, freelancer, '/proposals/');
  const freelancerRow = other.page.getByRole('row', { name: new RegExp(title) });
  await expect(
    freelancerRow.getByRole('listitem', { name: 'Milestone 1 of 3' }).getByText('In escrow'),
  ).toBeVisible(SERVER);
  await expect(
    freelancerRow
      .getByRole('listitem', { name: 'Milestone 2 of 3' })
      .getByText('Awaiting funding', { exact: true }),
  ).toBeVisible();
  await other.context.close();
});

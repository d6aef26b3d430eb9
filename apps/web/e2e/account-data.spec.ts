import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAs, personViaApi } from './orders-helpers.ts';

test('settings: "Download my data" saves one JSON file of the account', async ({
  page,
  request,
}) => {
  const freelancer = await personViaApi(request, 'freelancer');
  await openAs(page, freelancer, '/profile');
  const button = page.getByRole('button', { name: 'Download my data' });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    profile: { email: string; username: string };
    services: unknown[];
  };
  expect(data.profile).toMatchObject({
    email: freelancer.user.email,
    username: freelancer.user.username,
  });
  expect(data.services).toEqual([]);
});

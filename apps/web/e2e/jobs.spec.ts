import { expect, test } from '@playwright/test';
import { registerViaApi, signedInAs, toast, uniqueUser } from './helpers.ts';
import { hireOnJobViaApi, uploadTextFileViaApi } from './jobs-helpers.ts';
import { createJobViaApi, tokenOf } from './market-helpers.ts';

test('a client posts a job with an attachment, edits it and deletes it', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'client', '/create_job');
  await expect(page.getByRole('heading', { name: 'Create Job Post' })).toBeVisible();

  // Sending the empty form shows the contract's messages under the fields.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Choose at least one skill.')).toBeVisible();
  await expect(page.getByText('Budget must be greater than 0.')).toBeVisible();

  const title = `Landing page for a bakery ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  // Focusing a field clears its message (SPEC section 5).
  await expect(page.getByText('Title is required.')).toHaveCount(0);
  const skills = page.getByRole('combobox', { name: 'Skills' });
  await skills.click();
  await page.getByRole('option', { name: 'Web Development' }).click();
  await page.getByRole('option', { name: 'UI/UX Design' }).click();
  await expect(page.getByRole('button', { name: 'Remove UI/UX Design' })).toBeVisible();
  // Picking a chosen skill again removes it.
  await page.getByRole('option', { name: 'UI/UX Design' }).click();
  await expect(page.getByRole('button', { name: 'Remove UI/UX Design' })).toHaveCount(0);
  await skills.press('Escape');
  await page.getByRole('radio', { name: 'Mediem' }).check();
  await page.getByRole('radio', { name: 'Intermidiate' }).check();
  await page.getByLabel('Price').fill('850');
  await page.getByLabel('Expected delivery time (days)').fill('14');
  await page.getByLabel('Description').fill('Three pages, fast and accessible.\nPhotos provided.');
  await page.getByLabel('Illustrative files').setInputFiles({
    name: 'brief.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Colours: warm. Fonts: round.'),
  });
  await expect(page.getByText('brief.txt')).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  // The button keeps its sending state through the 2 seconds before /my_jobs: seen together
  // with the success toast in one look at the page.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-sonner-toast]')].some((element) =>
              element.textContent?.includes('Job post created successfuly'),
            ) &&
            [...document.querySelectorAll('button')].some((element) =>
              element.textContent?.includes('Submiting...'),
            ),
        ),
      { intervals: [50] },
    )
    .toBe(true);
  await expect(page).toHaveURL(/\/my_jobs$/);

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('$850.00')).toBeVisible();
  await expect(card.getByText('Three pages, fast and accessible.')).toBeVisible();
  // Only the first line of the description shows on the card.
  await expect(card.getByText('Photos provided.')).toHaveCount(0);
  await expect(card.getByText('less than 5')).toBeVisible();

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit job post' }).click();
  await expect(page).toHaveURL(/\/update_job\/\d+$/);
  // Not SPEC's 'Create Job Post' and 'Create': the edit screen says what it does (issue 15).
  await expect(page.getByRole('heading', { name: 'Update Job Post' })).toBeVisible();
  await expect(page.getByText('brief.txt')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Price').fill('900');
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(toast(page, 'Job post updated successfuly')).toBeVisible();
  await expect(page).toHaveURL(/\/my_jobs$/);
  await expect(card.getByText('$900.00')).toBeVisible();

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete job post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this job post?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('You have not posted a job yet.')).toBeVisible();
});

test('a job with an accepted proposal cannot be deleted, and the dialog says why', async ({
  page,
  request,
}) => {
  const client = await signedInAs(page, request, 'client', '/home');
  const token = await tokenOf(request, client);
  const title = `Bakery shop with a contract ${Date.now()}`;
  const jobId = await createJobViaApi(request, token, { title });
  await hireOnJobViaApi(request, token, jobId);

  await page.goto('/my_jobs');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('less than 5')).toBeVisible();
  // The activity box counts the real hire.
  await expect(page.getByText('Hires', { exact: true }).locator('..')).toContainText('1');

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete job post' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This job has an accepted proposal, so it is a contract and cannot be deleted.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
});

test('a freelancer finds a job by search, reads it, saves and unsaves it', async ({
  page,
  request,
}) => {
  const client = uniqueUser('client');
  await registerViaApi(request, client);
  const word = `zebra${Date.now().toString(36)}`;
  const title = `Mobile app for a ${word} sanctuary`;
  const jobId = await createJobViaApi(request, await tokenOf(request, client), {
    title,
    budjet: 2400,
    level: 'Expert',
    skills: ['Mobile Development'],
  });

  await signedInAs(page, request, 'freelancer', '/home');
  await page.getByPlaceholder('Search...').fill(word);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('$2,400.00')).toBeVisible();
  await expect(card.getByText('Mobile Development')).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}$`));

  // The page's own heading: the home stays on screen while the job page's code arrives, and
  // its cards (a job of an earlier run can match the search too) say 'Posted' as well.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Posted (just now|\d+ \w+ ago)$/)).toBeVisible();
  await expect(page.getByText('$2,400.00')).toBeVisible();
  await expect(page.getByText('Expert', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
    'href',
    `/job/${jobId}/submit_proposal`,
  );
  await expect(page.getByRole('heading', { name: 'About the client' })).toBeVisible();
  await expect(page.getByText('1 job posted')).toBeVisible();
  await expect(page.getByText('0 hires')).toBeVisible();
  await expect(page.getByText(/^Member since \w{3} \d{1,2}, \d{4}$/)).toBeVisible();

  // The button flips at once; wait for the server to have it before leaving the page.
  const saveStored = (method: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/jobs/${jobId}/save`) &&
        response.request().method() === method &&
        response.ok(),
    );
  const saving = saveStored('POST');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await saving;
  await page.goto('/home');
  await page.getByRole('tab', { name: 'Saved' }).click();
  const saved = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(saved).toBeVisible();

  await saved.getByRole('link', { name: title }).click();
  const unsaving = saveStored('DELETE');
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save job' })).toBeVisible();
  await unsaving;
  await page.goto('/home');
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByText('No saved jobs yet.')).toBeVisible();
});

test("the client's job page shows its details, activity and attachment", async ({
  page,
  request,
}) => {
  const client = await signedInAs(page, request, 'client', '/home');
  const token = await tokenOf(request, client);
  const fileId = await uploadTextFileViaApi(request, token, 'glossary.txt', 'bonjour = hello');
  const jobId = await createJobViaApi(request, token, { file_ids: [fileId] });

  await page.goto(`/job/${jobId}`);
  await expect(page.getByText(/^Posted on \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText('$120.00')).toBeVisible();
  await expect(page.getByText('Beginner', { exact: true })).toBeVisible();
  await expect(page.getByText('Small', { exact: true })).toBeVisible();
  await expect(page.getByText('7 days')).toBeVisible();
  await expect(page.getByText('Translation', { exact: true })).toBeVisible();
  await expect(page.getByText('less than 5')).toBeVisible();
  // The Pending tab filtered to this job (issue 15).
  await expect(page.getByRole('link', { name: 'View Proposals' })).toHaveAttribute(
    'href',
    /^\/proposals\/\?tab=pending&job=\d+$/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download glossary.txt' }).click();
  expect((await download).suggestedFilename()).toBe('glossary.txt');
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerViaApi, signedInAs, toast, uniqueUser } from './helpers.ts';
import { tokenOf } from './market-helpers.ts';
import {
  createProjectViaApi,
  createServiceViaApi,
  pngOf,
  uploadImagesViaApi,
} from './services-helpers.ts';

/** A word no other service has, so searches and filters find only what this test made. */
const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${test.info().workerIndex}`;

const imageInput = (page: Page) => page.locator('input[type="file"]');

/** The titles of the service or project cards in the grid, in the order shown. */
const cardTitles = (scope: Page | Locator) => scope.getByRole('article').locator('h2');

test('a freelancer creates a service with pictures and a project with skills, and finds both', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'freelancer', '/create_service');
  await expect(page.getByRole('heading', { name: 'Create Service' })).toBeVisible();

  // The empty form shows SPEC's messages; focusing a field clears its own.
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Category is required.')).toBeVisible();
  await expect(page.getByText('Price must be greater than 0.')).toBeVisible();
  await expect(page.getByText('Description is required.')).toBeVisible();

  const serviceTitle = `Logo design ${uniqueWord('s')}`;
  await page.getByLabel('Title').fill(serviceTitle);
  await expect(page.getByText('Title is required.')).toHaveCount(0);
  await page.getByLabel('Category').selectOption('Graphic Design');
  await imageInput(page).setInputFiles([
    { name: 'violet.png', mimeType: 'image/png', buffer: await pngOf([109, 40, 217]) },
    { name: 'amber.png', mimeType: 'image/png', buffer: await pngOf([251, 191, 36]) },
  ]);
  const previews = page.getByRole('list', { name: 'Chosen images' });
  await expect(previews.getByRole('img')).toHaveCount(2);
  await expect(previews.getByRole('listitem').first()).toContainText('Thumbnail');
  await page.getByLabel('Price').fill('49.50');
  await page.getByLabel('Description').fill('Three concepts, two rounds of changes.');
  await page.getByRole('button', { name: 'Create Service' }).click();

  await expect(toast(page, 'Service created successfuly')).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  const serviceCard = page.getByRole('article', { name: serviceTitle });
  await expect(serviceCard.getByText('$49.50')).toBeVisible();
  await expect(serviceCard.getByText('Graphic Design')).toBeVisible();

  await serviceCard.getByRole('link', { name: serviceTitle }).click();
  await expect(page).toHaveURL(/\/service\/\d+$/);
  await expect(page.getByRole('heading', { name: serviceTitle })).toBeVisible();
  await expect(page.getByText('$49.50')).toBeVisible();
  await expect(page.getByText('Three concepts, two rounds of changes.')).toBeVisible();
  // Two pictures: the slider moves between them.
  await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The owner edits and deletes; only clients buy.
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'BUY' })).toHaveCount(0);
  // The owner's dialogs load when first wanted: the edit saves a new price, and focus goes back
  // to the button that opened it.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit service' });
  await edit.getByLabel('Price').fill('55');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Service updated.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByText('$55.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();

  await page.goto('/create_project');
  await expect(page.getByRole('heading', { name: 'Create Project' })).toBeVisible();
  const projectTitle = `Coffee shop website ${uniqueWord('p')}`;
  await page.getByLabel('Title').fill(projectTitle);
  const skills = page.getByLabel('Add Skills');
  await skills.fill('Figma');
  await skills.press('Enter');
  await skills.fill('Branding');
  await skills.press('Enter');
  // Enter added tags and did not send the form (the description is still empty).
  const chips = page.getByRole('list', { name: 'Chosen skills' });
  await expect(chips.getByRole('listitem')).toHaveText(['Figma', 'Branding']);
  await expect(page.getByText('Description is required.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/create_project$/);
  await imageInput(page).setInputFiles({
    name: 'shop.png',
    mimeType: 'image/png',
    buffer: await pngOf([16, 185, 129]),
  });
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(1);
  await page.getByLabel('Description').fill('Online orders for a roaster, live in two weeks.');
  await page.getByRole('button', { name: 'Create Project' }).click();

  // SPEC: the project screen shows the service wording on success.
  await expect(toast(page, 'Service created successfuly')).toBeVisible();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('tab', { name: /My Projects/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Create Project' })).toBeVisible();
  await expect(page.getByRole('article', { name: projectTitle })).toBeVisible();
  await page.getByRole('tab', { name: /My Services/ }).click();
  await expect(page.getByRole('article', { name: serviceTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Service' })).toBeVisible();

  await page.getByRole('tab', { name: /My Projects/ }).click();
  await page.getByRole('link', { name: projectTitle }).click();
  await expect(page).toHaveURL(/\/project\/\d+$/);
  await expect(page.getByRole('heading', { name: projectTitle })).toBeVisible();
  await expect(page.getByText('Online orders for a roaster, live in two weeks.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    'Figma',
    'Branding',
  ]);
});

test('a client finds services by quick search, sort and category, and opens one', async ({
  page,
  request,
}) => {
  const freelancer = uniqueUser('freelancer');
  await registerViaApi(request, freelancer);
  const token = await tokenOf(request, freelancer);
  const word = uniqueWord('quokka');
  const thumbnail = await uploadImagesViaApi(request, token, 'services', [
    await pngOf([109, 40, 217]),
  ]);
  const searched = `Illustrated ${word} mascot`;
  await createServiceViaApi(request, token, {
    title: searched,
    category: 'Graphic Design',
    price: 75,
    images: thumbnail,
  });
  // Two services in one category: the cheaper one is the older, so Newest and Best Price differ.
  const cheap = `Contract review ${word}`;
  const dear = `Trademark filing ${word}`;
  await createServiceViaApi(request, token, { title: cheap, category: 'Legal', price: 20 });
  await createServiceViaApi(request, token, { title: dear, category: 'Legal', price: 300 });

  await signedInAs(page, request, 'client', '/home');
  await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible();

  // Quick search lands on /all_services?title=... with the service found.
  await page.getByRole('search').getByRole('searchbox').fill(word);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/all_services\\?title=${word}$`));
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await expect(page.getByRole('article', { name: searched })).toBeVisible();

  // A category shows only its services; the sort puts the cheaper one first.
  await page.goto('/home');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Legal' }).click();
  const grid = page.getByRole('list', { name: 'Legal' });
  await expect(grid.getByRole('article', { name: dear })).toBeVisible();
  await expect(grid.getByRole('article', { name: searched })).toHaveCount(0);
  const mine = (titles: string[]) => titles.filter((title) => title.includes(word));
  await expect
    .poll(async () => mine(await cardTitles(grid).allTextContents()))
    .toEqual([dear, cheap]);

  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('menuitem', { name: 'Best Price' }).click();
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Best Price');
  await expect
    .poll(async () => mine(await cardTitles(grid).allTextContents()))
    .toEqual([cheap, dear]);

  // 'All' brings every category back.
  await categories.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('article', { name: searched })).toBeVisible();

  await page.getByRole('link', { name: searched }).click();
  await expect(page).toHaveURL(/\/service\/\d+$/);
  await expect(page.getByRole('heading', { name: searched })).toBeVisible();
  await expect(page.getByText('$75.00')).toBeVisible();
  // BUY opens the checkout with the price and its breakdown; Back returns to the service.
  await page.getByRole('link', { name: 'BUY' }).click();
  await expect(page).toHaveURL(/\/checkout\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('you-pay')).toHaveText('$75.00');
  await page.getByRole('link', { name: 'Back to the service' }).click();
  await expect(page.getByRole('heading', { name: searched })).toBeVisible();

  // The owner links to their portfolio.
  await page.getByRole('link', { name: new RegExp(`@${freelancer.username}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${freelancer.username}$`));
});

test("anyone signed in sees another freelancer's portfolio, without the create buttons", async ({
  page,
  request,
}) => {
  const freelancer = uniqueUser('freelancer');
  await registerViaApi(request, freelancer);
  const token = await tokenOf(request, freelancer);
  const word = uniqueWord('atlas');
  const pictures = await uploadImagesViaApi(request, token, 'projects', [
    await pngOf([14, 165, 233]),
  ]);
  const project = `Travel app ${word}`;
  await createProjectViaApi(request, token, {
    title: project,
    skills: ['React Native', 'Maps'],
    images: pictures,
  });
  const service = `App prototype ${word}`;
  await createServiceViaApi(request, token, {
    title: service,
    category: 'Mobile Development',
    price: 640,
  });

  await signedInAs(page, request, 'freelancer', `/portfolio/${freelancer.username}`);
  await expect(
    page.getByRole('heading', { name: `${freelancer.first_name} ${freelancer.last_name}` }),
  ).toBeVisible();
  await expect(page.getByText(`@${freelancer.username}`)).toBeVisible();
  await expect(page.getByRole('article', { name: project })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Project' })).toHaveCount(0);
  await page.getByRole('tab', { name: /My Services/ }).click();
  await expect(page.getByRole('article', { name: service })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Service' })).toHaveCount(0);

  // A client reaches the project from the portfolio too.
  await page.evaluate(() => localStorage.clear());
  await signedInAs(page, request, 'client', `/portfolio/${freelancer.username}`);
  await page.getByRole('link', { name: project }).click();
  await expect(page).toHaveURL(/\/project\/\d+$/);
  await expect(page.getByRole('heading', { name: project })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    'React Native',
    'Maps',
  ]);

  // A project that cannot be loaded sends you to /portfolio (SPEC); a client has none, so home.
  await page.goto('/project/999999999');
  await expect(page).toHaveURL(/\/home$/);
});

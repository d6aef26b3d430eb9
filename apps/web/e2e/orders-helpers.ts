import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerViaApi, uniqueUser, type AccountType, type TestUser } from './helpers.ts';
import { tokenOf } from './market-helpers.ts';
import { createServiceViaApi } from './services-helpers.ts';

/** The sandbox provider's cards (SANDBOX_CARDS in the contract). */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** A registered user with their token, for setting data up through the API. */
export type Person = { user: TestUser; token: string };

export const personViaApi = async (
  request: APIRequestContext,
  accountType: AccountType,
): Promise<Person> => {
  const user = uniqueUser(accountType);
  await registerViaApi(request, user);
  return { user, token: await tokenOf(request, user) };
};

/** Opens `path` signed in as an existing person, the way the sign-in screen stores a session. */
export const openAs = async (page: Page, person: Person, path: string) => {
  await page.goto('/');
  await page.evaluate(
    (session) => {
      localStorage.setItem('access_token', session.token);
      localStorage.setItem('account_type', session.type);
    },
    { token: person.token, type: person.user.account_type },
  );
  await page.goto(path);
};

/** A second person in their own browser, so both sides of an order are on screen at once. */
export const browserOf = async (browser: Browser, person: Person, path: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, person, path);
  return { context, page };
};

/** A freelancer's service with its delivery days and included revisions; answers its id. */
export const serviceViaApi = (
  request: APIRequestContext,
  freelancer: Person,
  service: { title: string; price: number; delivery_days: number; revisions: number },
) =>
  createServiceViaApi(request, freelancer.token, {
    category: 'Graphic Design',
    description: 'Three concepts, two rounds of changes.',
    ...service,
  });

/** The client places an order for the service and pays it with the success card. */
export const buyViaApi = async (
  request: APIRequestContext,
  client: Person,
  serviceId: number,
): Promise<number> => {
  const headers = { authorization: `Bearer ${client.token}` };
  const created = await request.post('/api/orders', {
    headers,
    data: { service_id: serviceId, requirements: 'A round logo, warm colours.', file_ids: [] },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const paid = await request.post(`/api/orders/${data.id}/pay`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-${data.id}-${Date.now()}` },
    data: { card_number: CARDS.success, expiry: '12/40', cvc: '123' },
  });
  expect(paid.status()).toBe(200);
  return data.id;
};

/** Types a card into the payment form. */
export const fillCard = async (page: Page, cardNumber: string) => {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
};

/** The order page's status badge. */
export const orderStatus = (page: Page) => page.getByTestId('order-status');

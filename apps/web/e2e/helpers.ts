import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkMailedTo } from './mail-helpers.ts';

export type AccountType = 'client' | 'freelancer';

export type TestUser = {
  username: string;
  first_name: string;
  last_name: string;
  account_type: AccountType;
  email: string;
  password: string;
};

let counter = 0;

/** A user no other test (or earlier run against the same server) has used. */
export const uniqueUser = (accountType: AccountType): TestUser => {
  counter += 1;
  const id = `${Date.now().toString(36)}_${process.pid.toString(36)}_${counter}`;
  return {
    username: `${accountType === 'client' ? 'cl' : 'fr'}_${id}`,
    first_name: accountType === 'client' ? 'Clara' : 'Felix',
    last_name: 'Tester',
    account_type: accountType,
    email: `${accountType}_${id}@example.com`,
    password: 'correct horse battery',
  };
};

/**
 * Creates the account through the API, for tests that are about something else, and verifies
 * its address the way its owner would: by opening the link the sign-up mailed
 * (`verified: false` leaves it unverified).
 */
export const registerViaApi = async (
  request: APIRequestContext,
  user: TestUser,
  options: { verified?: boolean } = {},
) => {
  const response = await request.post('/api/auth/register', {
    data: { ...user, confirm_password: user.password },
  });
  expect(response.status()).toBe(201);
  if (options.verified ?? true) await verifyViaMail(request, user.email);
};

/** Opens the verification link mailed to `email` through the API. */
export const verifyViaMail = async (request: APIRequestContext, email: string) => {
  const link = await linkMailedTo(email, '/verify_email');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const opened = await request.post('/api/auth/verify_email', { data: { token } });
  expect(opened.status(), await opened.text()).toBe(200);
};

/** Registers and stores a fresh session the way the sign-in screen does, then opens `path`. */
export const signedInAs = async (
  page: Page,
  request: APIRequestContext,
  accountType: AccountType,
  path = '/home',
  options: { verified?: boolean } = {},
): Promise<TestUser> => {
  const user = uniqueUser(accountType);
  await registerViaApi(request, user, options);
  const response = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { access_token: string; account_type: AccountType };
  };
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('access_token', session.access_token);
    localStorage.setItem('account_type', session.account_type);
  }, data);
  await page.goto(path);
  return user;
};

export const signInViaUi = async (page: Page, email: string, password: string) => {
  await page.goto('/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** A toast with exactly this text. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

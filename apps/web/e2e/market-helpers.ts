import { expect, type APIRequestContext } from '@playwright/test';
import type { TestUser } from './helpers.ts';

/** The bearer token of a registered user, for setting data up through the API. */
export const tokenOf = async (request: APIRequestContext, user: TestUser): Promise<string> => {
  const response = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
};

/** Posts a job as a client through the API; answers its id. */
export const createJobViaApi = async (
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> => {
  const response = await request.post('/api/job', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Translate a brochure ${Date.now()}`,
      description: 'French to English, eight pages.\nGlossary attached.',
      skills: ['Translation'],
      level: 'Beginner',
      size: 'Small',
      budjet: 120,
      expected_delivery_time: 7,
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
};

import type { TUser } from '@marketplace/contract';

/** A signed-in person as `GET /api/auth/me` answers: Ada, a verified freelancer unless told. */
export const aUser = (changes: Partial<TUser> = {}): TUser => ({
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  telephone: null,
  country: null,
  gender: null,
  account_type: 'freelancer',
  avatar_url: null,
  verified: true,
  created_at: '2026-01-05T09:00:00.000Z',
  ...changes,
});

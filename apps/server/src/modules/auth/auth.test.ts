import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@marketplace/contract';
import { sessions } from '#db/schema/index.ts';
import { buildVariant } from '#test/app-variant.ts';
import { sessionsOf, userByEmail, userCount, userRow } from '#test/db-helpers.ts';
import {
  bearer,
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  type TestUser,
} from '#test/test-app.ts';
import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from '#modules/users/index.ts';
import { EMAIL_MAX_LENGTH, emailKeyOf } from '#http/auth-rate-limit.ts';
import { INVALID_CREDENTIALS_MESSAGE } from './auth.service.ts';

const VALIDATION_FAILED = 'Please correct the highlighted fields.';
const SIGN_IN_FIRST = 'Please sign in to continue.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

let t: TestApp;
beforeAll(async () => {
  // The limits are tried in their own app below; here they must not get in the way.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '10000' });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const unique = () => {
  counter += 1;
  return `${counter}${randomBytes(3).toString('hex')}`;
};

const registration = (overrides: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    username: `reg_${id}`,
    first_name: 'Grace',
    last_name: 'Hopper',
    account_type: 'freelancer',
    email: `reg${id}@example.com`,
    password: 'a long enough password',
    confirm_password: 'a long enough password',
    ...overrides,
  };
};

const register = (payload: unknown, app: FastifyInstance = t.app, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress,
  });

const login = (payload: unknown, app: FastifyInstance = t.app, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

const without = (key: string) => {
  const payload: Record<string, unknown> = { ...registration() };
  delete payload[key];
  return payload;
};

describe('POST /api/auth/register', () => {
  it('creates the account (201), trims and lowercases, and the new user can sign in', async () => {
    const id = unique();
    const response = await register(
      registration({
        username: `  New_User${id} `,
        first_name: ' Grace ',
        email: ` Grace.${id}@Example.COM `,
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      username: `New_User${id}`,
      account_type: 'freelancer',
    });

    const row = await userRow(t, created.id);
    expect(row).toMatchObject({
      username: `New_User${id}`,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace.${id}@example.com`,
      accountType: 'freelancer',
      telephone: null,
      avatarPath: null,
    });
    const signedIn = await login({
      email: `grace.${id}@example.com`,
      password: 'a long enough password',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.account_type).toBe('freelancer');
  });

  it('stores the password only as an argon2id hash', async () => {
    const payload = registration();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const row = await userRow(t, response.json().data.id);
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.passwordHash).not.toContain(payload.password);
    expect(response.body).not.toContain('argon2');
  });

  it('ignores fields a caller may not set (id, created_at, password_hash, avatar)', async () => {
    const payload = registration({
      id: 999_999,
      created_at: '2001-01-01T00:00:00.000Z',
      password_hash: 'plain',
      avatar_path: '/etc/passwd',
      telephone: '+1 555 0100',
    });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.id).not.toBe(999_999);
    const row = await userRow(t, response.json().data.id);
    expect(row.createdAt.toISOString()).not.toBe('2001-01-01T00:00:00.000Z');
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.avatarPath).toBeNull();
    expect(row.telephone).toBeNull();
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    [
      'a username that is too short',
      registration({ username: 'ab' }),
      'username',
      MESSAGES.usernameInvalid,
    ],
    [
      'a username that is too long',
      registration({ username: long(31) }),
      'username',
      MESSAGES.usernameInvalid,
    ],
    [
      'a username with spaces',
      registration({ username: 'bad name' }),
      'username',
      MESSAGES.usernameInvalid,
    ],
    [
      'a username with symbols',
      registration({ username: 'bad$name!' }),
      'username',
      MESSAGES.usernameInvalid,
    ],
    ['a missing username', without('username'), 'username', MESSAGES.usernameInvalid],
    ['a missing first name', without('first_name'), 'first_name', MESSAGES.firstNameRequired],
    [
      'a blank first name',
      registration({ first_name: '   ' }),
      'first_name',
      MESSAGES.firstNameRequired,
    ],
    ['a missing last name', without('last_name'), 'last_name', MESSAGES.lastNameRequired],
    ['an empty last name', registration({ last_name: '' }), 'last_name', MESSAGES.lastNameRequired],
    [
      'a first name of 61 characters',
      registration({ first_name: long(61) }),
      'first_name',
      MESSAGES.nameTooLong,
    ],
    [
      'a last name of 61 characters',
      registration({ last_name: long(61) }),
      'last_name',
      MESSAGES.nameTooLong,
    ],
    ['an invalid email', registration({ email: 'not-an-email' }), 'email', MESSAGES.emailInvalid],
    [
      'an email without domain',
      registration({ email: 'someone@' }),
      'email',
      MESSAGES.emailInvalid,
    ],
    ['a missing email', without('email'), 'email', MESSAGES.emailInvalid],
    [
      'a password of 7 characters',
      registration({ password: '1234567', confirm_password: '1234567' }),
      'password',
      MESSAGES.passwordLength,
    ],
    [
      'a password of 129 characters',
      registration({ password: long(129), confirm_password: long(129) }),
      'password',
      MESSAGES.passwordLength,
    ],
    [
      'a confirmation that differs',
      registration({ confirm_password: 'something else entirely' }),
      'confirm_password',
      MESSAGES.passwordsDiffer,
    ],
    [
      'the account type admin',
      registration({ account_type: 'admin' }),
      'account_type',
      MESSAGES.accountTypeInvalid,
    ],
    [
      'a missing account type',
      without('account_type'),
      'account_type',
      MESSAGES.accountTypeInvalid,
    ],
  ])(
    'rejects %s with 422 and the message under its field',
    async (_case, payload, field, message) => {
      const before = await userCount(t);
      const response = await register(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: VALIDATION_FAILED, data: { [field]: message } });
      expect(await userCount(t)).toBe(before);
      if (typeof payload.email === 'string' && payload.email.includes('@example.com')) {
        expect(await userByEmail(t, payload.email)).toBeUndefined();
      }
    },
  );

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    for (const password of ['12345678', 'p'.repeat(128)]) {
      const response = await register(registration({ password, confirm_password: password }));
      expect(response.statusCode).toBe(201);
    }
  });

  it('names every broken field at once', async () => {
    const before = await userCount(t);
    const response = await register({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: VALIDATION_FAILED,
      data: {
        username: MESSAGES.usernameInvalid,
        first_name: MESSAGES.firstNameRequired,
        last_name: MESSAGES.lastNameRequired,
        account_type: MESSAGES.accountTypeInvalid,
        email: MESSAGES.emailInvalid,
        password: MESSAGES.passwordLength,
        confirm_password: MESSAGES.passwordsDiffer,
      },
    });
    expect(await userCount(t)).toBe(before);
  });

  it('refuses a username already taken in any letter case (409)', async () => {
    const first = registration({ username: `Taken_${unique()}` });
    expect((await register(first)).statusCode).toBe(201);
    const before = await userCount(t);
    const second = registration({ username: first.username.toLowerCase() });
    const response = await register(second);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: USERNAME_TAKEN_MESSAGE,
      data: { username: USERNAME_TAKEN_MESSAGE },
    });
    expect(await userCount(t)).toBe(before);
    expect(await userByEmail(t, second.email)).toBeUndefined();
  });

  it('refuses an email already registered in any letter case (409)', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const before = await userCount(t);
    const response = await register(registration({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: EMAIL_TAKEN_MESSAGE,
      data: { email: EMAIL_TAKEN_MESSAGE },
    });
    expect(await userCount(t)).toBe(before);
  });

  it('names both fields when username and email are both taken', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const response = await register(
      registration({ username: first.username.toUpperCase(), email: first.email }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().data).toEqual({
      username: USERNAME_TAKEN_MESSAGE,
      email: EMAIL_TAKEN_MESSAGE,
    });
  });
});

describe('POST /api/auth/login', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(t.app, 'client');
  });

  it('answers a token and the account type, and the token opens /api/auth/me', async () => {
    const freelancer = await signUp(t.app, 'freelancer');
    const response = await me(bearer(freelancer.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: freelancer.id,
      username: freelancer.username,
      email: freelancer.email,
      account_type: 'freelancer',
    });
    expect(response.json().data).not.toHaveProperty('password_hash');
  });

  it('accepts the email in any letter case and opens one session per sign-in', async () => {
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { access_token: expect.any(String), account_type: 'client' },
    });
    const token = response.json().data.access_token as string;
    expect(token).not.toBe(user.token);
    expect((await me(bearer(token))).statusCode).toBe(200);
    expect((await me(bearer(user.token))).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email the same way (401)', async () => {
    const before = (await sessionsOf(t, user.id)).length;
    const wrongPassword = await login({ email: user.email, password: 'not the password' });
    const unknownEmail = await login({
      email: `nobody${unique()}@example.com`,
      password: user.password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: INVALID_CREDENTIALS_MESSAGE });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect((await sessionsOf(t, user.id)).length).toBe(before);
  });

  it('rejects an empty email and a missing password with 422', async () => {
    const response = await login({ email: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: VALIDATION_FAILED,
      data: { email: MESSAGES.emailInvalid, password: MESSAGES.passwordRequired },
    });
  });

  describe('the rate-limit key of an email', () => {
    it('is a short hash of the email as validation normalizes it', () => {
      const key = emailKeyOf('victim@example.com');
      expect(key).toHaveLength(22);
      expect(key).not.toContain('victim');
      expect(emailKeyOf('  Victim@Example.COM ')).toBe(key);
      expect(emailKeyOf('other@example.com')).not.toBe(key);
    });

    it('is none for a value no valid email could be, so nothing is kept for it', () => {
      const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`;
      expect(emailKeyOf(longest)).toHaveLength(22);
      for (const value of [`a${longest}`, 'x'.repeat(1_000_000), '   ', 42, null, undefined, {}]) {
        expect(emailKeyOf(value)).toBeUndefined();
      }
    });
  });

  describe('rate limits', () => {
    // Small limits, in an app of their own, so the other tests keep the generous ones; and
    // one with the limits a deployment gets by default. A slowed-down sign-in records its
    // delay here instead of waiting it out.
    let limited: FastifyInstance;
    let defaults: FastifyInstance;
    const delays: number[] = [];
    const signInWait = async (ms: number) => {
      delays.push(ms);
    };
    beforeAll(async () => {
      limited = await buildVariant(
        t,
        {
          AUTH_RATE_LIMIT_PER_EMAIL: '3',
          AUTH_RATE_LIMIT_PER_IP: '5',
          AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
        },
        { signInWait },
      );
      defaults = await buildVariant(t, {}, { signInWait });
    });
    beforeEach(() => {
      delays.length = 0;
    });
    afterAll(async () => {
      await limited.close();
      await defaults.close();
    });

    const TOO_MANY = /^Too many attempts\. Please wait (\d+) seconds? and try again\.$/;
    const expectTooMany = (response: {
      statusCode: number;
      headers: Record<string, unknown>;
      json: () => { error: string };
    }) => {
      expect(response.statusCode).toBe(429);
      const wait = Number(TOO_MANY.exec(response.json().error)?.[1]);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(response.headers['retry-after']).toBe(String(wait));
    };

    it('refuses only the address that guessed, never the owner signing in elsewhere', async () => {
      const victim = await signUp(t.app, 'client');
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const failed = await login(
          { email: victim.email, password: `guess ${attempt}` },
          defaults,
          '10.7.0.1',
        );
        expect(failed.statusCode).toBe(401);
      }
      // The guessing address is refused for this account, even with the right password.
      expectTooMany(
        await login({ email: victim.email, password: victim.password }, defaults, '10.7.0.1'),
      );
      // The owner, from their own address, still gets in: slowed down, not refused.
      const owner = await login(
        { email: victim.email, password: victim.password },
        defaults,
        '10.7.0.2',
      );
      expect(owner.statusCode).toBe(200);
      expect(delays).toEqual([250]);
      // The guessing address may still sign in to another account.
      const other = await signUp(t.app, 'freelancer');
      expect(
        (await login({ email: other.email, password: other.password }, defaults, '10.7.0.1'))
          .statusCode,
      ).toBe(200);
      expect(delays).toEqual([250]);
    });

    it('slows down guesses at one account from many addresses, but the owner still gets in', async () => {
      const target = await signUp(t.app, 'freelancer');
      const guess = (address: string) =>
        login({ email: target.email, password: 'wrong password' }, limited, address);
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        expect((await guess(`10.1.0.${attempt}`)).statusCode).toBe(401);
      }
      // Three failures are free (AUTH_RATE_LIMIT_PER_EMAIL); each one after waits twice as long.
      expect(delays).toEqual([250, 500, 1000]);
      // The right password works from yet another address, after its wait.
      const owner = await login(
        { email: target.email.toUpperCase(), password: target.password },
        limited,
        '10.1.0.9',
      );
      expect(owner.statusCode).toBe(200);
      expect(delays).toEqual([250, 500, 1000, 2000]);
      // The wait stops growing at four seconds.
      for (let attempt = 10; attempt <= 12; attempt += 1) {
        expect((await guess(`10.1.0.${attempt}`)).statusCode).toBe(401);
      }
      expect(delays.slice(4)).toEqual([2000, 4000, 4000]);
      // Another account from the same address is not slowed down.
      const other = await signUp(t.app, 'client');
      const fine = await login(
        { email: other.email, password: other.password },
        limited,
        '10.1.0.9',
      );
      expect(fine.statusCode).toBe(200);
      expect(delays).toHaveLength(7);
    });

    it("a successful sign-in clears that address's failures", async () => {
      const user = await signUp(t.app, 'client');
      const attempt = (password: string) =>
        login({ email: user.email, password }, defaults, '10.8.0.1');
      for (let n = 1; n <= 9; n += 1) expect((await attempt('wrong')).statusCode).toBe(401);
      expect((await attempt(user.password)).statusCode).toBe(200);
      // Ten more failures are allowed again before this address is refused.
      for (let n = 1; n <= 10; n += 1) expect((await attempt('wrong')).statusCode).toBe(401);
      expectTooMany(await attempt(user.password));
    });

    it('answers an over-long email as an invalid field, whatever its size', async () => {
      for (const email of [`${'a'.repeat(250)}@example.com`, `${'a'.repeat(500_000)}@x.io`]) {
        const signIn = await login({ email, password: 'whatever' }, limited, '10.9.0.1');
        expect(signIn.statusCode).toBe(422);
        expect(signIn.json()).toEqual({
          error: VALIDATION_FAILED,
          data: { email: MESSAGES.emailInvalid },
        });
        const signUpResponse = await register(registration({ email }), limited, '10.9.0.2');
        expect(signUpResponse.statusCode).toBe(422);
        expect(signUpResponse.json().data).toEqual({ email: MESSAGES.emailInvalid });
      }
    });

    it('blocks an address after its limit of attempts, whatever the email', async () => {
      const victim = await signUp(t.app, 'client');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const failed = await login(
          { email: `guess${unique()}@example.com`, password: 'guess' },
          limited,
          '10.2.0.1',
        );
        expect(failed.statusCode).toBe(401);
      }
      expectTooMany(
        await login({ email: victim.email, password: victim.password }, limited, '10.2.0.1'),
      );
      const elsewhere = await login(
        { email: victim.email, password: victim.password },
        limited,
        '10.2.0.2',
      );
      expect(elsewhere.statusCode).toBe(200);
    });

    it('counts malformed attempts too', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login({}, limited, '10.3.0.1')).statusCode).toBe(422);
      }
      expectTooMany(await login({ email: 'a@example.com', password: 'x' }, limited, '10.3.0.1'));
    });

    it('limits registration per address and creates nothing once blocked', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await register({ username: 'x' }, limited, '10.4.0.1')).statusCode).toBe(422);
      }
      const payload = registration();
      const before = await userCount(t);
      expectTooMany(await register(payload, limited, '10.4.0.1'));
      expect(await userCount(t)).toBe(before);
      expect(await userByEmail(t, payload.email)).toBeUndefined();
      expect((await register(payload, limited, '10.4.0.2')).statusCode).toBe(201);
    });

    it('ignores X-Forwarded-For unless a proxy is declared, so the limit cannot be dodged', async () => {
      const target = `forged${unique()}@example.com`;
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `${attempt}${target}`, password: 'guess' },
          remoteAddress: '10.5.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        });
        expect(response.statusCode).toBe(401);
      }
      const sixth = await limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target, password: 'guess' },
        remoteAddress: '10.5.0.1',
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
      expectTooMany(sixth);
    });

    it('limits guesses of the current password per account', async () => {
      const owner = await signUp(t.app, 'client');
      const change = () =>
        limited.inject({
          method: 'POST',
          url: '/api/user/password',
          headers: bearer(owner.token),
          payload: {
            current_password: 'not my password',
            new_password: 'brand new password',
            confirm_password: 'brand new password',
          },
        });
      for (let attempt = 1; attempt <= 3; attempt += 1)
        expect((await change()).statusCode).toBe(422);
      expectTooMany(await change());
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the token no longer opens anything, other sessions still work', async () => {
    const user = await signUp(t.app, 'client');
    const otherDevice = await signIn(t.app, user.email, user.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { logged_out: true } });

    const after = await me(bearer(user.token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: SESSION_ENDED });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(401);
    expect((await me(bearer(otherDevice))).statusCode).toBe(200);

    const rows = await sessionsOf(t, user.id);
    expect(rows.filter((row) => row.revokedAt !== null)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_FIRST });
  });
});

describe('a session ended on one instance, checked on another', () => {
  // Two instances on one database; each may trust a session it checked for up to a second.
  let now = Date.now();
  let two: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    two = await createTestApp({}, { sessionClock: () => now });
    other = await two.buildSibling({ sessionClock: () => now });
  });
  afterAll(async () => {
    await two.close();
  });

  const meOn = async (app: FastifyInstance, token: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;

  it('stops working there within a second, and at once where the revocation reaches it', async () => {
    const user = await signUp(two.app, 'client');
    const laptop = await signIn(two.app, user.email, user.password);
    expect(await meOn(other, user.token)).toBe(200);
    expect(await meOn(other, laptop)).toBe(200);

    const loggedOut = await two.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(await meOn(two.app, user.token)).toBe(401);
    if (process.env.REDIS_URL) {
      // The revocation travels through Redis: the other instance forgets it without the clock.
      await expect.poll(() => meOn(other, user.token), { timeout: 10_000 }).toBe(401);
    } else {
      // Without a shared bus the other instance still trusts what it checked a moment ago...
      expect(await meOn(other, user.token)).toBe(200);
    }
    // ...and never for a second or more.
    now += 1000;
    expect(await meOn(other, user.token)).toBe(401);
    expect(await meOn(other, laptop)).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(t.app, 'freelancer');
  });

  /** A fresh session of `user`, and the claims of its token. */
  const freshSession = async () => {
    const token = await signIn(t.app, user.email, user.password);
    const claims = decodeJwt(token);
    return { token, sessionId: claims.sid as string };
  };
  const ourKey = () => new TextEncoder().encode(t.config.jwtSecret);

  it('answers the user with their own contact fields', async () => {
    const response = await me(bearer(user.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: user.id,
      first_name: 'Test',
      last_name: 'User',
      username: user.username,
      email: user.email,
      telephone: null,
      country: null,
      gender: null,
      account_type: 'freelancer',
      avatar_url: null,
      verified: true,
      created_at: expect.any(String),
      is_admin: false,
    });
  });

  it('accepts the bearer scheme in any letter case', async () => {
    const response = await me({ authorization: `bearer ${user.token}` });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no authorization header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 asking to sign in for %s', async (_case, headers) => {
    const response = await me(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_FIRST });
  });

  it.each([
    ['a garbage token', async () => 'not.a.token'],
    [
      'a token signed with another secret',
      async () => {
        const { sessionId } = await freshSession();
        return new SignJWT({ sid: sessionId })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(user.id))
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(randomBytes(32).toString('hex')));
      },
    ],
    [
      'an unsigned token (alg none)',
      async () => {
        const { sessionId } = await freshSession();
        return new UnsecuredJWT({ sid: sessionId })
          .setSubject(String(user.id))
          .setExpirationTime('1h')
          .encode();
      },
    ],
    [
      'an expired token for a live session',
      async () => {
        const { sessionId } = await freshSession();
        const past = Math.floor(Date.now() / 1000) - 3600;
        return new SignJWT({ sid: sessionId })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(user.id))
          .setIssuedAt(past - 60)
          .setExpirationTime(past)
          .sign(ourKey());
      },
    ],
    [
      "a token naming someone else's session",
      async () => {
        const { sessionId } = await freshSession();
        return new SignJWT({ sid: sessionId })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(user.id + 100_000))
          .setExpirationTime('1h')
          .sign(ourKey());
      },
    ],
    [
      'a session that has expired',
      async () => {
        const { token, sessionId } = await freshSession();
        await t.database.db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.id, sessionId));
        return token;
      },
    ],
    [
      'a revoked session',
      async () => {
        const { token } = await freshSession();
        await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
        return token;
      },
    ],
  ])('answers 401 for %s', async (_case, makeToken) => {
    const response = await me(bearer(await makeToken()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SESSION_ENDED });
  });
});

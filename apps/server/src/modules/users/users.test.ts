import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, MESSAGES } from '@marketplace/contract';
import { userRow } from '#test/db-helpers.ts';
import { createService, proposeOnNewJob } from '#test/order-fixtures.ts';
import { multipart, type Part } from '#test/multipart.ts';
import {
  bearer,
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  type TestUser,
} from '#test/test-app.ts';
import { USERNAME_TAKEN_MESSAGE } from './users.service.ts';

const VALIDATION_FAILED = 'Please correct the highlighted fields.';
const SIGN_IN_FIRST = 'Please sign in to continue.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '10000' });
});
afterAll(async () => {
  await t.close();
});

const getUser = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });

const updateUser = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user', headers: bearer(user.token), payload });

const PUBLIC_FIELDS = [
  'account_type',
  'avatar_url',
  'country',
  'created_at',
  'first_name',
  'gender',
  'id',
  'last_name',
  'rating',
  'username',
  'verified',
];

describe('GET /api/user', () => {
  it('answers the signed-in user with their activity counts, all zero at first', async () => {
    const user = await signUp(t.app, 'freelancer');
    const response = await getUser(user);
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
      services: 0,
      sells: 0,
      projects: 0,
      proposals: 0,
    });
    expect(response.body).not.toContain('password');
  });

  it("counts each person's own services, proposals sent or received, and nobody else's", async () => {
    const [client, otherClient, freelancer, otherFreelancer] = await Promise.all([
      signUp(t.app, 'client'),
      signUp(t.app, 'client'),
      signUp(t.app, 'freelancer'),
      signUp(t.app, 'freelancer'),
    ]);
    await createService(t, freelancer);
    await createService(t, freelancer, { title: 'Brand book' });
    await createService(t, otherFreelancer);
    await proposeOnNewJob(t, client, freelancer);
    await proposeOnNewJob(t, client, otherFreelancer);
    await proposeOnNewJob(t, otherClient, freelancer);
    const counts = async (user: TestUser) => {
      const response = await getUser(user);
      expect(response.statusCode, response.body).toBe(200);
      const { services, projects, proposals, sells } = response.json().data;
      return { services, projects, proposals, sells };
    };
    expect(await counts(freelancer)).toEqual({ services: 2, projects: 0, proposals: 2, sells: 0 });
    expect(await counts(otherFreelancer)).toEqual({
      services: 1,
      projects: 0,
      proposals: 1,
      sells: 0,
    });
    expect(await counts(client)).toEqual({ services: 0, projects: 0, proposals: 2, sells: 0 });
    expect(await counts(otherClient)).toEqual({ services: 0, projects: 0, proposals: 1, sells: 0 });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_FIRST });
  });
});

describe('POST /api/user', () => {
  it('updates the profile fields, trimmed, and answers the new profile', async () => {
    const user = await signUp(t.app, 'client');
    const username = `Renamed_${user.id}`;
    const response = await updateUser(user, {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      username,
      telephone: '+44 20 7946 0958',
      country: ' United Kingdom ',
      gender: 'female',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: user.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      username,
      email: user.email,
      telephone: '+44 20 7946 0958',
      country: 'United Kingdom',
      gender: 'female',
      account_type: 'client',
    };
    expect(response.json().data).toMatchObject(expected);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(user.token),
    });
    expect(after.json().data).toMatchObject(expected);
  });

  it('clears telephone and country with empty text and gender with null', async () => {
    const user = await signUp(t.app, 'client');
    await updateUser(user, { telephone: '555-0100', country: 'Peru', gender: 'other' });
    const response = await updateUser(user, { telephone: '', country: '', gender: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ telephone: null, country: null, gender: null });
    expect(await userRow(t, user.id)).toMatchObject({
      telephone: null,
      country: null,
      gender: null,
    });
  });

  it('ignores email, id, account type, password hash and dates', async () => {
    const user = await signUp(t.app, 'freelancer');
    const before = await userRow(t, user.id);
    const response = await updateUser(user, {
      first_name: 'Changed',
      id: before.id + 1000,
      email: `stolen${user.id}@example.com`,
      account_type: 'client',
      password_hash: '$argon2id$forged',
      passwordHash: '$argon2id$forged',
      created_at: '2001-01-01T00:00:00.000Z',
      avatar_url: '/api/files/avatars/x.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      first_name: 'Changed',
      email: user.email,
      account_type: 'freelancer',
      avatar_url: null,
    });
    const after = await userRow(t, user.id);
    expect(after).toMatchObject({
      id: before.id,
      email: before.email,
      accountType: 'freelancer',
      passwordHash: before.passwordHash,
      createdAt: before.createdAt,
      avatarPath: null,
      firstName: 'Changed',
    });
    // The password did not change either.
    expect(await signIn(t.app, user.email, user.password)).toEqual(expect.any(String));
  });

  it('answers the unchanged profile when only an email is sent', async () => {
    const user = await signUp(t.app, 'client');
    const response = await updateUser(user, { email: `other${user.id}@example.com` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(user.email);
    expect((await userRow(t, user.id)).email).toBe(user.email);
  });

  it("refuses another user's username in any letter case (409) and changes nothing", async () => {
    const user = await signUp(t.app, 'client');
    const other = await signUp(t.app, 'freelancer');
    const before = await userRow(t, user.id);
    const response = await updateUser(user, {
      username: other.username.toUpperCase(),
      first_name: 'Should Not Stick',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: USERNAME_TAKEN_MESSAGE,
      data: { username: USERNAME_TAKEN_MESSAGE },
    });
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('lets a user keep their own username, or change only its letter case', async () => {
    const user = await signUp(t.app, 'client');
    const same = await updateUser(user, { username: user.username, country: 'Chile' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ username: user.username, country: 'Chile' });
    const recased = await updateUser(user, { username: user.username.toUpperCase() });
    expect(recased.statusCode).toBe(200);
    expect((await userRow(t, user.id)).username).toBe(user.username.toUpperCase());
  });

  it.each([
    ['an empty first name', { first_name: '' }, 'first_name', MESSAGES.firstNameRequired],
    ['a blank first name', { first_name: '   ' }, 'first_name', MESSAGES.firstNameRequired],
    ['a null first name', { first_name: null }, 'first_name', MESSAGES.firstNameRequired],
    ['an empty last name', { last_name: '' }, 'last_name', MESSAGES.lastNameRequired],
    [
      'a first name of 61 characters',
      { first_name: 'n'.repeat(61) },
      'first_name',
      MESSAGES.nameTooLong,
    ],
    [
      'a last name of 61 characters',
      { last_name: 'n'.repeat(61) },
      'last_name',
      MESSAGES.nameTooLong,
    ],
    ['a short username', { username: 'ab' }, 'username', MESSAGES.usernameInvalid],
    ['a username with spaces', { username: 'has space' }, 'username', MESSAGES.usernameInvalid],
    [
      'a username of 31 characters',
      { username: 'u'.repeat(31) },
      'username',
      MESSAGES.usernameInvalid,
    ],
    ['a telephone with letters', { telephone: 'call me' }, 'telephone', MESSAGES.telephoneInvalid],
    ['a telephone that is too short', { telephone: '123' }, 'telephone', MESSAGES.telephoneInvalid],
    ['a country of 61 characters', { country: 'c'.repeat(61) }, 'country', MESSAGES.countryTooLong],
    ['an unknown gender', { gender: 'robot' }, 'gender', MESSAGES.genderInvalid],
  ])('rejects %s with 422 and changes nothing', async (_case, payload, field, message) => {
    const user = await signUp(t.app, 'client');
    const before = await userRow(t, user.id);
    // A valid change beside the invalid one must not be applied either.
    const response = await updateUser(user, { country: 'Elsewhere', ...payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: VALIDATION_FAILED, data: { [field]: message } });
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const user = await signUp(t.app, 'client');
    const before = await userRow(t, user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { first_name: 'Intruder' },
    });
    expect(response.statusCode).toBe(401);
    expect(await userRow(t, user.id)).toEqual(before);
  });
});

describe('GET /api/user/:id', () => {
  let viewer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    viewer = await signUp(t.app, 'client');
    other = await signUp(t.app, 'freelancer');
    await updateUser(other, { telephone: '+1 555 0199', country: 'Canada' });
  });

  const getPublic = (user: TestUser, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: bearer(user.token) });

  it("shows only the public fields of someone else's profile", async () => {
    const response = await getPublic(viewer, other.id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(PUBLIC_FIELDS);
    expect(data).toMatchObject({
      id: other.id,
      username: other.username,
      country: 'Canada',
      account_type: 'freelancer',
    });
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain('555 0199');
    expect(response.body).not.toContain('argon2');
  });

  it('shows the email and telephone to the user themself', async () => {
    const response = await getPublic(other, other.id);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual(
      [...PUBLIC_FIELDS, 'email', 'telephone'].sort(),
    );
    expect(response.json().data).toMatchObject({ email: other.email, telephone: '+1 555 0199' });
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await getPublic(viewer, 2_147_483_647);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'This user does not exist.' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const response = await getPublic(viewer, id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The address contains an invalid identifier.',
      data: { id: expect.any(String) },
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${other.id}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_FIRST });
  });
});

describe('POST /api/user/avatar', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
  });

  const avatarsDir = () => path.join(t.config.uploadsDir, 'avatars');
  const storedAvatars = () =>
    fs.existsSync(avatarsDir()) ? fs.readdirSync(avatarsDir()).length : 0;

  const upload = async (user: TestUser | undefined, parts: Part[]) => {
    const body = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...(user ? bearer(user.token) : {}), ...body.headers },
      payload: body.payload,
    });
  };
  const pngPart = (bytes: Buffer): Part => ({
    name: 'avatar',
    filename: 'me.png',
    bytes,
    type: 'image/png',
  });

  it('stores a square WebP and serves it from our origin, never sniffable', async () => {
    const user = await signUp(t.app, 'freelancer');
    const response = await upload(user, [pngPart(png)]);
    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json().data.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email });
    expect((await getUser(user)).json().data.avatar_url).toBe(avatarUrl);

    // Served without a token: <img> tags cannot send one.
    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('replaces the previous avatar and removes its file', async () => {
    const user = await signUp(t.app, 'client');
    const first = (await upload(user, [pngPart(png)])).json().data.avatar_url as string;
    const second = await upload(user, [pngPart(png)]);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.avatar_url).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  describe('rejected uploads leave the avatar and the stored files as they were', () => {
    let user: TestUser;
    let avatarBefore: string;
    let filesBefore: number;
    beforeAll(async () => {
      user = await signUp(t.app, 'freelancer');
      avatarBefore = (await upload(user, [pngPart(png)])).json().data.avatar_url;
    });
    const expectUnchanged = async () => {
      expect((await getUser(user)).json().data.avatar_url).toBe(avatarBefore);
      expect(storedAvatars()).toBe(filesBefore);
    };

    it('answers 415 for a text file named .png and sent as image/png', async () => {
      filesBefore = storedAvatars();
      const response = await upload(user, [pngPart(Buffer.from('just some text, not a picture'))]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'Please upload a JPEG, PNG, WebP or GIF image.' });
      await expectUnchanged();
    });

    it('answers 413 for a picture over 5 MB', async () => {
      filesBefore = storedAvatars();
      const huge = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length, 1)]);
      const response = await upload(user, [pngPart(huge)]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'A profile picture is at most 5 MB.' });
      await expectUnchanged();
    });

    it('answers 415 for a body that is not multipart', async () => {
      filesBefore = storedAvatars();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/avatar',
        headers: bearer(user.token),
        payload: { avatar: png.toString('base64') },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'Send this form as multipart/form-data.' });
      await expectUnchanged();
    });

    it('answers 422 naming the field when no file is sent', async () => {
      filesBefore = storedAvatars();
      const response = await upload(user, [{ name: 'note', value: 'no picture here' }]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'Choose a picture to upload.',
        data: { avatar: 'Choose a picture to upload.' },
      });
      await expectUnchanged();
    });

    it('answers 401 without a token', async () => {
      filesBefore = storedAvatars();
      const response = await upload(undefined, [pngPart(png)]);
      expect(response.statusCode).toBe(401);
      await expectUnchanged();
    });
  });

  it.each([
    ['a kind that is not public', '/api/files/job-files/00000000-0000-0000-0000-000000000000.pdf'],
    ['a name we could not have generated', '/api/files/avatars/avatar.webp'],
    ['a path escaping the folder', '/api/files/avatars/..%2F..%2Fjwt-secret'],
    ['a missing file', '/api/files/avatars/00000000-0000-0000-0000-000000000000.webp'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'This file does not exist.' });
  });
});

describe('POST /api/user/password', () => {
  const NEW_PASSWORD = 'a brand new passphrase';
  const change = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(user.token),
      payload,
    });
  const meStatus = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;
  const loginStatus = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))
      .statusCode;

  it('changes the password and ends every other session, keeping the current one', async () => {
    const user = await signUp(t.app, 'freelancer');
    const laptop = await signIn(t.app, user.email, user.password);
    const phone = await signIn(t.app, user.email, user.password);
    const response = await change(user, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { changed: true, sessions_ended: 2 } });

    expect(await meStatus(user.token)).toBe(200);
    expect(await meStatus(laptop)).toBe(401);
    expect(await meStatus(phone)).toBe(401);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect((await userRow(t, user.id)).passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('answers 422 on current_password when it is wrong, and changes nothing', async () => {
    const user = await signUp(t.app, 'client');
    const otherDevice = await signIn(t.app, user.email, user.password);
    const before = await userRow(t, user.id);
    const response = await change(user, {
      current_password: 'not my password',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Current password is incorrect.',
      data: { current_password: 'Current password is incorrect.' },
    });
    expect(await userRow(t, user.id)).toEqual(before);
    expect(await meStatus(otherDevice)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it.each([
    [
      'a confirmation that differs',
      { new_password: NEW_PASSWORD, confirm_password: 'something different' },
      'confirm_password',
      MESSAGES.passwordsDiffer,
    ],
    [
      'a new password that is too short',
      { new_password: 'short', confirm_password: 'short' },
      'new_password',
      MESSAGES.passwordLength,
    ],
    [
      'a new password equal to the current one',
      { new_password: 'correct horse battery', confirm_password: 'correct horse battery' },
      'new_password',
      MESSAGES.newPasswordSame,
    ],
    [
      'a missing current password',
      { current_password: '', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      'current_password',
      MESSAGES.passwordRequired,
    ],
  ])('answers 422 for %s and changes nothing', async (_case, payload, field, message) => {
    const user = await signUp(t.app, 'client');
    const otherDevice = await signIn(t.app, user.email, user.password);
    const before = await userRow(t, user.id);
    const response = await change(user, { current_password: user.password, ...payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: VALIDATION_FAILED, data: { [field]: message } });
    expect(await userRow(t, user.id)).toEqual(before);
    expect(await meStatus(otherDevice)).toBe(200);
  });

  it('answers 401 without a token, or with a session ended by an earlier change', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      payload: {
        current_password: 'x',
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: SIGN_IN_FIRST });

    const user = await signUp(t.app, 'client');
    const stolen = await signIn(t.app, user.email, user.password);
    await change(user, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    const response = await change(
      { ...user, token: stolen },
      {
        current_password: NEW_PASSWORD,
        new_password: 'taken over!!',
        confirm_password: 'taken over!!',
      },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SESSION_ENDED });
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });
});

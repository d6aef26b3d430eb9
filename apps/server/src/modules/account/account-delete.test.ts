import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '@marketplace/contract';
import { payments } from '#db/schema/index.ts';
import { imagePart, makeImage, uploadImageIds } from '#test/catalog-fixtures.ts';
import { multipart } from '#test/multipart.ts';
import {
  createService,
  fundedOrder,
  jobForm,
  ledgerViolations,
  payOrder,
} from '#test/order-fixtures.ts';
import { findPersonalData, textColumnCount } from '#test/personal-data.ts';
import {
  bearer,
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  type TestUser,
  verifyEmail,
} from '#test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Sessions are checked on every request: "ended" must mean ended at once, on both instances.
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

const ok = async (user: TestUser, method: Method, url: string, payload?: object) => {
  const response = await call(user, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

const deleteAccount = (user: TestUser, payload: object = { password: user.password }) =>
  t.app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(user.token), payload });

/** A person whose every name and address carries `tag`, so any trace of them can be found. */
const person = async (accountType: 'client' | 'freelancer') => {
  const tag = `zq${randomBytes(5).toString('hex')}`;
  const password = 'correct horse battery';
  const email = `${tag}@example.com`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username: tag,
      first_name: `First${tag}`,
      last_name: `Last${tag}`,
      account_type: accountType,
      email,
      password,
      confirm_password: password,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  // Verified through the link the sign-up mailed, as `signUp` does: paying and delivering
  // for pay need a verified address.
  await verifyEmail(t.app, email);
  const user: TestUser = {
    id: registered.json().data.id,
    token: await signIn(t.app, email, password),
    username: tag,
    email,
    password,
  };
  const telephone = `+1 555 ${String(Date.now()).slice(-7)}`;
  await ok(user, 'POST', '/api/user', { telephone, country: 'Iceland', gender: 'other' });
  return { user, tag, telephone };
};

const chatOf = async (user: TestUser, orderId: number) =>
  (await ok(user, 'GET', `/api/orders/${orderId}`)).data.chat_id as number;

const uploadAvatar = async (user: TestUser) => {
  const body = await multipart([
    { name: 'avatar', filename: 'me.png', bytes: await makeImage(), type: 'image/png' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/avatar',
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const uploadOrderFile = async (user: TestUser, name: string) => {
  const body = await multipart([
    { name: 'file1', filename: name, bytes: Buffer.from('the work'), type: 'text/plain' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/upload_files',
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data[0].id as number;
};

const filesIn = (kind: string) => {
  const dir = path.join(t.config.uploadsDir, kind);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const postJob = async (client: TestUser, title: string, description: string) =>
  (await ok(client, 'POST', '/api/job', { ...jobForm(title), description })).data.id as number;

const propose = (freelancer: TestUser, jobId: number, coverLetter: string) =>
  ok(freelancer, 'POST', '/api/proposals/create', {
    bid: 80,
    cover_letter: coverLetter,
    duration: 'less than 1 month',
    job_post_id: jobId,
  });

describe('DELETE /api/user (delete my account)', () => {
  it("a freelancer's deletion leaves no personal data in any table, ends every session and keeps the books", async () => {
    expect(await textColumnCount(t.database.db)).toBeGreaterThan(40);
    const { user: freelancer, tag, telephone } = await person('freelancer');
    const client = await signUp(t.app, 'client');
    await uploadAvatar(freelancer);
    const [serviceImage, projectImage] = [
      await uploadImageIds(t, freelancer, 1, 'services'),
      await uploadImageIds(t, freelancer, 1, 'projects'),
    ];
    const { data: service } = await ok(freelancer, 'POST', '/api/services/create', {
      title: 'Logo design',
      description: `Logos in the style of ${tag}.`,
      category: 'Graphic Design',
      price: 100,
      delivery_days: 3,
      revisions: 1,
      images: serviceImage,
    });
    await ok(freelancer, 'POST', '/api/projects/create', {
      title: `Portfolio of ${tag}`,
      description: `Made by ${tag}.`,
      skills: ['Design'],
      images: projectImage,
    });
    // Sold, talked about, delivered with a file, accepted and reviewed both ways.
    const { data: order } = await ok(client, 'POST', '/api/orders', {
      service_id: service.id,
      requirements: 'A fox, in violet.',
    });
    await payOrder(t, client, order.id);
    const chatId = await chatOf(client, order.id);
    await ok(freelancer, 'POST', '/api/chats/storeMessage', {
      chat_id: chatId,
      message: `Hi, ${tag} here: call me on ${telephone}.`,
    });
    await ok(client, 'POST', '/api/chats/storeMessage', { chat_id: chatId, message: 'Great!' });
    const fileId = await uploadOrderFile(freelancer, `logo-by-${tag}.txt`);
    await ok(freelancer, 'POST', `/api/orders/${order.id}/deliver`, {
      message: `Signed, ${tag}.`,
      file_ids: [fileId],
    });
    await ok(client, 'POST', `/api/orders/${order.id}/accept`);
    const { data: clientReview } = await ok(client, 'POST', `/api/orders/${order.id}/reviews`, {
      stars: 4,
      comment: 'Clear and quick.',
    });
    await ok(freelancer, 'POST', `/api/orders/${order.id}/reviews`, {
      stars: 5,
      comment: `A kind client, says ${tag}.`,
    });
    await ok(freelancer, 'POST', `/api/reviews/${clientReview.mine.id}/reply`, {
      reply: `Thank you from ${tag}.`,
    });
    // A proposal still waiting on another client's job.
    const otherClient = await signUp(t.app, 'client');
    const otherJob = await postJob(otherClient, 'Brochure', 'Eight pages.');
    await propose(freelancer, otherJob, `${tag} can.`);
    await ok(freelancer, 'POST', `/api/jobs/${otherJob}/save`);
    const notices = await ok(client, 'GET', '/api/notifications');
    expect(JSON.stringify(notices)).toContain(tag);

    // The money the platform holds for the freelancer comes first.
    const held = await deleteAccount(freelancer);
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toBe(
      `${ACCOUNT_MESSAGES.blocked} ${ACCOUNT_MESSAGES.balance('90.00')}`,
    );
    expect((await call(client, 'GET', `/api/services/${service.id}`)).statusCode).toBe(200);
    expect((await findPersonalData(t.database.db, [tag])).length).toBeGreaterThan(10);
    await ok(freelancer, 'POST', '/api/earnings/payout', {});

    const wrong = await deleteAccount(freelancer, { password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: ACCOUNT_MESSAGES.passwordWrong,
      data: { password: ACCOUNT_MESSAGES.passwordWrong },
    });
    expect((await call(freelancer, 'GET', '/api/auth/me')).statusCode).toBe(200);

    const secondDevice = await signIn(t.app, freelancer.email, freelancer.password);
    const sibling = await t.buildSibling();
    const meOn = (app: TestApp['app'], token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await meOn(sibling, secondDevice)).statusCode).toBe(200);

    const done = await deleteAccount(freelancer);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ msg: ACCOUNT_MESSAGES.deleted });

    for (const app of [t.app, sibling])
      for (const token of [freelancer.token, secondDevice])
        expect((await meOn(app, token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: freelancer.email, password: freelancer.password },
    });
    expect(again.statusCode).toBe(401);

    expect(await findPersonalData(t.database.db, [tag, telephone, 'Iceland'])).toEqual([]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
    expect(filesIn('avatars')).toEqual([]);
    expect(filesIn('images')).toEqual([]);
    expect(filesIn('order-files')).toEqual([]);

    // The client's side still opens, with 'Deleted user' where the freelancer was.
    const orderView = (await ok(client, 'GET', `/api/orders/${order.id}`)).data;
    expect(orderView).toMatchObject({ status: 'completed', title: 'Logo design', price: 100 });
    expect(JSON.stringify(orderView)).toContain('"first_name":"Deleted","last_name":"user"');
    const chats = (await ok(client, 'GET', '/api/chats/getAll')).data as Array<{ id: number }>;
    expect(chats.map((chat) => chat.id)).toContain(chatId);
    const lines = (await ok(client, 'POST', '/api/chats/getAllMessages', { chat_id: chatId }))
      .data as Array<{ message: string }>;
    expect(lines.map((line) => line.message)).toEqual(
      expect.arrayContaining([ACCOUNT_MESSAGES.messageRemoved, 'Great!']),
    );
    expect((await ok(client, 'GET', `/api/orders/${order.id}/reviews`)).data.theirs).toMatchObject({
      stars: 5,
      comment: '',
    });
    expect(JSON.stringify(await ok(client, 'GET', '/api/notifications'))).toContain(
      'a deleted user',
    );
    expect((await ok(client, 'GET', `/api/user/${freelancer.id}`)).data).toMatchObject({
      first_name: 'Deleted',
      last_name: 'user',
      avatar_url: null,
    });
    expect((await call(client, 'GET', `/api/services/${service.id}`)).statusCode).toBe(404);
    expect((await call(client, 'GET', '/api/user/export')).statusCode).toBe(200);

    // The address and the username are free again.
    const back = await signUp(t.app, 'freelancer', { email: freelancer.email, username: tag });
    expect(back.id).not.toBe(freelancer.id);
  });

  it("a client's deletion takes their jobs, words and card details; the freelancer keeps the order", async () => {
    const { user: client, tag } = await person('client');
    const freelancer = await signUp(t.app, 'freelancer');
    const jobId = await postJob(client, `Brochure for ${tag}`, `Call ${tag} first.`);
    await propose(freelancer, jobId, 'I translate every week.');
    const serviceId = await createService(t, freelancer);
    const { data: order } = await ok(client, 'POST', '/api/orders', {
      service_id: serviceId,
      requirements: `Deliver to ${tag}.`,
    });
    await payOrder(t, client, order.id);
    await ok(client, 'POST', '/api/chats/storeMessage', {
      chat_id: await chatOf(client, order.id),
      message: `This is ${tag}.`,
    });
    await ok(freelancer, 'POST', `/api/orders/${order.id}/deliver`, { message: 'Here it is.' });
    await ok(client, 'POST', `/api/orders/${order.id}/revision`, { message: `${tag} wants red.` });
    await ok(freelancer, 'POST', `/api/orders/${order.id}/deliver`, { message: 'In red.' });
    await ok(client, 'POST', `/api/orders/${order.id}/accept`);
    await ok(client, 'POST', `/api/orders/${order.id}/reviews`, {
      stars: 5,
      comment: `From ${tag}: superb.`,
    });
    await ok(freelancer, 'POST', `/api/orders/${order.id}/reviews`, {
      stars: 4,
      comment: 'A clear brief.',
    });

    const done = await deleteAccount(client);
    expect(done.statusCode, done.body).toBe(200);
    expect(await findPersonalData(t.database.db, [tag])).toEqual([]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
    expect((await call(freelancer, 'GET', `/api/job/${jobId}`)).statusCode).toBe(404);
    const paid = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paid).toEqual([
      expect.objectContaining({ status: 'succeeded', cardBrand: null, cardLast4: null }),
    ]);

    const orderView = (await ok(freelancer, 'GET', `/api/orders/${order.id}`)).data;
    expect(orderView).toMatchObject({ status: 'completed', requirements: '' });
    const earnings = (await ok(freelancer, 'GET', '/api/earnings')).data;
    expect(earnings.available).toBe(90);
    expect((await ok(freelancer, 'GET', `/api/user/${freelancer.id}/reviews`)).data).toEqual([
      expect.objectContaining({ stars: 5, comment: '' }),
    ]);
    expect((await ok(freelancer, 'GET', `/api/services/${serviceId}`)).data).toMatchObject({
      rate: 5,
      rating_count: 1,
    });
  });

  it('is refused while an order is open, on either side, and changes nothing', async () => {
    const { freelancer, client, serviceId, orderId } = await fundedOrder(t);
    for (const user of [client, freelancer]) {
      const refused = await deleteAccount(user);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        `${ACCOUNT_MESSAGES.blocked} ${ACCOUNT_MESSAGES.openOrders(1)}`,
      );
      expect((await call(user, 'GET', '/api/auth/me')).statusCode).toBe(200);
    }
    expect((await call(client, 'GET', `/api/services/${serviceId}`)).statusCode).toBe(200);

    // A second open order, and money held: both are named.
    await ok(freelancer, 'POST', `/api/orders/${orderId}/deliver`, { message: 'Done.' });
    await ok(client, 'POST', `/api/orders/${orderId}/accept`);
    const next = await ok(client, 'POST', '/api/orders', {
      service_id: serviceId,
      requirements: 'Again.',
    });
    const unpaid = await ok(client, 'POST', '/api/orders', {
      service_id: serviceId,
      requirements: 'Once more.',
    });
    expect([next.data.status, unpaid.data.status]).toEqual([
      'awaiting_payment',
      'awaiting_payment',
    ]);
    const both = await deleteAccount(freelancer);
    expect(both.statusCode).toBe(409);
    expect(both.json().error).toBe(
      `${ACCOUNT_MESSAGES.blocked} ${ACCOUNT_MESSAGES.openOrders(2)} ${ACCOUNT_MESSAGES.balance('90.00')}`,
    );
    const orderStill = await call(client, 'GET', `/api/orders/${orderId}`);
    expect(orderStill.json().data.freelancer).toMatchObject({ username: freelancer.username });
  });

  it('is refused while an accepted contract runs', async () => {
    const client = await signUp(t.app, 'client');
    const freelancer = await signUp(t.app, 'freelancer');
    const jobId = await postJob(client, 'Brochure', 'Eight pages.');
    const { data: proposal } = await propose(freelancer, jobId, 'I can.');
    await ok(client, 'PUT', `/api/proposals/${proposal.id}/accept`);
    const refused = await deleteAccount(client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      `${ACCOUNT_MESSAGES.blocked} ${ACCOUNT_MESSAGES.openOrders(1)}`,
    );
    expect((await call(client, 'GET', `/api/job/${jobId}`)).statusCode).toBe(200);
  });

  it('needs a signed-in person and their password', async () => {
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      payload: { password: 'whatever it is' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUp(t.app, 'client');
    const missing = await deleteAccount(user, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data).toEqual({ password: MESSAGES.passwordRequired });
    expect((await call(user, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

// Kept apart from the scan: pictures uploaded but never attached go too.
describe('draft uploads', () => {
  it('are removed with the account', async () => {
    const { user } = await person('freelancer');
    const png = await makeImage();
    const body = await multipart([imagePart('file1', png)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/upload_images',
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const before = filesIn('images').length;
    expect(before).toBeGreaterThan(0);
    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(filesIn('images').length).toBe(before - 2);
  });
});

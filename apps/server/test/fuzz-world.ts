import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SANDBOX_CARDS } from '@marketplace/contract';
import { makeImage, uploadImageIds } from './catalog-fixtures.ts';
import { multipart } from './multipart.ts';
import { card, createService, placeOrder } from './order-fixtures.ts';
import { bearer, signUp, type TestApp, type TestUser } from './test-app.ts';
import type { InputHints } from './zod-arbitrary.ts';

/**
 * The objects the fuzz test aims at: one client and one freelancer who share a job, a
 * proposal, a contract with its chat, service orders in several states, and uploaded files.
 * Ids of real rows are what let a valid input get past "not found" into the service and the
 * database.
 */
export type FuzzWorld = {
  client: TestUser;
  freelancer: TestUser;
  ids: {
    users: number[];
    jobs: number[];
    jobFiles: number[];
    services: number[];
    projects: number[];
    images: number[];
    proposals: number[];
    /** Pending proposals kept apart, so accepting every proposal leaves one to refuse and one to withdraw. */
    toRefuse: number[];
    toWithdraw: number[];
    chats: number[];
    messages: number[];
    orders: number[];
    orderFiles: number[];
    payments: number[];
    notifications: number[];
  };
  /** The category names a job's skills and a service's category are chosen from. */
  categories: string[];
};

const created = (response: LightMyRequestResponse, status = 201) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data;
};

const uploadFile = async (
  t: TestApp,
  user: TestUser,
  url: string,
  name: string,
  bytes: Buffer,
  type: string,
): Promise<number> => {
  const body = await multipart([{ name: 'file1', filename: name, bytes, type }]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
  return created(response)[0].id;
};

/** A job of the client's, open for proposals; answers its id. */
export const postJob = async (
  t: TestApp,
  client: TestUser,
  title: string,
  fileIds: number[] = [],
): Promise<number> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/job',
    headers: bearer(client.token),
    payload: {
      title,
      description: 'French to English, 8 pages.',
      skills: ['Translation'],
      level: 'Beginner',
      size: 'Small',
      budjet: 50,
      expected_delivery_time: 7,
      file_ids: fileIds,
    },
  });
  return created(response).id;
};

export const buildFuzzWorld = async (t: TestApp): Promise<FuzzWorld> => {
  const [client, freelancer] = await Promise.all([
    signUp(t.app, 'client'),
    signUp(t.app, 'freelancer'),
  ]);
  const as = (user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), payload });

  const text = Buffer.from('Brief: a fox, in violet.\n');
  // A stored public file that no generated call replaces (they change service pictures).
  const avatar = await multipart([
    { name: 'avatar', filename: 'me.png', bytes: await makeImage(), type: 'image/png' },
  ]);
  created(
    await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(freelancer.token), ...avatar.headers },
      payload: avatar.payload,
    }),
    200,
  );
  const jobFile = await uploadFile(
    t,
    client,
    '/api/job/upload_files',
    'brief.txt',
    text,
    'text/plain',
  );
  const spareJobFile = await uploadFile(
    t,
    client,
    '/api/job/upload_files',
    'spare.txt',
    text,
    'text/plain',
  );
  const job = (title: string, fileIds: number[] = []) => postJob(t, client, title, fileIds);
  const jobs = [await job('Translate a brochure', [jobFile]), await job('Proofread a menu')];
  const spareJobs = [await job('Caption a video'), await job('Name a bakery')];

  const images = await uploadImageIds(t, freelancer, 2, 'services');
  const projectImages = await uploadImageIds(t, freelancer, 1, 'projects');
  const serviceId = await createService(t, freelancer, { price: 40 });
  created(await as(freelancer, 'PUT', `/api/services/${serviceId}`, { images }), 200);
  const project = created(
    await as(freelancer, 'POST', '/api/projects/create', {
      title: 'Bakery logo',
      description: 'A logo and a menu.',
      skills: ['Design'],
      images: projectImages,
    }),
  );

  const propose = (jobId: number) =>
    as(freelancer, 'POST', '/api/proposals/create', {
      bid: 60,
      cover_letter: 'I translate marketing material every week.',
      duration: 'less than 1 month',
      job_post_id: jobId,
    }).then((response) => created(response).id as number);
  const proposals = [await propose(jobs[0] ?? 0), await propose(jobs[1] ?? 0)];
  const toRefuse = [await propose(spareJobs[0] ?? 0)];
  const toWithdraw = [await propose(spareJobs[1] ?? 0)];
  const accepted = created(await as(client, 'PUT', `/api/proposals/${proposals[0]}/accept`), 200);
  const chatId: number = accepted.chat.id;
  const message = created(
    await as(client, 'POST', '/api/chats/storeMessage', { chat_id: chatId, message: 'Hello!' }),
  );

  const orderFile = await uploadFile(
    t,
    client,
    '/api/orders/upload_files',
    'notes.txt',
    text,
    'text/plain',
  );
  const unpaid = await placeOrder(t, client, serviceId);
  const paid = await placeOrder(t, client, serviceId);
  const paidResult = created(await as(client, 'POST', `/api/orders/${paid}/pay`, card()), 200);
  const confirming = await placeOrder(t, client, serviceId);
  const confirmResult = created(
    await as(
      client,
      'POST',
      `/api/orders/${confirming}/pay`,
      card(SANDBOX_CARDS.needsConfirmation),
    ),
    200,
  );

  const notifications = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(freelancer.token),
  });
  const categories = await t.app.inject({
    method: 'GET',
    url: '/api/categories',
    headers: bearer(client.token),
  });
  return {
    client,
    freelancer,
    ids: {
      users: [client.id, freelancer.id],
      jobs: [...jobs, ...spareJobs],
      jobFiles: [jobFile, spareJobFile],
      services: [serviceId],
      projects: [project.id],
      images: [...images, ...projectImages],
      proposals,
      toRefuse,
      toWithdraw,
      chats: [chatId],
      messages: [message.id],
      orders: [accepted.proposal.order.id, unpaid, paid, confirming],
      orderFiles: [orderFile],
      payments: [paidResult.payment.id, confirmResult.payment.id],
      notifications: (notifications.json().data as { id: number }[]).map((item) => item.id),
    },
    categories: (created(categories, 200) as { name: string }[]).map((category) => category.name),
  };
};

/** Routes whose success creates an object the later routes can aim at. */
const CREATES: Record<string, keyof FuzzWorld['ids']> = {
  'POST /api/auth/register': 'users',
  'POST /api/job': 'jobs',
  'POST /api/job/upload_files': 'jobFiles',
  'POST /api/services/create': 'services',
  'POST /api/services/upload_images': 'images',
  'POST /api/projects/create': 'projects',
  'POST /api/projects/upload_images': 'images',
  'POST /api/proposals/create': 'proposals',
  'POST /api/chats/storeMessage': 'messages',
  'POST /api/orders': 'orders',
  'POST /api/orders/upload_files': 'orderFiles',
};

/** Adds the ids a successful create answered to the world, for the routes called after it. */
export const harvestIds = (world: FuzzWorld, route: string, response: LightMyRequestResponse) => {
  const pool = CREATES[route];
  const json = /json/.test(String(response.headers['content-type']));
  if (!pool || response.statusCode >= 300 || !json) return;
  const data: unknown = response.json().data;
  for (const item of [data].flat())
    if (item && typeof item === 'object' && 'id' in item && typeof item.id === 'number')
      world.ids[pool].push(item.id);
};

const oneOf = (values: number[]) => fc.constantFrom(...(values.length > 0 ? values : [1]));
const someOf = (values: number[]) => fc.subarray(values.length > 0 ? values : [1]);

/** Which real rows a route's `:id` (or `:jobId`, `:ref`) names, by the route's address. */
export const pathIdPool = (world: FuzzWorld, url: string): fc.Arbitrary<unknown> | undefined => {
  const { ids } = world;
  const byAddress: [RegExp, number[]][] = [
    [/^\/api\/job\/files\//, ids.jobFiles],
    [/^\/api\/(job|jobs|categories)\/:id/, ids.jobs],
    [/^\/api\/proposals\/:jobId/, ids.jobs],
    [/^\/api\/proposals\/:id\/refuse/, ids.toRefuse],
    [/^\/api\/proposals\/:id\/withdraw/, ids.toWithdraw],
    [/^\/api\/proposals\/:id/, ids.proposals],
    [/^\/api\/services\/:id/, ids.services],
    [/^\/api\/projects\/:id/, ids.projects],
    [/^\/api\/chats\/:id/, ids.chats],
    [/^\/api\/orders\/files\//, ids.orderFiles],
    [/^\/api\/orders\/:id/, ids.orders],
    [/^\/api\/user\/:(id|ref)/, ids.users],
  ];
  const match = byAddress.find(([pattern]) => pattern.test(url));
  if (!match) return undefined;
  if (url.includes(':ref'))
    return fc.oneof(
      oneOf(match[1]),
      fc.constantFrom(world.client.username, world.freelancer.username),
    );
  return oneOf(match[1]);
};

/** Real values for body and query fields, by field name (file ids depend on the route). */
export const inputHints = (world: FuzzWorld, url: string): InputHints => ({
  pools: fieldPools(world, url),
  sameAs: { confirm_password: ['new_password', 'password'] },
});

const fieldPools = (world: FuzzWorld, url: string) => {
  const { ids } = world;
  const fileIds = url.startsWith('/api/orders') ? ids.orderFiles : ids.jobFiles;
  const someCategories = fc.subarray(world.categories, { minLength: 1, maxLength: 3 });
  return {
    category: fc.constantFrom(...world.categories),
    skills: someCategories,
    // Later than any test run, in both forms the route reads.
    end_date: fc.constantFrom('2031-05-01', '2031-05-01T12:00:00Z'),
    chat_id: oneOf(ids.chats),
    message_id: oneOf(ids.messages),
    job_post_id: oneOf(ids.jobs),
    service_id: oneOf(ids.services),
    payment_id: oneOf(ids.payments),
    file_ids: someOf(fileIds),
    removed_file_ids: someOf(ids.jobFiles),
    images: someOf(ids.images),
    card_number: fc.constantFrom(...Object.values(SANDBOX_CARDS)),
    expiry: fc.constantFrom('12/40', '01/30', '1/2'),
    ...(url === '/api/notifications/read' ? { id: oneOf(ids.notifications) } : {}),
    ...(url === '/api/auth/login'
      ? {
          email: fc.constantFrom(world.client.email, world.freelancer.email),
          password: fc.constant(world.client.password),
        }
      : {}),
  };
};

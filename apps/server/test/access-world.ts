import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SANDBOX_CARDS } from '@marketplace/contract';
import { makeImage } from './catalog-fixtures.ts';
import { multipart } from './multipart.ts';
import { card, jobForm } from './order-fixtures.ts';
import { bearer, signIn, signUp, type TestApp, type TestUser } from './test-app.ts';

/**
 * The people of the access-matrix test and what A's side owns: client A's job (with a file),
 * freelancer A's accepted proposal on it (a contract with its chat and escrow order), an open
 * job of client A both freelancers bid on, freelancer A's service (with a picture) and project,
 * and client A's order of that service, delivered with a file. Every private text carries a
 * sentinel word, and everyone a telephone of their own, so the test finds them in any answer.
 */
export const CALLERS = ['anonymous', 'clientB', 'freelancerB', 'freelancerA', 'clientA'] as const;
export type Caller = (typeof CALLERS)[number];
export type Person = Exclude<Caller, 'anonymous'>;
export const PEOPLE: Person[] = ['clientA', 'clientB', 'freelancerA', 'freelancerB'];

export type Member = TestUser & { telephone: string };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const tag = randomBytes(3).toString('hex');
/** Private texts, each starting with a sentinel word found in any answer that holds it. */
export const PRIVATE_TEXTS = {
  cover: `cover-letter-sentinel-${tag} I have done this kind of work many times.`,
  chat: `chat-sentinel-${tag} shall we start on Monday?`,
  order: `order-sentinel-${tag} a fox, in violet`,
  rivalCover: `rival-cover-sentinel-${tag} I can start tomorrow.`,
} as const;
/** Who may read each: who wrote it and to whom (a proposal goes to the job's client). */
export const READERS: Record<keyof typeof PRIVATE_TEXTS, Person[]> = {
  cover: ['clientA', 'freelancerA'],
  chat: ['clientA', 'freelancerA'],
  order: ['clientA', 'freelancerA'],
  rivalCover: ['clientA', 'freelancerB'],
};

export const serviceForm = () => ({
  title: 'Logo design',
  description: 'Three concepts and the source files.',
  category: 'Graphic Design',
  price: 100,
  delivery_days: 3,
  revisions: 1,
});

export const projectForm = () => ({ title: 'Bakery website', description: 'Menu and a map.' });

export const createWorld = async (t: TestApp) => {
  const telephoneOf: Record<Person, string> = {
    clientA: '+1 (555) 010-4101',
    freelancerA: '+1 (555) 010-4102',
    clientB: '+1 (555) 010-4103',
    freelancerB: '+1 (555) 010-4104',
  };
  const join = async (who: Person): Promise<Member> => {
    const accountType = who.startsWith('client') ? 'client' : 'freelancer';
    const email = `${who.toLowerCase()}-${tag}@example.com`;
    const user = await signUp(t.app, accountType, { email, username: `${who}_${tag}` });
    const member = { ...user, telephone: telephoneOf[who] };
    await call(member, 'POST', '/api/user', { telephone: member.telephone });
    return member;
  };

  /** A call the world needs to succeed; anything else stops the test with the answer. */
  const call = async (
    user: TestUser,
    method: Method,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(user.token),
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const dataOf = async (...args: Parameters<typeof call>) => (await call(...args)).json().data;

  const upload = async (user: TestUser, url: string, name: string, bytes: Buffer) => {
    const type = name.endsWith('.png') ? 'image/png' : 'text/plain';
    const form = await multipart([{ name: 'file1', filename: name, bytes, type }]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
    return (response.json().data as { id: number }[])[0]?.id ?? 0;
  };

  // Signing up hashes a password, the slow part: all four at once.
  const [clientA, clientB, freelancerA, freelancerB] = await Promise.all([
    join('clientA'),
    join('clientB'),
    join('freelancerA'),
    join('freelancerB'),
  ]);
  const users = { clientA, clientB, freelancerA, freelancerB } satisfies Record<Person, Member>;
  const png = await makeImage();

  const job = async (fileIds: number[] = []): Promise<number> =>
    (await dataOf(clientA, 'POST', '/api/job', { ...jobForm(), file_ids: fileIds })).id;
  const propose = async (freelancer: TestUser, jobId: number, coverLetter: string) =>
    (
      await dataOf(freelancer, 'POST', '/api/proposals/create', {
        bid: 80,
        cover_letter: coverLetter,
        duration: 'less than 1 month',
        job_post_id: jobId,
      })
    ).id as number;
  const pendingProposal = async (jobId?: number) => {
    const onJob = jobId ?? (await job());
    return { jobId: onJob, proposalId: await propose(freelancerA, onJob, PRIVATE_TEXTS.cover) };
  };
  /** An accepted proposal: a contract, its chat with a message each way, its escrow order. */
  const contract = async ({ funded = false, jobId }: { funded?: boolean; jobId?: number } = {}) => {
    const { proposalId } = await pendingProposal(jobId);
    const accepted = await dataOf(clientA, 'PUT', `/api/proposals/${proposalId}/accept`);
    const chatId: number = accepted.chat.id;
    const orderId: number = accepted.proposal.order.id;
    const say = (user: TestUser) =>
      dataOf(user, 'POST', '/api/chats/storeMessage', {
        chat_id: chatId,
        message: PRIVATE_TEXTS.chat,
      });
    const message = await say(clientA);
    await say(freelancerA);
    if (funded) await call(clientA, 'POST', `/api/orders/${orderId}/pay`, card());
    return { proposalId, chatId, orderId, messageId: message.id as number };
  };
  const service = async (images: number[] = []) =>
    dataOf(freelancerA, 'POST', '/api/services/create', { ...serviceForm(), images });
  const project = async (): Promise<number> =>
    (await dataOf(freelancerA, 'POST', '/api/projects/create', projectForm())).id;

  const picture = await upload(freelancerA, '/api/services/upload_images', 'logo.png', png);
  const shownService = await service([picture]);
  const serviceId: number = shownService.id;
  type OrderState =
    'awaiting_payment' | 'needs_confirmation' | 'in_escrow' | 'delivered' | 'completed';
  /** Client A's order of freelancer A's service, taken as far as `state`. */
  const order = async (state: OrderState) => {
    const id: number = (
      await dataOf(clientA, 'POST', '/api/orders', {
        service_id: serviceId,
        requirements: PRIVATE_TEXTS.order,
      })
    ).id;
    let paymentId = 0;
    let fileId = 0;
    if (state === 'needs_confirmation')
      paymentId = (
        await dataOf(
          clientA,
          'POST',
          `/api/orders/${id}/pay`,
          card(SANDBOX_CARDS.needsConfirmation),
        )
      ).payment.id;
    if (state === 'in_escrow' || state === 'delivered' || state === 'completed')
      await call(clientA, 'POST', `/api/orders/${id}/pay`, card());
    if (state === 'delivered' || state === 'completed') {
      fileId = await upload(freelancerA, '/api/orders/upload_files', 'final.txt', Buffer.from('x'));
      await call(freelancerA, 'POST', `/api/orders/${id}/deliver`, {
        message: PRIVATE_TEXTS.order,
        file_ids: [fileId],
      });
    }
    if (state === 'completed') await call(clientA, 'POST', `/api/orders/${id}/accept`);
    return { id, paymentId, fileId };
  };

  const jobFileId = await upload(clientA, '/api/job/upload_files', 'brief.txt', Buffer.from('b'));
  const jobId = await job([jobFileId]);
  // An open job both freelancers bid on: each proposal is for its writer and the client only.
  const openJobId = await job();
  await propose(freelancerA, openJobId, PRIVATE_TEXTS.cover);
  await propose(freelancerB, openJobId, PRIVATE_TEXTS.rivalCover);
  const shared = { contract: await contract({ jobId }), order: await order('delivered') };
  const notifications = await call(freelancerA, 'GET', '/api/notifications');

  return {
    t,
    users,
    jobId,
    jobFileId,
    openJobId,
    ...shared,
    serviceId,
    projectId: await project(),
    /** `/api/files/images/<name>`: public, like every picture. */
    pictureUrl: (shownService.images as { url: string }[])[0]?.url ?? '',
    notificationId: (notifications.json().data as { id: number }[])[0]?.id ?? 0,
    /** Objects made for one route whose calls change or use them up. */
    fresh: {
      job,
      pendingProposal,
      contract,
      service: async (): Promise<number> => (await service()).id,
      project,
      order,
      /** A session of its own, for calls that end the one they use. */
      session: (who: Person) => signIn(t.app, users[who].email, users[who].password),
    },
    call,
  };
};

export type World = Awaited<ReturnType<typeof createWorld>>;

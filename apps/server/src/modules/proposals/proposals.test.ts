import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROPOSAL_MESSAGES } from '@marketplace/contract';
import { chats } from '#db/schema/index.ts';
import { card, orderCall } from '#test/order-fixtures.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

let t: TestApp;
let client: TestUser;
let otherClient: TestUser;
let freelancer: TestUser;
let otherFreelancer: TestUser;

const createJob = async (owner: TestUser, budjet = 100) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/job',
    headers: bearer(owner.token),
    payload: {
      title: 'Translate a brochure',
      description: 'French to English, 8 pages.',
      skills: ['Translation'],
      level: 'Beginner',
      size: 'Small',
      budjet,
      expected_delivery_time: 7,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
};

const propose = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/proposals/create',
    headers: bearer(user.token),
    payload,
  });

const validProposal = (jobId: number) => ({
  bid: 120.5,
  cover_letter: 'I translate marketing material every week.',
  duration: 'less than 1 month',
  job_post_id: jobId,
});

const act = (user: TestUser, proposalId: number, action: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/proposals/${proposalId}/${action}`,
    headers: bearer(user.token),
  });

beforeAll(async () => {
  t = await createTestApp();
  [client, otherClient, freelancer, otherFreelancer] = await Promise.all([
    signUp(t.app, 'client'),
    signUp(t.app, 'client'),
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'freelancer'),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/proposals/create', () => {
  it('stores the proposal with the 10% fee and what the freelancer receives, in cents', async () => {
    const job = await createJob(client);
    const response = await propose(freelancer, validProposal(job.id));
    expect(response.statusCode).toBe(201);
    const proposal = response.json().data;
    expect(proposal).toMatchObject({
      job_post_id: job.id,
      freelancer_id: freelancer.id,
      client_id: client.id,
      bid: 120.5,
      fee: 12.05,
      receive: 108.45,
      status: 'pending',
      started_at: null,
      ends_at: null,
      job: { id: job.id, title: 'Translate a brochure', budjet: 100 },
      freelancer: { username: freelancer.username },
    });
    expect(proposal.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it.each([
    ['bid', 0, PROPOSAL_MESSAGES.bidPositive],
    ['bid', -3, PROPOSAL_MESSAGES.bidPositive],
    ['duration', '', PROPOSAL_MESSAGES.durationRequired],
    ['duration', 'forever', PROPOSAL_MESSAGES.durationRequired],
    ['cover_letter', '   ', PROPOSAL_MESSAGES.coverLetterRequired],
    ['cover_letter', 'x'.repeat(10_001), PROPOSAL_MESSAGES.coverLetterTooLong],
  ])('rejects %s = %j with its message', async (field, value, message) => {
    const job = await createJob(client);
    const response = await propose(freelancer, { ...validProposal(job.id), [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().data[field]).toBe(message);
  });

  it('rejects a bid below the budget naming the minimum, a duplicate, and a deleted job', async () => {
    const job = await createJob(client, 250);
    const low = await propose(freelancer, { ...validProposal(job.id), bid: 249.99 });
    expect(low.statusCode).toBe(422);
    expect(low.json().data.bid).toContain('$250.00');
    expect((await propose(freelancer, { ...validProposal(job.id), bid: 250 })).statusCode).toBe(
      201,
    );
    const duplicate = await propose(freelancer, { ...validProposal(job.id), bid: 300 });
    expect(duplicate.statusCode).toBe(409);

    const gone = await createJob(client);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/job/${gone.id}`,
      headers: bearer(client.token),
    });
    expect((await propose(freelancer, validProposal(gone.id))).statusCode).toBe(404);
  });

  it('is for freelancers only and needs a token', async () => {
    const job = await createJob(client);
    expect((await propose(client, validProposal(job.id))).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/proposals/create',
          payload: validProposal(job.id),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('reading proposals', () => {
  it('shows the owner every proposal on the job, a freelancer only their own, and others nothing', async () => {
    const job = await createJob(client);
    await propose(freelancer, validProposal(job.id));
    await propose(otherFreelancer, validProposal(job.id));
    const get = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: `/api/proposals/${job.id}`, headers: bearer(user.token) });
    expect((await get(client)).json().data).toHaveLength(2);
    const own = (await get(freelancer)).json().data;
    expect(own.map((p: { freelancer_id: number }) => p.freelancer_id)).toEqual([freelancer.id]);
    expect((await get(otherClient)).json().data).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/proposals/abc',
          headers: bearer(client.token),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lists a client their received proposals by status and a freelancer their sent ones', async () => {
    const owner = await signUp(t.app, 'client');
    const job = await createJob(owner);
    const sent = (await propose(freelancer, validProposal(job.id))).json().data;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/proposals/getMyProposals?status=pending',
      headers: bearer(owner.token),
    });
    expect(mine.json().data.map((p: { id: number }) => p.id)).toEqual([sent.id]);
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/proposals/getMyProposals?status=active',
      headers: bearer(owner.token),
    });
    expect(active.json().data).toEqual([]);
    const freelancerList = await t.app.inject({
      method: 'GET',
      url: '/api/proposals/getFreelancerProposals',
      headers: bearer(freelancer.token),
    });
    expect(freelancerList.json().data.map((p: { id: number }) => p.id)).toContain(sent.id);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/proposals/getMyProposals',
          headers: bearer(freelancer.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/proposals/getMyProposals?status=lost',
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('transitions', () => {
  it('accepts a pending proposal: active, started, one chat, and counts on the job', async () => {
    const job = await createJob(client);
    const proposal = (await propose(freelancer, validProposal(job.id))).json().data;
    const response = await act(client, proposal.id, 'accept');
    expect(response.statusCode).toBe(200);
    const { proposal: accepted, chat } = response.json().data;
    expect(accepted.status).toBe('active');
    expect(accepted.started_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(chat).toMatchObject({
      job_post_id: job.id,
      client_id: client.id,
      freelancer_id: freelancer.id,
      end_date: null,
    });
    expect(accepted.chat_id).toBe(chat.id);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/job/${job.id}`,
      headers: bearer(freelancer.token),
    });
    expect(detail.json().data).toMatchObject({
      proposals_count: 1,
      interviewing_count: 1,
      applied: true,
    });
    expect(detail.json().data.client.hires).toBeGreaterThanOrEqual(1);

    expect((await act(client, proposal.id, 'accept')).statusCode).toBe(409);
    expect((await act(client, proposal.id, 'refuse')).statusCode).toBe(409);
    expect((await act(freelancer, proposal.id, 'withdraw')).statusCode).toBe(409);
    const deleteJob = await t.app.inject({
      method: 'DELETE',
      url: `/api/job/${job.id}`,
      headers: bearer(client.token),
    });
    expect(deleteJob.statusCode).toBe(409);

    // The contract needs its escrow funded before it can complete (and release).
    expect(accepted.order).toMatchObject({ status: 'awaiting_payment' });
    const unfunded = await act(client, proposal.id, 'complete');
    expect(unfunded.statusCode).toBe(409);
    expect(unfunded.json().error).toMatch(/^Fund this contract before completing it/);
    const paid = await orderCall(t, client, accepted.order.id, 'pay', card());
    expect(paid.json().data.order).toMatchObject({ kind: 'contract', status: 'in_escrow' });

    const completed = await act(client, proposal.id, 'complete');
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.order.status).toBe('completed');
    expect(completed.json().data.status).toBe('done');
    expect(completed.json().data.ends_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await act(client, proposal.id, 'complete')).statusCode).toBe(409);

    // The contract's chat ended with it: read-only, and its end date stays.
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/chats/storeMessage',
      headers: bearer(freelancer.token),
      payload: { chat_id: chat.id, message: 'One more thing' },
    });
    expect(message.statusCode).toBe(409);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/chats/setExpiryDate',
      headers: bearer(client.token),
      payload: { chat_id: chat.id, end_date: '2099-01-01' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe(
      'This contract is complete, so its end date can no longer change.',
    );
  });

  it('makes two simultaneous accepts one transition and one chat', async () => {
    const job = await createJob(client);
    const proposal = (await propose(freelancer, validProposal(job.id))).json().data;
    const results = await Promise.all([
      act(client, proposal.id, 'accept'),
      act(client, proposal.id, 'accept'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(chats).where(eq(chats.proposalId, proposal.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses and withdraws pending proposals, only by the right people', async () => {
    const job = await createJob(client);
    const first = (await propose(freelancer, validProposal(job.id))).json().data;
    const second = (await propose(otherFreelancer, validProposal(job.id))).json().data;
    expect((await act(otherClient, first.id, 'accept')).statusCode).toBe(403);
    expect((await act(otherClient, first.id, 'refuse')).statusCode).toBe(403);
    expect((await act(freelancer, first.id, 'accept')).statusCode).toBe(403);
    expect((await act(otherFreelancer, first.id, 'withdraw')).statusCode).toBe(403);
    expect((await act(client, first.id, 'complete')).statusCode).toBe(409);

    const refused = await act(client, first.id, 'refuse');
    expect(refused.json().data.status).toBe('refused');
    const withdrawn = await act(otherFreelancer, second.id, 'withdraw');
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect((await act(client, 999999, 'accept')).statusCode).toBe(404);
    expect((await act(client, 0, 'accept')).statusCode).toBe(400);
  });
});

describe('GET /api/user and /api/user/:id with proposals', () => {
  it('counts proposals sent and received, and shows contact details only to a proposal partner', async () => {
    const owner = await signUp(t.app, 'client');
    const sender = await signUp(t.app, 'freelancer');
    const stranger = await signUp(t.app, 'client');
    await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer(sender.token),
      payload: { telephone: '+1 555 0100' },
    });
    const job = await createJob(owner);
    await propose(sender, validProposal(job.id));

    const info = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect((await info(sender)).json().data.proposals).toBe(1);
    expect((await info(owner)).json().data.proposals).toBe(1);

    const asOwner = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/${sender.id}`,
        headers: bearer(owner.token),
      })
    ).json().data;
    expect(asOwner).toMatchObject({ email: sender.email, telephone: '+1 555 0100' });
    const asSender = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/${owner.id}`,
        headers: bearer(sender.token),
      })
    ).json().data;
    expect(asSender.email).toBe(owner.email);
    const asStranger = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/${sender.id}`,
        headers: bearer(stranger.token),
      })
    ).json().data;
    expect(asStranger).not.toHaveProperty('email');
    expect(asStranger).not.toHaveProperty('telephone');
  });

  it('stops sharing contact details once the proposal is withdrawn', async () => {
    const owner = await signUp(t.app, 'client');
    const sender = await signUp(t.app, 'freelancer');
    const job = await createJob(owner);
    const proposal = (await propose(sender, validProposal(job.id))).json().data;
    expect((await act(sender, proposal.id, 'withdraw')).statusCode).toBe(200);
    for (const [viewer, viewed] of [
      [sender, owner],
      [owner, sender],
    ] as const) {
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/user/${viewed.id}`,
        headers: bearer(viewer.token),
      });
      expect(profile.json().data).not.toHaveProperty('email');
    }
  });
});

describe('notifications', () => {
  it('tells the client about a new proposal and the freelancer about the answer', async () => {
    const owner = await signUp(t.app, 'client');
    const sender = await signUp(t.app, 'freelancer');
    const job = await createJob(owner);
    const proposal = (await propose(sender, validProposal(job.id))).json().data;
    await act(owner, proposal.id, 'refuse');
    const list = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) });
    const ownerList = (await list(owner)).json();
    expect(ownerList.data.map((n: { kind: string }) => n.kind)).toEqual(['proposal_received']);
    // Each opens the Pending tab filtered to the job it is about.
    expect(ownerList.data[0].link).toBe(`/proposals/?tab=pending&job=${job.id}`);
    expect(ownerList.meta.unread_count).toBe(1);
    const senderList = (await list(sender)).json();
    expect(senderList.data.map((n: { kind: string }) => n.kind)).toEqual(['proposal_refused']);
    expect(senderList.data[0].link).toBe(`/proposals/?tab=pending&job=${job.id}`);

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(owner.token),
      payload: {},
    });
    expect(read.json().data.unread_count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

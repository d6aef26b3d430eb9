import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import {
  chats,
  images,
  jobPosts,
  messages,
  orders,
  proposals,
  savedJobs,
} from '#db/schema/index.ts';
import { uploadImageIds } from '#test/catalog-fixtures.ts';
import {
  card,
  createService,
  jobForm,
  ledgerViolations,
  movementsOf,
} from '#test/order-fixtures.ts';
import { createRaceRounds, type Fire } from '#test/race-rounds.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

/**
 * Two or three conflicting calls at once, round after round, for every path that changes a
 * contract, a job, a service or a project. Each round must end in one state that a person
 * reading it back through the API would call consistent, and no call may answer 5xx: the
 * loser of a race gets 404 or 409 with the module's own sentence. One side of every race
 * goes through a second app instance on the same database, as behind a load balancer; on
 * PostgreSQL (DATABASE_URL) the calls meet on a pool of real connections, on PGlite (one
 * connection) their transactions take turns, which still checks that each path re-reads the
 * state under its lock. RACE_ROUNDS (or DEEP=1) runs more rounds per race.
 */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? (process.env.DEEP ? 30 : 3));
// A round takes up to a few seconds on a busy machine; each test runs ROUNDS of them.
vi.setConfig({ testTimeout: 30_000 + ROUNDS * 3_000 });

const JOB_GONE = 'This job post does not exist or was deleted.';
const SERVICE_GONE = 'This service does not exist or was deleted.';
const PROJECT_GONE = 'This project does not exist or was deleted.';
const PROPOSAL_GONE = 'This proposal does not exist.';

let t: TestApp;
let other: FastifyInstance;
let client: TestUser;
let freelancer: TestUser;
let freelancer2: TestUser;
const rounds = createRaceRounds();

beforeAll(async () => {
  t = await createTestApp({
    ORDER_TIMER_INTERVAL_SECONDS: '86400',
    // Every round checks that the ended chat refuses a message: more than a minute's pace.
    CHAT_MESSAGES_PER_MINUTE: '100000',
  });
  other = await t.buildSibling();
  [client, freelancer, freelancer2] = await Promise.all([
    signUp(t.app, 'client'),
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'freelancer'),
  ]);
});
afterAll(async () => {
  // The figures of the run, for the record (how many races, rounds, outcomes and failures).
  console.info(`Race suite on ${t?.database.kind}:\n${rounds.report()}`);
  await t?.close();
});

const send = (
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

const expectStatus = (response: LightMyRequestResponse, ...allowed: number[]) =>
  expect(allowed, `${response.statusCode} ${response.body}`).toContain(response.statusCode);

/** A loser's answer: the status and the module's own sentence, not a generic one. */
const expectRefusal = (
  response: LightMyRequestResponse,
  status: number,
  error: string | RegExp,
) => {
  expect(response.statusCode, response.body).toBe(status);
  if (typeof error === 'string') expect(response.json().error).toBe(error);
  else expect(response.json().error).toMatch(error);
};

const newJob = async (owner = client, budjet = 80) => {
  const response = await send(t.app, owner, 'POST', '/api/job', jobForm(undefined, budjet));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
};

const proposal = (jobId: number, bid = 80) => ({
  bid,
  cover_letter: 'I translate marketing material every week.',
  duration: 'less than 1 month',
  job_post_id: jobId,
});

const propose = (app: FastifyInstance, jobId: number, who = freelancer) =>
  send(app, who, 'POST', '/api/proposals/create', proposal(jobId));

const pendingProposal = async () => {
  const jobId = await newJob();
  const response = await propose(t.app, jobId);
  expect(response.statusCode, response.body).toBe(201);
  return { jobId, proposalId: response.json().data.id as number };
};

const act = (app: FastifyInstance, user: TestUser, proposalId: number, action: string) =>
  send(app, user, 'PUT', `/api/proposals/${proposalId}/${action}`);

/** An accepted proposal whose escrow is paid: a running contract with its chat. */
const fundedContract = async () => {
  const { jobId, proposalId } = await pendingProposal();
  const accepted = await act(t.app, client, proposalId, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { chat, proposal: dto } = accepted.json().data;
  const paid = await send(t.app, client, 'POST', `/api/orders/${dto.order.id}/pay`, card());
  expect(paid.statusCode, paid.body).toBe(200);
  return { jobId, proposalId, chatId: chat.id as number, orderId: dto.order.id as number };
};

const proposalOf = async (jobId: number, proposalId: number) => {
  const response = await send(t.app, client, 'GET', `/api/proposals/${jobId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json().data as Array<{ id: number; status: string; ends_at: string | null }>
  ).find((p) => p.id === proposalId);
};

const chatOf = async (chatId: number) => {
  const response = await send(t.app, client, 'GET', `/api/chats/${chatId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { ended: boolean; end_date: string | null };
};

/** The stored end of the contract and of its chat, read past the API. */
const endsOf = async (proposalId: number) => {
  const [row] = await t.database.db
    .select({ proposalEnds: proposals.endsAt, chatEnds: chats.endDate, status: proposals.status })
    .from(proposals)
    .innerJoin(chats, eq(chats.proposalId, proposals.id))
    .where(eq(proposals.id, proposalId));
  if (!row) throw new Error(`no contract ${proposalId}`);
  return row;
};

/** The contract is over for good: done, ended now or before, its chat read-only, paid out. */
const expectContractDone = async (c: Awaited<ReturnType<typeof fundedContract>>) => {
  const now = Date.now();
  const ends = await endsOf(c.proposalId);
  expect(ends.status).toBe('done');
  expect(ends.proposalEnds?.getTime()).toBe(ends.chatEnds?.getTime());
  expect(ends.proposalEnds?.getTime()).toBeLessThanOrEqual(now);
  expect((await proposalOf(c.jobId, c.proposalId))?.status).toBe('done');
  const chat = await chatOf(c.chatId);
  expect(chat.ended).toBe(true);
  const message = await send(t.app, freelancer, 'POST', '/api/chats/storeMessage', {
    chat_id: c.chatId,
    message: 'One more thing',
  });
  expect(message.statusCode, message.body).toBe(409);
  expect(await movementsOf(t.database.db, c.orderId)).toEqual({ payment: 1, release: 1 });
};

const jobIsGone = async (jobId: number) => {
  expectRefusal(await send(t.app, freelancer, 'GET', `/api/job/${jobId}`), 404, JOB_GONE);
  const [saved, sent, rows] = await Promise.all([
    t.database.db.select().from(savedJobs).where(eq(savedJobs.jobId, jobId)),
    t.database.db.select().from(proposals).where(eq(proposals.jobId, jobId)),
    t.database.db.select().from(chats).where(eq(chats.jobId, jobId)),
  ]);
  expect({ saved, sent, rows }).toEqual({ saved: [], sent: [], rows: [] });
};

const deleteJob = (app: FastifyInstance, jobId: number) =>
  send(app, client, 'DELETE', `/api/job/${jobId}`);

/** Runs one race for ROUNDS rounds; every round must keep every rule. */
const race = async (name: string, round: (fire: Fire, index: number) => Promise<string>) => {
  const score = await rounds.run(name, ROUNDS, round);
  expect(score.failedRounds).toEqual([]);
  expect(score.roundsWith5xx).toBe(0);
};

describe('contracts', () => {
  it('complete vs setting the end date: done, ended now, chat read-only, whichever goes first', async () => {
    await race('complete vs setExpiryDate', async (fire, index) => {
      const c = await fundedContract();
      const endDate =
        index % 2 === 0
          ? '2099-01-01'
          : new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const [completed, dated] = await fire(
        () => act(t.app, client, c.proposalId, 'complete'),
        () =>
          send(other, client, 'POST', '/api/chats/setExpiryDate', {
            chat_id: c.chatId,
            end_date: endDate,
          }),
      );
      expect(completed.statusCode, completed.body).toBe(200);
      expectStatus(dated, 200, 409);
      if (dated.statusCode === 409)
        expect(dated.json().error).toBe(
          'This contract is complete, so its end date can no longer change.',
        );
      await expectContractDone(c);
      return dated.statusCode === 200 ? 'end date set, then completed' : 'completed first';
    });
  });

  it('complete vs a message: stored before the end, or refused as read-only', async () => {
    await race('complete vs message', async (fire) => {
      const c = await fundedContract();
      const [completed, sent] = await fire(
        () => act(t.app, client, c.proposalId, 'complete'),
        () =>
          send(other, freelancer, 'POST', '/api/chats/storeMessage', {
            chat_id: c.chatId,
            message: 'Sent while the client completes',
          }),
      );
      expect(completed.statusCode, completed.body).toBe(200);
      expectStatus(sent, 200, 201, 409);
      await expectContractDone(c);
      // What people write is stored only while the chat is open: a message the sender was
      // told is stored came in before the end, and a refused one is not there.
      const written = await t.database.db
        .select({ createdAt: messages.createdAt, endDate: chats.endDate })
        .from(messages)
        .innerJoin(chats, eq(chats.id, messages.chatId))
        .where(and(eq(messages.chatId, c.chatId), eq(messages.kind, 'user')));
      expect(written).toHaveLength(sent.statusCode === 409 ? 0 : 1);
      for (const row of written)
        expect(row.createdAt.getTime()).toBeLessThanOrEqual(row.endDate?.getTime() ?? 0);
      return sent.statusCode === 409 ? 'completed first' : 'message first';
    });
  });

  it('complete vs complete: one completion, one release', async () => {
    await race('complete vs complete', async (fire) => {
      const c = await fundedContract();
      const responses = await fire(
        () => act(t.app, client, c.proposalId, 'complete'),
        () => act(other, client, c.proposalId, 'complete'),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      await expectContractDone(c);
      return 'one completed';
    });
  });

  it('complete vs accepting the delivered order from its page: one release', async () => {
    await race('complete vs order accept', async (fire) => {
      const c = await fundedContract();
      const delivered = await send(t.app, freelancer, 'POST', `/api/orders/${c.orderId}/deliver`, {
        message: 'Done',
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
      const [completed, accepted] = await fire(
        () => act(t.app, client, c.proposalId, 'complete'),
        () => send(other, client, 'POST', `/api/orders/${c.orderId}/accept`, {}),
      );
      expect([completed.statusCode, accepted.statusCode].sort()).toEqual([200, 409]);
      await expectContractDone(c);
      return completed.statusCode === 200 ? 'proposal page first' : 'order page first';
    });
  });

  it('accept vs refuse vs withdraw: exactly one wins, and the rows agree with it', async () => {
    await race('accept vs refuse vs withdraw', async (fire, index) => {
      const { jobId, proposalId } = await pendingProposal();
      const calls = [
        () => act(t.app, client, proposalId, 'accept'),
        () => act(other, client, proposalId, 'refuse'),
        () => act(index % 2 ? t.app : other, freelancer, proposalId, 'withdraw'),
      ] as const;
      const responses = await fire(...calls);
      const winners = responses.filter((r) => r.statusCode === 200);
      expect(winners, responses.map((r) => `${r.statusCode} ${r.body}`).join('; ')).toHaveLength(1);
      for (const response of responses)
        if (response.statusCode !== 200)
          expectRefusal(
            response,
            409,
            /^This proposal is (active|refused|withdrawn); only a pending proposal can be/,
          );
      const status = (await proposalOf(jobId, proposalId))?.status;
      const [chatRows, orderRows] = await Promise.all([
        t.database.db.select().from(chats).where(eq(chats.proposalId, proposalId)),
        t.database.db.select().from(orders).where(eq(orders.proposalId, proposalId)),
      ]);
      const opened = status === 'active' ? 1 : 0;
      expect({ status, chats: chatRows.length, orders: orderRows.length }).toEqual({
        status: ['active', 'refused', 'withdrawn'][
          responses.findIndex((r) => r.statusCode === 200)
        ],
        chats: opened,
        orders: opened,
      });
      return `${status} won`;
    });
  });

  it('accept vs deleting the job: a contract that stays, or no trace of the proposal', async () => {
    await race('accept vs job delete', async (fire) => {
      const { jobId, proposalId } = await pendingProposal();
      const [accepted, deleted] = await fire(
        () => act(t.app, client, proposalId, 'accept'),
        () => deleteJob(other, jobId),
      );
      if (accepted.statusCode === 200) {
        expectRefusal(
          deleted,
          409,
          'This job has an accepted proposal, so it is a contract and cannot be deleted.',
        );
        expect((await proposalOf(jobId, proposalId))?.status).toBe('active');
        const [order] = await t.database.db
          .select()
          .from(orders)
          .where(eq(orders.proposalId, proposalId));
        expect(order?.status).toBe('awaiting_payment');
        return 'accepted first';
      }
      expectRefusal(accepted, 404, PROPOSAL_GONE);
      expect(deleted.statusCode, deleted.body).toBe(200);
      await jobIsGone(jobId);
      // No contract order lost its proposal: nothing was held for a job that is gone.
      const orphans = await t.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.kind, 'contract'), isNull(orders.proposalId)));
      expect(orphans).toEqual([]);
      return 'deleted first';
    });
  });

  it('two proposals of one freelancer to one job at once: one 201, one 409', async () => {
    await race('proposal vs proposal', async (fire) => {
      const jobId = await newJob();
      const responses = await fire(
        () => propose(t.app, jobId),
        () => propose(other, jobId),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = responses.find((r) => r.statusCode === 409);
      if (loser) expect(loser.json().error).toBe('You have already sent a proposal for this job.');
      const rows = await t.database.db.select().from(proposals).where(eq(proposals.jobId, jobId));
      expect(rows).toHaveLength(1);
      return 'one proposal';
    });
  });
});

describe('deleting a job', () => {
  it('vs saving it: saved then deleted with it, or 404', async () => {
    await race('job delete vs save', async (fire) => {
      const jobId = await newJob();
      const [deleted, saved] = await fire(
        () => deleteJob(t.app, jobId),
        () => send(other, freelancer, 'POST', `/api/jobs/${jobId}/save`),
      );
      expect(deleted.statusCode, deleted.body).toBe(200);
      if (saved.statusCode !== 200) expectRefusal(saved, 404, JOB_GONE);
      await jobIsGone(jobId);
      const list = await send(t.app, freelancer, 'GET', '/api/jobs/saved');
      expect(list.json().data.map((job: { id: number }) => job.id)).not.toContain(jobId);
      return saved.statusCode === 200 ? 'saved first' : 'deleted first';
    });
  });

  it('vs sending a proposal to it: sent then deleted with it, or 404', async () => {
    await race('job delete vs proposal', async (fire) => {
      const jobId = await newJob();
      const [deleted, sent] = await fire(
        () => deleteJob(t.app, jobId),
        () => propose(other, jobId, freelancer2),
      );
      expect(deleted.statusCode, deleted.body).toBe(200);
      if (sent.statusCode !== 201) expectRefusal(sent, 404, JOB_GONE);
      await jobIsGone(jobId);
      return sent.statusCode === 201 ? 'sent first' : 'deleted first';
    });
  });

  it('vs editing it: edited then deleted, or 404', async () => {
    await race('job delete vs edit', async (fire) => {
      const jobId = await newJob();
      const [deleted, edited] = await fire(
        () => deleteJob(t.app, jobId),
        () =>
          send(other, client, 'PUT', `/api/job/${jobId}`, {
            title: 'Translate two brochures',
            skills: ['Translation', 'Writing'],
            budjet: 90,
          }),
      );
      expect(deleted.statusCode, deleted.body).toBe(200);
      if (edited.statusCode !== 200) expectRefusal(edited, 404, JOB_GONE);
      await jobIsGone(jobId);
      return edited.statusCode === 200 ? 'edited first' : 'deleted first';
    });
  });

  it('vs editing its budget while a proposal comes in: the bid is checked against the budget it meets', async () => {
    await race('job edit vs proposal', async (fire) => {
      const jobId = await newJob(client, 80);
      const [edited, sent] = await fire(
        () => send(t.app, client, 'PUT', `/api/job/${jobId}`, { budjet: 200 }),
        () => propose(other, jobId, freelancer2),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expectStatus(sent, 201, 422);
      const [job] = await t.database.db.select().from(jobPosts).where(eq(jobPosts.id, jobId));
      expect(job?.budgetCents).toBe(20_000);
      return sent.statusCode === 201 ? 'proposal first' : 'edit first';
    });
  });

  it('vs deleting it again: one 200, one 404', async () => {
    await race('job delete vs delete', async (fire) => {
      const jobId = await newJob();
      const responses = await fire(
        () => deleteJob(t.app, jobId),
        () => deleteJob(other, jobId),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 404]);
      const loser = responses.find((r) => r.statusCode === 404);
      if (loser) expect(loser.json().error).toBe(JOB_GONE);
      await jobIsGone(jobId);
      return 'one deleted';
    });
  });
});

describe('deleting a service or a project', () => {
  const kinds = [
    {
      kind: 'services',
      gone: SERVICE_GONE,
      create: () => createService(t, freelancer),
      column: images.serviceId,
    },
    {
      kind: 'projects',
      gone: PROJECT_GONE,
      create: async () => {
        const response = await send(t.app, freelancer, 'POST', '/api/projects/create', {
          title: 'A bakery website',
          description: 'Pages, photos and an order form.',
          skills: ['Web Development'],
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data.id as number;
      },
      column: images.projectId,
    },
  ] as const;

  for (const { kind, gone, create, column } of kinds) {
    it(`${kind}: delete vs edit with new pictures: edited then deleted, or 404`, async () => {
      await race(`${kind} delete vs edit`, async (fire) => {
        const id = await create();
        const imageIds = await uploadImageIds(t, freelancer, 1, kind);
        const [deleted, edited] = await fire(
          () => send(t.app, freelancer, 'DELETE', `/api/${kind}/${id}`),
          () =>
            send(other, freelancer, 'PUT', `/api/${kind}/${id}`, {
              title: 'Renamed',
              images: imageIds,
            }),
        );
        expect(deleted.statusCode, deleted.body).toBe(200);
        if (edited.statusCode !== 200) expectRefusal(edited, 404, gone);
        expectRefusal(await send(t.app, freelancer, 'GET', `/api/${kind}/${id}`), 404, gone);
        expect(await t.database.db.select().from(images).where(eq(column, id))).toEqual([]);
        return edited.statusCode === 200 ? 'edited first' : 'deleted first';
      });
    });

    it(`${kind}: delete vs delete: one 200, one 404`, async () => {
      await race(`${kind} delete vs delete`, async (fire) => {
        const id = await create();
        const responses = await fire(
          () => send(t.app, freelancer, 'DELETE', `/api/${kind}/${id}`),
          () => send(other, freelancer, 'DELETE', `/api/${kind}/${id}`),
        );
        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 404]);
        const loser = responses.find((r) => r.statusCode === 404);
        if (loser) expect(loser.json().error).toBe(gone);
        return 'one deleted';
      });
    });
  }
});

describe('the books after every race', () => {
  it('balance', async () => {
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import {
  computeFee,
  DISPUTE_OUTCOMES,
  SANDBOX_CARDS,
  toDollars,
  type TDisputeOutcome,
  type TOrderStatus,
} from '@marketplace/contract';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderDisputes,
  orders,
  payouts,
  proposals,
} from '#db/schema/index.ts';
import { adminOf } from '#test/admin-fixtures.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';
import { card, createService, jobForm, ledgerViolations } from '#test/order-fixtures.ts';

/**
 * Model-based test of orders and the ledger: random sequences of the calls people make (buy
 * and pay, accept a proposal as a contract of milestones, deliver, ask for a revision, accept,
 * cancel from either side, complete a contract, open a dispute, an admin's decision, payouts) and of the timers (overdue notices, auto-completion), run against the real app, next to a small model
 * of what each order's state should be. After every step the books are read straight from
 * the database and must balance (see ledgerViolations), and every order must be where the
 * model says.
 *
 * The default run is sized for CI (MODEL_RUNS runs of up to MODEL_COMMANDS steps). The long
 * run, to try before changing anything about money:
 *
 *   MODEL_RUNS=500 npx vitest run ledger-model
 *
 * An order "day" is an hour here: long next to a run's wall time, so no order becomes overdue
 * by the real clock mid-run (which would make cancelling depend on timing), and the timers are
 * fired at a `now` days ahead instead.
 */
const RUNS = Number(process.env.MODEL_RUNS ?? (process.env.DEEP ? 300 : 30));
const MAX_COMMANDS = Number(process.env.MODEL_COMMANDS ?? 25);
const DAY_MS = 3600 * 1000;
const AUTO_COMPLETE_DAYS = 10;
/** Past every due date (services deliver in 1 or 2 days) but before any auto-completion. */
const OVERDUE_AFTER_MS = 3 * DAY_MS;
/** Past every auto-completion (and every due date). */
const AUTO_COMPLETE_AFTER_MS = (AUTO_COMPLETE_DAYS + 3) * DAY_MS;

type Status = TOrderStatus;
type ModelOrder = {
  id: number;
  /** The job contract the order is a milestone of; null for a service order. */
  proposalId: number | null;
  clientId: number;
  freelancerId: number;
  priceCents: number;
  feeCents: number;
  status: Status;
  /** The overdue notice was sent (the client may cancel for a refund while it is in escrow). */
  overdue: boolean;
  revisionsUsed: number;
  revisionsIncluded: number;
  cancelRequestedBy: number | null;
  /** What the freelancer receives once completed: the price less the fee, or a dispute's part. */
  netCents: number;
};
type Model = {
  /** Every order in the database, including earlier runs' (the timers reach all of them). */
  orders: Map<number, ModelOrder>;
  /** Every accepted contract's status: it is done once no milestone is open after a release. */
  contracts: Map<number, 'active' | 'done'>;
  /** This run's orders, the ones commands pick from. */
  mine: ModelOrder[];
  paidOutCents: Map<number, number>;
};
type Real = { steps: string[] };

let t: TestApp;
let admin: TestUser;
let clients: TestUser[];
let freelancers: TestUser[];
const services: { id: number; owner: TestUser; priceCents: number; revisions: number }[] = [];
let commandsRun = 0;

const SERVICE_TERMS = [
  { price: 100, delivery_days: 1, revisions: 1 },
  { price: 12.34, delivery_days: 2, revisions: 0 },
  { price: 0.05, delivery_days: 1, revisions: 2 },
  { price: 250, delivery_days: 2, revisions: 1 },
  { price: 99.99, delivery_days: 1, revisions: 0 },
  { price: 0.01, delivery_days: 2, revisions: 1 },
];

beforeAll(async () => {
  t = await createTestApp({
    ORDER_DAY_SECONDS: String(DAY_MS / 1000),
    ORDER_AUTO_COMPLETE_DAYS: String(AUTO_COMPLETE_DAYS),
    ORDER_TIMER_INTERVAL_SECONDS: '86400',
    AUTH_RATE_LIMIT_PER_IP: '10000',
  });
  admin = await adminOf(t);
  [clients, freelancers] = await Promise.all([
    Promise.all([signUp(t.app, 'client'), signUp(t.app, 'client')]),
    Promise.all([signUp(t.app, 'freelancer'), signUp(t.app, 'freelancer')]),
  ]);
  for (const [index, terms] of SERVICE_TERMS.entries()) {
    const owner = freelancers[index % freelancers.length];
    if (!owner) throw new Error('no freelancer');
    const id = await createService(t, owner, { ...terms, title: `Service ${index}` });
    services.push({
      id,
      owner,
      priceCents: Math.round(terms.price * 100),
      revisions: terms.revisions,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

const userById = (id: number): TestUser => {
  const user = [...clients, ...freelancers].find((u) => u.id === id);
  if (!user) throw new Error(`unknown user ${id}`);
  return user;
};

/** Every call goes through here: none may ever answer 5xx. */
const call = async (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> => {
  const response = await t.app.inject({ method, url, headers: bearer(user.token), payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
  return response;
};

const expectStatus = (response: LightMyRequestResponse, expected: number, step: string) =>
  expect(response.statusCode, `${step}: ${response.body}`).toBe(expected);

const earnedCents = (model: Model, freelancerId: number, statuses: Status[]) =>
  [...model.orders.values()]
    .filter((o) => o.freelancerId === freelancerId && statuses.includes(o.status))
    .reduce(
      (sum, o) => sum + (o.status === 'completed' ? o.netCents : o.priceCents - o.feeCents),
      0,
    );

const availableCents = (model: Model, freelancerId: number) =>
  earnedCents(model, freelancerId, ['completed']) - (model.paidOutCents.get(freelancerId) ?? 0);

/** The books balance, and every order in the database is where the model says. */
const checkInvariants = async (model: Model, real: Real) => {
  commandsRun += 1;
  const where = real.steps.join(' -> ');
  expect(await ledgerViolations(t.database.db), where).toEqual([]);
  const rows = await t.database.db
    .select({
      id: orders.id,
      status: orders.status,
      overdueNotifiedAt: orders.overdueNotifiedAt,
      revisionsUsed: orders.revisionsUsed,
      cancelRequestedBy: orders.cancelRequestedBy,
    })
    .from(orders);
  const actual = Object.fromEntries(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        overdue: row.overdueNotifiedAt !== null,
        revisionsUsed: row.revisionsUsed,
        cancelRequestedBy: row.cancelRequestedBy,
      },
    ]),
  );
  const expected = Object.fromEntries(
    [...model.orders.values()].map((o) => [
      o.id,
      {
        status: o.status,
        overdue: o.overdue,
        revisionsUsed: o.revisionsUsed,
        cancelRequestedBy: o.cancelRequestedBy,
      },
    ]),
  );
  expect(actual, where).toEqual(expected);
  const contractRows = await t.database.db
    .select({ id: proposals.id, status: proposals.status })
    .from(proposals)
    .where(eq(proposals.status, 'done'));
  const done = new Set(contractRows.map((row) => row.id));
  for (const [proposalId, status] of model.contracts)
    expect(done.has(proposalId) ? 'done' : 'active', `${where}: contract ${proposalId}`).toBe(
      status,
    );
};

/** The milestones of the order's contract (none for a service order). */
const milestonesOf = (model: Model, order: ModelOrder) =>
  order.proposalId === null
    ? []
    : [...model.orders.values()].filter((other) => other.proposalId === order.proposalId);

/** After a milestone was released: its contract ends when none of its milestones is open. */
const afterRelease = (model: Model, order: ModelOrder) => {
  if (order.proposalId === null) return;
  const settled = milestonesOf(model, order).every((milestone) =>
    ['completed', 'cancelled'].includes(milestone.status),
  );
  if (settled) model.contracts.set(order.proposalId, 'done');
};

type Command = fc.AsyncCommand<Model, Real>;

/**
 * One of this run's orders from a random number: mostly one of the two newest, so sequences
 * take an order far (delivered, revised, accepted), sometimes any of them.
 */
const pick = (model: Model, n: number): ModelOrder => {
  const count = model.mine.length;
  const index = n % 3 === 0 ? n % count : count - 1 - (Math.floor(n / 3) % Math.min(count, 2));
  const order = model.mine[index];
  if (!order) throw new Error('no order to pick');
  return order;
};

class PlaceOrder implements Command {
  constructor(
    readonly clientIndex: number,
    readonly serviceIndex: number,
    readonly payWith: 'success' | 'declined' | 'nothing',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const client = clients[this.clientIndex % clients.length];
    const service = services[this.serviceIndex % services.length];
    if (!client || !service) throw new Error('fixture missing');
    const created = await call(client, 'POST', '/api/orders', {
      service_id: service.id,
      requirements: 'A fox, in violet.',
    });
    expectStatus(created, 201, 'place order');
    const detail = created.json().data;
    const { feeCents } = computeFee(service.priceCents);
    expect(detail).toMatchObject({
      status: 'awaiting_payment',
      price: toDollars(service.priceCents),
      fee: toDollars(feeCents),
    });
    const order: ModelOrder = {
      id: detail.id,
      proposalId: null,
      clientId: client.id,
      freelancerId: service.owner.id,
      priceCents: service.priceCents,
      feeCents,
      status: 'awaiting_payment',
      overdue: false,
      revisionsUsed: 0,
      revisionsIncluded: service.revisions,
      cancelRequestedBy: null,
      netCents: service.priceCents - feeCents,
    };
    model.orders.set(order.id, order);
    model.mine.push(order);
    if (this.payWith !== 'nothing') await payOrder(model, order, this.payWith);
    await checkInvariants(model, real);
  }
  toString = () => `place(c${this.clientIndex}, s${this.serviceIndex}, ${this.payWith})`;
}

const payOrder = async (model: Model, order: ModelOrder, with_: 'success' | 'declined') => {
  const client = userById(order.clientId);
  const response = await call(
    client,
    'POST',
    `/api/orders/${order.id}/pay`,
    card(with_ === 'success' ? SANDBOX_CARDS.success : SANDBOX_CARDS.declined),
  );
  if (order.status !== 'awaiting_payment') return expectStatus(response, 409, 'pay');
  if (with_ === 'declined') {
    expectStatus(response, 402, 'declined pay');
    expect(response.json().error).toBe('Your card was declined. Try another card.');
    return;
  }
  expectStatus(response, 200, 'pay');
  expect(response.json().data.order.status).toBe('in_escrow');
  order.status = 'in_escrow';
};

/**
 * A client posts a job, a freelancer bids the milestones' total, and the client accepts: split
 * into milestones (2 or more amounts) or as one (the SPEC accept, without a body).
 */
class AcceptContract implements Command {
  constructor(
    readonly clientIndex: number,
    readonly freelancerIndex: number,
    readonly amountsCents: number[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const client = clients[this.clientIndex % clients.length];
    const freelancer = freelancers[this.freelancerIndex % freelancers.length];
    if (!client || !freelancer) throw new Error('fixture missing');
    const bidCents = this.amountsCents.reduce((sum, cents) => sum + cents, 0);
    const job = await call(client, 'POST', '/api/job', jobForm('A contract', toDollars(bidCents)));
    expectStatus(job, 201, 'post a job');
    const proposal = await call(freelancer, 'POST', '/api/proposals/create', {
      bid: toDollars(bidCents),
      cover_letter: 'I can do it.',
      duration: 'less than 1 month',
      job_post_id: job.json().data.id,
    });
    expectStatus(proposal, 201, 'propose');
    const proposalId = proposal.json().data.id as number;
    const split = this.amountsCents.length > 1;
    const dueDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const accepted = await call(
      client,
      'PUT',
      `/api/proposals/${proposalId}/accept`,
      split
        ? {
            milestones: this.amountsCents.map((cents, index) => ({
              title: `Part ${index + 1}`,
              amount: toDollars(cents),
              due_date: dueDate,
            })),
          }
        : undefined,
    );
    expectStatus(accepted, 200, 'accept a proposal');
    const milestones = accepted.json().data.proposal.milestones as {
      order_id: number;
      amount: number;
    }[];
    expect(milestones.map((m) => m.amount)).toEqual(this.amountsCents.map(toDollars));
    // The proposal's fee shared by amount, by the rounded running share.
    const { feeCents } = computeFee(bidCents);
    const feeUpTo = (cents: number) => Math.round((feeCents * cents) / bidCents);
    let before = 0;
    for (const [index, milestone] of milestones.entries()) {
      const priceCents = this.amountsCents[index] ?? 0;
      const fee = feeUpTo(before + priceCents) - feeUpTo(before);
      before += priceCents;
      const order: ModelOrder = {
        id: milestone.order_id,
        proposalId,
        clientId: client.id,
        freelancerId: freelancer.id,
        priceCents,
        feeCents: fee,
        status: 'awaiting_payment',
        overdue: false,
        revisionsUsed: 0,
        revisionsIncluded: 1,
        cancelRequestedBy: null,
        netCents: priceCents - fee,
      };
      model.orders.set(order.id, order);
      model.mine.push(order);
    }
    model.contracts.set(proposalId, 'active');
    await checkInvariants(model, real);
  }
  toString = () =>
    `contract(c${this.clientIndex}, f${this.freelancerIndex}, ${this.amountsCents.join('+')})`;
}

/**
 * The client completes the picked order's contract: the funded milestones are released, the
 * unfunded cancelled; refused while one is in dispute or before anything was funded.
 */
class CompleteContract implements Command {
  constructor(readonly n: number) {}
  check = (model: Readonly<Model>) => model.mine.some((order) => order.proposalId !== null);
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const contractOrders = model.mine.filter((order) => order.proposalId !== null);
    const picked = contractOrders[this.n % contractOrders.length];
    if (!picked?.proposalId) throw new Error('no contract order');
    const proposalId = picked.proposalId;
    const milestones = milestonesOf(model, picked);
    const response = await call(
      userById(picked.clientId),
      'PUT',
      `/api/proposals/${proposalId}/complete`,
    );
    if (
      model.contracts.get(proposalId) === 'done' ||
      milestones.some((m) => m.status === 'disputed') ||
      milestones.every((m) => m.status === 'awaiting_payment')
    ) {
      expectStatus(response, 409, 'complete a contract');
    } else {
      expectStatus(response, 200, 'complete a contract');
      for (const milestone of milestones) {
        if (milestone.status === 'in_escrow' || milestone.status === 'delivered')
          milestone.status = 'completed';
        else if (milestone.status === 'awaiting_payment') milestone.status = 'cancelled';
      }
      model.contracts.set(proposalId, 'done');
    }
    await checkInvariants(model, real);
  }
  toString = () => `complete-contract(#${this.n})`;
}

class Pay implements Command {
  constructor(
    readonly n: number,
    readonly with_: 'success' | 'declined',
  ) {}
  check = (model: Readonly<Model>) => model.mine.length > 0;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    await payOrder(model, pick(model, this.n), this.with_);
    await checkInvariants(model, real);
  }
  toString = () => `pay(#${this.n}, ${this.with_})`;
}

class Deliver implements Command {
  constructor(readonly n: number) {}
  check = (model: Readonly<Model>) => model.mine.length > 0;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const order = pick(model, this.n);
    const response = await call(
      userById(order.freelancerId),
      'POST',
      `/api/orders/${order.id}/deliver`,
      {
        message: 'Here it is.',
      },
    );
    if (order.status === 'in_escrow') {
      expectStatus(response, 200, 'deliver');
      expect(response.json().data.status).toBe('delivered');
      order.status = 'delivered';
    } else {
      expectStatus(response, 409, `deliver a ${order.status} order`);
    }
    await checkInvariants(model, real);
  }
  toString = () => `deliver(#${this.n})`;
}

class Revision implements Command {
  constructor(readonly n: number) {}
  check = (model: Readonly<Model>) => model.mine.length > 0;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const order = pick(model, this.n);
    const response = await call(
      userById(order.clientId),
      'POST',
      `/api/orders/${order.id}/revision`,
      {
        message: 'Bigger, please.',
      },
    );
    if (order.status === 'delivered' && order.revisionsUsed < order.revisionsIncluded) {
      expectStatus(response, 200, 'revision');
      expect(response.json().data).toMatchObject({ status: 'in_escrow', overdue: false });
      order.status = 'in_escrow';
      order.revisionsUsed += 1;
      // A revision gets a fresh delivery period.
      order.overdue = false;
    } else {
      expectStatus(response, 409, `revision of a ${order.status} order`);
    }
    await checkInvariants(model, real);
  }
  toString = () => `revision(#${this.n})`;
}

class Accept implements Command {
  constructor(readonly n: number) {}
  check = (model: Readonly<Model>) => model.mine.length > 0;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const order = pick(model, this.n);
    const response = await call(userById(order.clientId), 'POST', `/api/orders/${order.id}/accept`);
    if (order.status === 'delivered') {
      expectStatus(response, 200, 'accept');
      expect(response.json().data.status).toBe('completed');
      order.status = 'completed';
      afterRelease(model, order);
    } else {
      expectStatus(response, 409, `accept a ${order.status} order`);
    }
    await checkInvariants(model, real);
  }
  toString = () => `accept(#${this.n})`;
}

class Cancel implements Command {
  constructor(
    readonly n: number,
    readonly by: 'client' | 'freelancer',
  ) {}
  check = (model: Readonly<Model>) => model.mine.length > 0;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const order = pick(model, this.n);
    const userId = this.by === 'client' ? order.clientId : order.freelancerId;
    const response = await call(userById(userId), 'POST', `/api/orders/${order.id}/cancel`, {
      reason: 'Plans changed.',
    });
    const step = `${this.by} cancels a ${order.status} order`;
    if (['completed', 'cancelled', 'disputed'].includes(order.status)) {
      expectStatus(response, 409, step);
    } else if (order.status === 'awaiting_payment' && order.proposalId !== null) {
      // A contract's milestone waits for funding; the contract is completed instead.
      expectStatus(response, 409, `${step} of a contract`);
    } else if (order.status === 'awaiting_payment') {
      expectStatus(response, 200, step);
      order.status = 'cancelled';
    } else {
      const overdueRefund = this.by === 'client' && order.status === 'in_escrow' && order.overdue;
      const otherAsked = order.cancelRequestedBy !== null && order.cancelRequestedBy !== userId;
      if (overdueRefund || otherAsked) {
        expectStatus(response, 200, step);
        expect(response.json().data.payments.at(-1).status).toBe('refunded');
        order.status = 'cancelled';
      } else if (order.cancelRequestedBy === userId) {
        expectStatus(response, 409, `${step} twice`);
      } else {
        expectStatus(response, 200, step);
        expect(response.json().data).toMatchObject({
          status: order.status,
          cancel_requested_by: userId,
        });
        order.cancelRequestedBy = userId;
      }
    }
    if (response.statusCode === 200) expect(response.json().data.status).toBe(order.status);
    await checkInvariants(model, real);
  }
  toString = () => `cancel(#${this.n}, ${this.by})`;
}

class Dispute implements Command {
  constructor(
    readonly n: number,
    readonly by: 'client' | 'freelancer',
  ) {}
  check = (model: Readonly<Model>) => model.mine.length > 0;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const order = pick(model, this.n);
    const userId = this.by === 'client' ? order.clientId : order.freelancerId;
    const response = await call(userById(userId), 'POST', `/api/orders/${order.id}/dispute`, {
      reason: 'It is not what we agreed.',
    });
    if (order.status === 'in_escrow' || order.status === 'delivered') {
      expectStatus(response, 200, `${this.by} disputes a ${order.status} order`);
      order.status = 'disputed';
      order.cancelRequestedBy = null;
    } else {
      expectStatus(response, 409, `${this.by} disputes a ${order.status} order`);
    }
    await checkInvariants(model, real);
  }
  toString = () => `dispute(#${this.n}, ${this.by})`;
}

/** An admin decides the picked order's open dispute (or, with none open, there is nothing to do). */
class Decide implements Command {
  constructor(
    readonly n: number,
    readonly outcome: TDisputeOutcome,
    /** For a split: the freelancer's part in quarters of the price (1 to 3). */
    readonly quarters: number,
  ) {}
  check = (model: Readonly<Model>) => model.mine.some((order) => order.status === 'disputed');
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const disputed = model.mine.filter((o) => o.status === 'disputed');
    const order = disputed[this.n % disputed.length];
    if (!order) throw new Error('no disputed order');
    // Read from the table, not the admin's queue: that queue shows the 100 oldest open
    // disputes, and earlier runs leave theirs open (a deep run leaves over a hundred).
    const [dispute] = await t.database.db
      .select({ id: orderDisputes.id })
      .from(orderDisputes)
      .where(and(eq(orderDisputes.orderId, order.id), eq(orderDisputes.status, 'open')));
    if (!dispute) throw new Error(`order ${order.id} has no open dispute`);
    const splitCents = Math.floor((order.priceCents * this.quarters) / 4);
    const response = await call(admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, {
      outcome: this.outcome,
      decision: 'Decided on the evidence.',
      ...(this.outcome === 'split' ? { freelancer_amount: toDollars(splitCents) } : {}),
    });
    const toFreelancer =
      this.outcome === 'release' ? order.priceCents : this.outcome === 'refund' ? 0 : splitCents;
    if (this.outcome === 'split' && toFreelancer <= 0) {
      expectStatus(response, 422, 'a split of nothing');
    } else {
      expectStatus(response, 200, `decide ${this.outcome}`);
      const fee =
        toFreelancer === order.priceCents
          ? order.feeCents
          : Math.round((order.feeCents * toFreelancer) / order.priceCents);
      order.status = toFreelancer > 0 ? 'completed' : 'cancelled';
      order.netCents = toFreelancer - fee;
      if (order.status === 'completed') afterRelease(model, order);
      expect(response.json().data.order.status).toBe(order.status);
    }
    await checkInvariants(model, real);
  }
  toString = () => `decide(#${this.n}, ${this.outcome}, ${this.quarters}/4)`;
}

class RunTimers implements Command {
  constructor(readonly until: 'overdue' | 'auto_complete') {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const at = new Date(
      Date.now() + (this.until === 'overdue' ? OVERDUE_AFTER_MS : AUTO_COMPLETE_AFTER_MS),
    );
    let expected = 0;
    const autoCompleted: ModelOrder[] = [];
    for (const order of model.orders.values()) {
      // A contract's milestones are due days away (real days; an order day here is an hour).
      if (order.status === 'in_escrow' && !order.overdue && order.proposalId === null) {
        order.overdue = true;
        expected += 1;
      } else if (order.status === 'delivered' && this.until === 'auto_complete') {
        order.status = 'completed';
        autoCompleted.push(order);
        expected += 1;
      }
    }
    for (const order of autoCompleted) afterRelease(model, order);
    // One call fires a batch; call again until nothing is left.
    let fired = 0;
    for (let round = 0; round < 100; round += 1) {
      const batch = await t.app.runOrderTimers(at);
      if (batch === 0) break;
      fired += batch;
    }
    expect(fired, 'timers fired').toBe(expected);
    await checkInvariants(model, real);
  }
  toString = () => `timers(${this.until})`;
}

class Payout implements Command {
  constructor(readonly freelancerIndex: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    const freelancer = freelancers[this.freelancerIndex % freelancers.length];
    if (!freelancer) throw new Error('fixture missing');
    const available = availableCents(model, freelancer.id);
    const earnings = await call(freelancer, 'GET', '/api/earnings');
    expectStatus(earnings, 200, 'earnings');
    expect(earnings.json().data).toMatchObject({
      available: toDollars(available),
      pending: toDollars(earnedCents(model, freelancer.id, ['in_escrow', 'delivered', 'disputed'])),
      total_earned: toDollars(earnedCents(model, freelancer.id, ['completed'])),
    });
    const response = await call(freelancer, 'POST', '/api/earnings/payout');
    if (available > 0) {
      expectStatus(response, 200, 'payout');
      expect(response.json().data.amount).toBe(toDollars(available));
      model.paidOutCents.set(
        freelancer.id,
        (model.paidOutCents.get(freelancer.id) ?? 0) + available,
      );
    } else {
      expectStatus(response, 409, 'payout of nothing');
    }
    await checkInvariants(model, real);
  }
  toString = () => `payout(f${this.freelancerIndex})`;
}

/** The model starts from what the database holds: earlier runs (and shrinking) left orders. */
const setup = async (): Promise<{ model: Model; real: Real }> => {
  const [orderRows, payoutRows, contractRows, released] = await Promise.all([
    t.database.db.select().from(orders),
    t.database.db.select().from(payouts),
    t.database.db
      .select({ id: proposals.id, status: proposals.status })
      .from(proposals)
      .where(sql`${proposals.status} in ('active', 'done')`),
    // What each completed order gave its freelancer: a dispute may have released a part.
    t.database.db
      .select({
        orderId: ledgerTransactions.orderId,
        cents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerTransactions.kind, 'release'),
          eq(ledgerAccounts.kind, 'freelancer_available'),
        ),
      )
      .groupBy(ledgerTransactions.orderId),
  ]);
  const netOf = new Map(released.map((row) => [row.orderId, row.cents]));
  const model: Model = {
    orders: new Map(),
    contracts: new Map(
      contractRows.map((row) => [row.id, row.status === 'done' ? 'done' : 'active']),
    ),
    mine: [],
    paidOutCents: new Map(),
  };
  for (const row of orderRows)
    model.orders.set(row.id, {
      id: row.id,
      proposalId: row.proposalId,
      clientId: row.clientId,
      freelancerId: row.freelancerId,
      priceCents: row.priceCents,
      feeCents: row.feeCents,
      status: row.status,
      overdue: row.overdueNotifiedAt !== null,
      revisionsUsed: row.revisionsUsed,
      revisionsIncluded: row.revisionsIncluded,
      cancelRequestedBy: row.cancelRequestedBy,
      netCents: netOf.get(row.id) ?? row.priceCents - row.feeCents,
    });
  for (const row of payoutRows)
    model.paidOutCents.set(row.userId, (model.paidOutCents.get(row.userId) ?? 0) + row.amountCents);
  return { model, real: { steps: [] } };
};

const orderIndex = fc.nat({ max: 1000 });
const commands = fc.commands(
  [
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            fc.nat({ max: 9 }),
            fc.nat({ max: 9 }),
            fc.constantFrom('success', 'success', 'success', 'declined', 'nothing'),
          )
          .map(([c, s, p]) => new PlaceOrder(c, s, p as 'success' | 'declined' | 'nothing')),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(orderIndex, fc.constantFrom('success', 'declined'))
          .map(([n, w]) => new Pay(n, w as 'success' | 'declined')),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.nat({ max: 9 }),
            fc.nat({ max: 9 }),
            fc.array(fc.integer({ min: 1, max: 30_000 }), { minLength: 1, maxLength: 4 }),
          )
          .map(([c, f, amounts]) => new AcceptContract(c, f, amounts)),
      },
      { weight: 1, arbitrary: orderIndex.map((n) => new CompleteContract(n)) },
      { weight: 4, arbitrary: orderIndex.map((n) => new Deliver(n)) },
      { weight: 2, arbitrary: orderIndex.map((n) => new Revision(n)) },
      { weight: 3, arbitrary: orderIndex.map((n) => new Accept(n)) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(orderIndex, fc.constantFrom('client', 'freelancer'))
          .map(([n, by]) => new Cancel(n, by as 'client' | 'freelancer')),
      },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom('overdue', 'auto_complete')
          .map((until) => new RunTimers(until as 'overdue' | 'auto_complete')),
      },
      { weight: 2, arbitrary: fc.nat({ max: 9 }).map((f) => new Payout(f)) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(orderIndex, fc.constantFrom('client', 'freelancer'))
          .map(([n, by]) => new Dispute(n, by as 'client' | 'freelancer')),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(orderIndex, fc.constantFrom(...DISPUTE_OUTCOMES), fc.integer({ min: 1, max: 3 }))
          .map(([n, outcome, quarters]) => new Decide(n, outcome, quarters)),
      },
    ),
  ],
  { maxCommands: MAX_COMMANDS, size: 'max' },
);

describe('orders and the ledger, against a model', () => {
  it(
    'keeps the books balanced and every order where the model says, whatever the sequence',
    async () => {
      await fc.assert(
        fc.asyncProperty(commands, (cmds) => fc.asyncModelRun(setup, cmds)),
        { numRuns: RUNS },
      );
      // The runs did reach the database: at least one command per run on average.
      expect(commandsRun).toBeGreaterThanOrEqual(RUNS);
    },
    // Generous for loaded CI machines and for shrinking a failure; a run takes a fraction.
    60_000 + RUNS * MAX_COMMANDS * 500,
  );
});

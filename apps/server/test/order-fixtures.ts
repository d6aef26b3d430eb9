import { count, eq, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { expect } from 'vitest';
import { SANDBOX_CARDS } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orders,
  payments,
  payouts,
} from '#db/schema/index.ts';
import { bearer, signUp, type TestApp, type TestUser } from './test-app.ts';

/** Shared by the order suites: a freelancer's service, a client's order and paying it. */
export const card = (number: string = SANDBOX_CARDS.success) => ({
  card_number: number,
  expiry: '12/40',
  cvc: '123',
});

export const createService = async (
  t: TestApp,
  freelancer: TestUser,
  fields: Partial<{ price: number; delivery_days: number; revisions: number; title: string }> = {},
): Promise<number> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/services/create',
    headers: bearer(freelancer.token),
    payload: {
      title: fields.title ?? 'Logo design',
      description: 'Three concepts and the source files.',
      category: 'Graphic Design',
      price: fields.price ?? 100,
      delivery_days: fields.delivery_days ?? 3,
      revisions: fields.revisions ?? 1,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
};

export const placeOrder = async (t: TestApp, client: TestUser, serviceId: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(client.token),
    payload: { service_id: serviceId, requirements: 'A fox, in violet.' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
};

export const orderCall = (
  t: TestApp,
  user: TestUser | undefined,
  orderId: number,
  action: string,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/${action}`,
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
    payload,
  });

export const payOrder = async (t: TestApp, client: TestUser, orderId: number) => {
  const response = await orderCall(t, client, orderId, 'pay', card());
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** A freelancer with a service and a client who bought and paid it. */
export const fundedOrder = async (t: TestApp, fields: Parameters<typeof createService>[2] = {}) => {
  const [freelancer, client] = await Promise.all([
    signUp(t.app, 'freelancer'),
    signUp(t.app, 'client'),
  ]);
  const serviceId = await createService(t, freelancer, fields);
  const orderId = await placeOrder(t, client, serviceId);
  await payOrder(t, client, orderId);
  return { freelancer, client, serviceId, orderId };
};

/** A job of the client and a pending proposal of the freelancer on it. */
/** A valid body for `POST /api/job`. */
export const jobForm = (title = 'Translate a brochure', budjet = 80) => ({
  title,
  description: 'French to English, 8 pages.',
  skills: ['Translation'],
  level: 'Beginner',
  size: 'Small',
  budjet,
  expected_delivery_time: 7,
});

export const proposeOnNewJob = async (
  t: TestApp,
  client: TestUser,
  freelancer: TestUser,
  bid = 80,
) => {
  const job = await t.app.inject({
    method: 'POST',
    url: '/api/job',
    headers: bearer(client.token),
    payload: jobForm('Translate a brochure', bid),
  });
  expect(job.statusCode, job.body).toBe(201);
  const proposal = await t.app.inject({
    method: 'POST',
    url: '/api/proposals/create',
    headers: bearer(freelancer.token),
    payload: {
      bid,
      cover_letter: 'I translate marketing material every week.',
      duration: 'less than 1 month',
      job_post_id: job.json().data.id,
    },
  });
  expect(proposal.statusCode, proposal.body).toBe(201);
  return { proposalId: proposal.json().data.id as number, jobId: job.json().data.id as number };
};

/** The same, accepted: a contract whose escrow order waits for payment. */
export const acceptedContract = async (
  t: TestApp,
  client: TestUser,
  freelancer: TestUser,
  bid = 80,
) => {
  const { proposalId } = await proposeOnNewJob(t, client, freelancer, bid);
  const accepted = await t.app.inject({
    method: 'PUT',
    url: `/api/proposals/${proposalId}/accept`,
    headers: bearer(client.token),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const order = accepted.json().data.proposal.order as { id: number; status: string };
  expect(order.status).toBe('awaiting_payment');
  return { proposalId, orderId: order.id };
};

const total = (column: SQLWrapper) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/** How many ledger movements of each kind an order has. */
export const movementsOf = async (db: Database, orderId: number) => {
  const rows = await db
    .select({ kind: ledgerTransactions.kind, n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.orderId, orderId))
    .groupBy(ledgerTransactions.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
};

const sumBy = <T>(rows: T[], keyOf: (row: T) => string, valueOf: (row: T) => number) => {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + valueOf(row));
  return (key: string) => sums.get(key) ?? 0;
};

const PROTECTED_ACCOUNTS = new Set(['escrow', 'freelancer_available', 'platform_fees']);

/**
 * Reads the ledger, orders, payments and payouts straight from the database and answers
 * every broken money rule as a sentence (none: the books are right). Each rule is checked
 * against a second source: account balances against their entries, escrow against the order's
 * state and its card payments, a freelancer's balance against completed orders and payouts,
 * the platform's fees against completed orders.
 */
export const ledgerViolations = async (db: Database): Promise<string[]> => {
  const problems: string[] = [];
  const [accounts, entrySums, unbalanced, empty, flows, movements, orderRows, payoutRows] =
    await Promise.all([
      db.select().from(ledgerAccounts),
      db
        .select({ accountId: ledgerEntries.accountId, sum: total(ledgerEntries.amountCents) })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.accountId),
      db
        .select({ id: ledgerEntries.transactionId, sum: total(ledgerEntries.amountCents) })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.transactionId)
        .having(sql`sum(${ledgerEntries.amountCents}) <> 0`),
      db
        .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
        .from(ledgerTransactions)
        .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(isNull(ledgerEntries.id)),
      db
        .select({
          orderId: ledgerTransactions.orderId,
          txKind: ledgerTransactions.kind,
          accountKind: ledgerAccounts.kind,
          sum: total(ledgerEntries.amountCents),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(isNotNull(ledgerTransactions.orderId))
        .groupBy(ledgerTransactions.orderId, ledgerTransactions.kind, ledgerAccounts.kind),
      db
        .select({
          orderId: ledgerTransactions.orderId,
          payoutId: ledgerTransactions.payoutId,
          kind: ledgerTransactions.kind,
          n: count(),
        })
        .from(ledgerTransactions)
        .groupBy(ledgerTransactions.orderId, ledgerTransactions.payoutId, ledgerTransactions.kind),
      db
        .select({
          id: orders.id,
          status: orders.status,
          clientId: orders.clientId,
          freelancerId: orders.freelancerId,
          priceCents: orders.priceCents,
          feeCents: orders.feeCents,
        })
        .from(orders),
      db
        .select({ id: payouts.id, userId: payouts.userId, cents: payouts.amountCents })
        .from(payouts),
    ]);
  const paymentRows = await db
    .select({
      orderId: payments.orderId,
      status: payments.status,
      cents: payments.amountCents,
      refundedCents: payments.refundedCents,
    })
    .from(payments);

  const entrySumOf = new Map(entrySums.map((row) => [row.accountId, row.sum]));
  const grandTotal = entrySums.reduce((sum, row) => sum + row.sum, 0);
  if (grandTotal !== 0) problems.push(`all entries sum to ${grandTotal}, not 0`);
  for (const row of unbalanced) problems.push(`ledger transaction ${row.id} sums to ${row.sum}`);
  for (const row of empty)
    problems.push(`ledger transaction ${row.id} (${row.kind}) has no entries`);

  const balance = sumBy(
    accounts,
    (a) => `${a.kind}:${a.userId ?? ''}:${a.orderId ?? ''}`,
    (a) => a.balanceCents,
  );
  for (const account of accounts) {
    const name = `${account.kind} account ${account.id} (user ${account.userId}, order ${account.orderId})`;
    const entries = entrySumOf.get(account.id) ?? 0;
    if (account.balanceCents !== entries)
      problems.push(`${name} shows ${account.balanceCents} but its entries sum to ${entries}`);
    if (PROTECTED_ACCOUNTS.has(account.kind) && account.balanceCents < 0)
      problems.push(`${name} is negative: ${account.balanceCents}`);
  }

  const flow = sumBy(
    flows,
    (f) => `${f.orderId}:${f.txKind}:${f.accountKind}`,
    (f) => f.sum,
  );
  const charged = sumBy(
    paymentRows.filter((p) => p.status === 'succeeded' || p.status === 'refunded'),
    (p) => String(p.orderId),
    (p) => p.cents,
  );
  const cardRefunds = sumBy(
    paymentRows,
    (p) => String(p.orderId),
    (p) => p.refundedCents,
  );
  const paidBy = new Map<number, number>();
  const refundedTo = new Map<number, number>();
  /** What each completed order owes its freelancer and the platform, from its price alone. */
  const owedOf = new Map<number, { net: number; fee: number }>();
  for (const order of orderRows) {
    const name = `order ${order.id} (${order.status}, price ${order.priceCents})`;
    const paid = flow(`${order.id}:payment:escrow`);
    const fromClient = -flow(`${order.id}:payment:client_payments`);
    const released = -flow(`${order.id}:release:escrow`);
    const toFreelancer = flow(`${order.id}:release:freelancer_available`);
    const fee = flow(`${order.id}:release:platform_fees`);
    const refunded = flow(`${order.id}:refund:refunds`);
    const refundedFromEscrow = -flow(`${order.id}:refund:escrow`);
    const escrow = balance(`escrow::${order.id}`);
    paidBy.set(order.clientId, (paidBy.get(order.clientId) ?? 0) + paid);
    refundedTo.set(order.clientId, (refundedTo.get(order.clientId) ?? 0) + refunded);
    if (fromClient !== paid)
      problems.push(`${name}: the client paid ${fromClient}, escrow got ${paid}`);
    if (refundedFromEscrow !== refunded)
      problems.push(`${name}: refunded ${refunded}, escrow gave ${refundedFromEscrow}`);
    if (toFreelancer + fee !== released)
      problems.push(`${name}: escrow released ${released}, ${toFreelancer} + ${fee} arrived`);
    if (escrow !== paid - released - refunded)
      problems.push(
        `${name}: escrow holds ${escrow}; paid ${paid} - released ${released} - refunded ${refunded}`,
      );
    const price = order.priceCents;
    const expected = {
      awaiting_payment: { escrow: 0, paid: 0, released: 0, refunded: 0 },
      in_escrow: { escrow: price, paid: price, released: 0, refunded: 0 },
      delivered: { escrow: price, paid: price, released: 0, refunded: 0 },
      // Completed: released in full, or split by a dispute's decision (the rest refunded).
      completed: { escrow: 0, paid: price, released: price - refunded, refunded },
      disputed: { escrow: price, paid: price, released: 0, refunded: 0 },
      // Cancelled: never paid, or paid and refunded in full.
      cancelled: { escrow: 0, paid: paid === 0 ? 0 : price, released: 0, refunded: paid },
    }[order.status];
    const actual = { escrow, paid, released, refunded };
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(
        `${name}: money ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
      );
    // A split releases part of the price, and the fee in the same proportion.
    const expectedFee =
      released === price ? order.feeCents : Math.round((order.feeCents * released) / price);
    if (order.status === 'completed')
      owedOf.set(order.id, { net: price - refunded - expectedFee, fee: expectedFee });
    if (order.status === 'completed' && (fee !== expectedFee || toFreelancer !== released - fee))
      problems.push(
        `${name}: released ${toFreelancer} with fee ${fee}, expected the fee ${expectedFee}`,
      );
    if (charged(String(order.id)) !== paid)
      problems.push(`${name}: cards were charged ${charged(String(order.id))}, escrow got ${paid}`);
    if (cardRefunds(String(order.id)) !== refunded)
      problems.push(
        `${name}: cards got ${cardRefunds(String(order.id))} back, the ledger refunded ${refunded}`,
      );
  }
  for (const row of movements) {
    if (row.n > 1)
      problems.push(
        `${row.n} ${row.kind} movements for order ${row.orderId} / payout ${row.payoutId}`,
      );
    const isPayout = row.kind === 'payout';
    if (isPayout !== (row.payoutId !== null) || isPayout === (row.orderId !== null))
      problems.push(`a ${row.kind} movement names order ${row.orderId} and payout ${row.payoutId}`);
  }
  const payoutMovements = new Set(movements.map((row) => row.payoutId));
  for (const payout of payoutRows)
    if (!payoutMovements.has(payout.id))
      problems.push(`payout ${payout.id} has no ledger movement`);

  const earned = sumBy(
    orderRows.filter((o) => o.status === 'completed'),
    (o) => String(o.freelancerId),
    (o) => owedOf.get(o.id)?.net ?? 0,
  );
  const paidOut = sumBy(
    payoutRows,
    (p) => String(p.userId),
    (p) => p.cents,
  );
  const people = new Set([
    ...orderRows.flatMap((o) => [o.clientId, o.freelancerId]),
    ...payoutRows.map((p) => p.userId),
    ...accounts.flatMap((a) => (a.userId === null ? [] : [a.userId])),
  ]);
  for (const userId of people) {
    const available = balance(`freelancer_available:${userId}:`);
    const expected = earned(String(userId)) - paidOut(String(userId));
    if (available !== expected)
      problems.push(
        `user ${userId} has ${available} available; completed ${earned(String(userId))} - paid out ${paidOut(String(userId))}`,
      );
    if (balance(`payouts:${userId}:`) !== paidOut(String(userId)))
      problems.push(
        `user ${userId}: payouts account ${balance(`payouts:${userId}:`)}, payouts ${paidOut(String(userId))}`,
      );
    if (balance(`client_payments:${userId}:`) !== -(paidBy.get(userId) ?? 0))
      problems.push(
        `user ${userId}: client payments account ${balance(`client_payments:${userId}:`)}`,
      );
    if (balance(`refunds:${userId}:`) !== (refundedTo.get(userId) ?? 0))
      problems.push(`user ${userId}: refunds account ${balance(`refunds:${userId}:`)}`);
  }
  const fees = [...owedOf.values()].reduce((sum, owed) => sum + owed.fee, 0);
  if (balance('platform_fees::') !== fees)
    problems.push(
      `platform fees hold ${balance('platform_fees::')}; completed orders' fees sum to ${fees}`,
    );
  return problems;
};

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { toDollars } from '@marketplace/contract';
import { openDatabase } from '#db/client.ts';
import { idempotencyKeys, orders, payouts } from '#db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '#test/test-app.ts';
import {
  card,
  createService,
  fundedOrder,
  ledgerViolations,
  orderCall,
  placeOrder,
} from '#test/order-fixtures.ts';

/**
 * The real server in its own process on a PGlite directory, killed with SIGKILL in the middle
 * of a stream of payments, deliveries, acceptances and payouts, then started again on the same
 * directory. Whatever a caller was told (a 2xx) must still be true afterwards, and the books
 * must balance: a kill loses only calls that never answered, and those leave nothing half-done.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const JWT_SECRET = randomBytes(32).toString('hex');
/** Kill, restart and check this many times (CRASH_RUNS=10 for a longer run). */
const KILL_RUNS = Number(process.env.CRASH_RUNS ?? 1);
const WORKERS = 8;

type Server = { url: string; child: ChildProcess; output: () => string };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const startServer = async (dataDir: string): Promise<Server> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // PGlite on disk, whatever the suite runs on.
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      ORDER_TIMER_INTERVAL_SECONDS: '3600',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output };
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

type Answer = { status: number; body: { data?: Record<string, unknown>; error?: string } };

/** A call over HTTP; `lost` when the server died before answering. */
const request = async (
  server: Server,
  method: string,
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Answer | 'lost'> => {
  try {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new Error(`${method} ${url}: no answer within 20 s\n${server.output()}`);
    return 'lost';
  }
};

/** A call the server must answer (it is up): anything else fails the test. */
const must = async (
  server: Server,
  expected: number,
  method: string,
  url: string,
  token?: string,
  payload?: unknown,
) => {
  const answer = await request(server, method, url, token, payload);
  if (answer === 'lost') throw new Error(`${method} ${url}: no answer\n${server.output()}`);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(expected);
  return answer.body.data ?? {};
};

type Person = { id: number; token: string };

const register = async (server: Server, accountType: 'client' | 'freelancer', tag: string) => {
  const email = `${tag}-${randomBytes(3).toString('hex')}@crash.example`;
  const password = 'crash test password';
  const created = await must(server, 201, 'POST', '/api/auth/register', undefined, {
    username: `${tag}_${randomBytes(3).toString('hex')}`,
    first_name: 'Crash',
    last_name: 'Test',
    account_type: accountType,
    email,
    password,
    confirm_password: password,
  });
  const login = await must(server, 200, 'POST', '/api/auth/login', undefined, { email, password });
  return { id: created.id as number, token: login.access_token as string };
};

type Told = { action: string; orderId: number | null; body: Record<string, unknown> };

/**
 * Workers each take orders through their life (place, pay, deliver, accept, pay out) while
 * the server is killed after `killAfter` answers. Answers the 2xx each caller was given.
 */
const streamUntilKilled = async (
  server: Server,
  people: { clients: Person[]; freelancers: Person[]; services: { id: number; owner: Person }[] },
  killAfter: number,
) => {
  const told: Told[] = [];
  let answered = 0;
  let lost = 0;
  let killed = false;
  const step = async (
    action: string,
    orderId: number | null,
    method: string,
    url: string,
    token: string,
    payload?: unknown,
  ) => {
    if (killed) return undefined;
    const answer = await request(server, method, url, token, payload);
    if (answer === 'lost') {
      if (!killed) throw new Error(`the server died before it was killed:\n${server.output()}`);
      lost += 1;
      return undefined;
    }
    answered += 1;
    if (answered >= killAfter && !killed) {
      killed = true;
      server.child.kill('SIGKILL');
    }
    expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    if (answer.status >= 300) return undefined;
    told.push({ action, orderId, body: answer.body.data ?? {} });
    return answer.body.data ?? {};
  };
  const worker = async (index: number) => {
    for (let round = 0; !killed; round += 1) {
      const client = people.clients[(index + round) % people.clients.length];
      const service = people.services[(index * 3 + round) % people.services.length];
      if (!client || !service) throw new Error('fixture missing');
      const placed = await step('place', null, 'POST', '/api/orders', client.token, {
        service_id: service.id,
        requirements: 'Crash-proof, please.',
      });
      const orderId = placed?.id as number | undefined;
      if (orderId === undefined) continue;
      const orderUrl = `/api/orders/${orderId}`;
      if (!(await step('pay', orderId, 'POST', `${orderUrl}/pay`, client.token, card()))) continue;
      const delivery = { message: 'Delivered under fire.' };
      const owner = service.owner.token;
      if (!(await step('deliver', orderId, 'POST', `${orderUrl}/deliver`, owner, delivery)))
        continue;
      if (!(await step('accept', orderId, 'POST', `${orderUrl}/accept`, client.token))) continue;
      if (round % 2 === 0) await step('payout', null, 'POST', '/api/earnings/payout', owner);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
  await exited(server.child);
  return { told, answered, lost };
};

/** What each 2xx promised, checked on the restarted server. */
const expectPromisesKept = async (server: Server, told: Told[], token: (id: number) => string) => {
  const reached: Record<string, string[]> = {
    place: ['awaiting_payment', 'in_escrow', 'delivered', 'completed'],
    pay: ['in_escrow', 'delivered', 'completed'],
    deliver: ['delivered', 'completed'],
    accept: ['completed'],
  };
  for (const promise of told) {
    if (promise.action === 'payout') continue;
    const orderId = promise.orderId ?? (promise.body.id as number);
    const detail = (promise.body.order ?? promise.body) as { client: { id: number } };
    const order = await must(server, 200, 'GET', `/api/orders/${orderId}`, token(detail.client.id));
    expect(reached[promise.action], `${promise.action} of order ${orderId}`).toContain(
      order.status,
    );
  }
};

/** Takes every order to its end and pays everyone out: all of it answers 2xx. */
const finishEverything = async (
  server: Server,
  clients: Person[],
  freelancers: Person[],
  tokenOf: (id: number) => string,
) => {
  for (const client of clients) {
    const list = await must(
      server,
      200,
      'GET',
      '/api/orders?role=purchases&limit=100',
      client.token,
    );
    for (const order of list as unknown as {
      id: number;
      status: string;
      freelancer: { id: number };
    }[]) {
      const url = `/api/orders/${order.id}`;
      const freelancerToken = tokenOf(order.freelancer.id);
      if (order.status === 'awaiting_payment')
        await must(server, 200, 'POST', `${url}/pay`, client.token, card());
      if (['awaiting_payment', 'in_escrow'].includes(order.status))
        await must(server, 200, 'POST', `${url}/deliver`, freelancerToken, { message: 'Done' });
      if (order.status !== 'completed')
        await must(server, 200, 'POST', `${url}/accept`, client.token);
    }
  }
  for (const freelancer of freelancers) {
    const before = await must(server, 200, 'GET', '/api/earnings', freelancer.token);
    if ((before.available as number) > 0)
      await must(server, 200, 'POST', '/api/earnings/payout', freelancer.token);
    const after = await must(server, 200, 'GET', '/api/earnings', freelancer.token);
    const movements = after.movements as { kind: string; amount: number }[];
    const paidOut = -movements
      .filter((m) => m.kind === 'payout')
      .reduce((sum, m) => sum + m.amount, 0);
    // Nothing earned went missing: everything released was paid out, nothing more.
    expect(after.available).toBe(0);
    expect(after.pending).toBe(0);
    expect(Math.round(paidOut * 100)).toBe(Math.round((after.total_earned as number) * 100));
  }
};

describe('killing the server in the middle of money moving', () => {
  let dataDir: string;
  let server: Server | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-crash-'));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every answered call and balanced books across SIGKILL and restart',
    async () => {
      server = await startServer(dataDir);
      const [clients, freelancers] = await Promise.all([
        Promise.all([0, 1, 2].map((i) => register(server as Server, 'client', `client${i}`))),
        Promise.all([0, 1].map((i) => register(server as Server, 'freelancer', `freelancer${i}`))),
      ]);
      const everyone = [...clients, ...freelancers];
      const tokenOf = (id: number) => {
        const person = everyone.find((p) => p.id === id);
        if (!person) throw new Error(`unknown user ${id}`);
        return person.token;
      };
      const services = [];
      for (const [index, price] of [100, 12.34, 0.05, 250].entries()) {
        const owner = freelancers[index % freelancers.length];
        if (!owner) throw new Error('no freelancer');
        const created = await must(server, 201, 'POST', '/api/services/create', owner.token, {
          title: `Crash service ${index}`,
          description: 'Delivered even when the lights go out.',
          category: 'Graphic Design',
          price,
          delivery_days: 2,
          revisions: 1,
        });
        services.push({ id: created.id as number, owner });
      }

      const payoutsTold: { id: number; amount: number }[] = [];
      let totalLost = 0;
      for (let run = 0; run < KILL_RUNS; run += 1) {
        const killAfter = 30 + Math.floor(Math.random() * 40);
        const stream = await streamUntilKilled(
          server,
          { clients, freelancers, services },
          killAfter,
        );
        expect(stream.answered).toBeGreaterThanOrEqual(killAfter);
        totalLost += stream.lost;
        for (const promise of stream.told)
          if (promise.action === 'payout')
            payoutsTold.push({
              id: promise.body.id as number,
              amount: promise.body.amount as number,
            });

        server = await startServer(dataDir);
        await expectPromisesKept(server, stream.told, tokenOf);
        for (const freelancer of freelancers) {
          const earnings = await must(server, 200, 'GET', '/api/earnings', freelancer.token);
          const movements = earnings.movements as { kind: string; amount: number }[];
          const cents = (kind: string) =>
            Math.round(
              movements.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.amount, 0) * 100,
            );
          // What the freelancer may pay out is what was released to them minus what was paid.
          expect(Math.round((earnings.available as number) * 100)).toBe(
            cents('release') + cents('payout'),
          );
          expect(Math.round((earnings.total_earned as number) * 100)).toBe(cents('release'));
        }
        await finishEverything(server, clients, freelancers, tokenOf);
      }
      // Something was in flight when the server died (else the kill proved little).
      expect(totalLost).toBeGreaterThan(0);

      server.child.kill('SIGTERM');
      await exited(server.child);
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        expect(await ledgerViolations(database.db)).toEqual([]);
        const stored = await database.db.select().from(payouts);
        for (const told of payoutsTold)
          expect(stored.find((row) => row.id === told.id)?.amountCents, `payout ${told.id}`).toBe(
            Math.round(told.amount * 100),
          );
        const unfinished = await database.db
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(sql`${orders.status} <> 'completed'`);
        expect(unfinished).toEqual([]);
      } finally {
        await database.close();
      }
    },
    120_000 + KILL_RUNS * 60_000,
  );
});

describe('a payout whose answer was never kept (the process died right after it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * Makes writing the answer of the call with this Idempotency-Key fail, as a process killed
   * at that moment would: whatever commits together with the answer is lost with it, what
   * committed before it stays. (No signal can be timed into that gap reliably.)
   */
  const failKeepingAnswerOf = async (key: string) => {
    const { db } = t.database;
    await db.execute(
      sql.raw(`create function test_lose_answer() returns trigger language plpgsql as $$
        begin
          if new.key = '${key}' and new.status_code is not null then
            raise exception 'the process died before the answer was kept';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_lose_answer before insert or update on idempotency_keys
        for each row execute function test_lose_answer()`),
    );
    return async () => {
      await db.execute(sql.raw('drop trigger test_lose_answer on idempotency_keys'));
      await db.execute(sql.raw('drop function test_lose_answer()'));
    };
  };

  it('a retry with the same key after the restart makes no second payout', async () => {
    const first = await fundedOrder(t, { price: 100 });
    await orderCall(t, first.freelancer, first.orderId, 'deliver', { message: 'Done' });
    expect((await orderCall(t, first.client, first.orderId, 'accept')).statusCode).toBe(200);
    const key = `payout-${randomBytes(4).toString('hex')}`;
    const payout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/earnings/payout',
        headers: { ...bearer(first.freelancer.token), 'idempotency-key': key },
      });

    const restore = await failKeepingAnswerOf(key);
    const lost = await payout();
    await restore();
    // The restart, and a minute later (when an unanswered key counts as abandoned) the retry.
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(and(eq(idempotencyKeys.userId, first.freelancer.id), eq(idempotencyKeys.key, key)));

    // Meanwhile another sale of the freelancer completed.
    const second = await placeOrder(
      t,
      first.client,
      await createService(t, first.freelancer, { price: 20 }),
    );
    expect((await orderCall(t, first.client, second, 'pay', card())).statusCode).toBe(200);
    await orderCall(t, first.freelancer, second, 'deliver', { message: 'Done' });
    expect((await orderCall(t, first.client, second, 'accept')).statusCode).toBe(200);

    const retried = await payout();
    expect(retried.statusCode, retried.body).toBe(200);
    const rows = await t.database.db
      .select({ cents: payouts.amountCents })
      .from(payouts)
      .where(eq(payouts.userId, first.freelancer.id));
    // One key, one payout: the one the retry answered with.
    expect(
      rows.map((row) => toDollars(row.cents)),
      `first call answered ${lost.statusCode}, the retry ${retried.body}`,
    ).toEqual([retried.json().data.amount]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuards } from '#http/auth-guard.ts';
import {
  createRouteTable,
  publicRoute,
  type RouteAccess,
  type RouteTableEntry,
} from '#http/route-access.ts';
import {
  CALLERS,
  createWorld,
  PEOPLE,
  PRIVATE_TEXTS,
  projectForm,
  READERS,
  serviceForm,
  type Caller,
  type Person,
  type World,
} from '#test/access-world.ts';
import { jobForm } from '#test/order-fixtures.ts';
import { makeImage } from '#test/catalog-fixtures.ts';
import { multipart } from '#test/multipart.ts';
import { card } from '#test/order-fixtures.ts';
import { bearer, createTestApp, signUp, type TestApp } from '#test/test-app.ts';
import { createUnsubscribeTokens } from '#modules/notifications/index.ts';

/**
 * The access matrix: every route of the app's own route table, called as nobody, client A,
 * client B, freelancer A and freelancer B, against A's objects. A route that declares no rule,
 * or that this file does not know how to call, fails it; so does a 2xx to a caller the rule
 * leaves out, and any answer holding an email, telephone, chat message or proposal text of
 * someone the caller may not see.
 */

type Call = {
  /** Values of the route's `:params` (and `*`). */
  params?: Record<string, string | number>;
  query?: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Whose object the call names: the rule's owner or parties are among these. */
  of?: Person[];
  /** A 2xx makes the caller share a proposal with this person, who may then be contacted. */
  sharesWith?: Person;
  /** A session of its own instead of the caller's usual one. */
  token?: string;
};
type CallFor = (caller: Caller) => Call | Call[] | Promise<Call | Call[]>;
type Spec = {
  /** Runs once per route before its callers: it makes what this route may change or use up. */
  prepare: (w: World) => CallFor | Promise<CallFor>;
  /** Why no caller the rule allows gets a 2xx here; otherwise at least one must. */
  noSuccess?: string;
  /** Runs after every other route (it ends the sessions the rest rely on). */
  last?: boolean;
};

const A_SIDES: Person[] = ['clientA', 'freelancerA'];
const same = (call: (w: World) => Call): Spec => ({ prepare: (w) => () => call(w) });
const onFresh = <T>(make: (w: World) => Promise<T>, call: (made: T) => Call): Spec => ({
  prepare: async (w) => {
    const made = await make(w);
    return () => call(made);
  },
});
const upload = (name: string, bytes: () => Promise<Buffer> | Buffer, type = 'text/plain') =>
  ({
    prepare: async () => {
      const form = await multipart([{ name: 'file1', filename: name, bytes: await bytes(), type }]);
      return () => ({ payload: form.payload, headers: form.headers });
    },
  }) satisfies Spec;
const png = () => makeImage();
const registerForm = () => {
  const unique = randomBytes(4).toString('hex');
  return {
    username: `new_${unique}`,
    first_name: 'New',
    last_name: 'User',
    account_type: 'client',
    email: `new-${unique}@example.com`,
    password: 'correct horse battery',
    confirm_password: 'correct horse battery',
  };
};
const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;

/** Admin routes: every caller here must be refused (admin.test.ts calls them as an admin). */
const adminOnly = (call: (w: World) => Call): Spec => ({
  prepare: (w) => () => call(w),
  noSuccess: 'admins only: none of the five callers is an admin (admin.test.ts calls it as one)',
});
const ADMIN_SPECS: Record<string, Spec> = {
  'GET /api/admin/disputes': adminOnly(() => ({})),
  'GET /api/admin/disputes/:id': adminOnly(() => ({ params: { id: 1 } })),
  'POST /api/admin/disputes/:id/resolve': adminOnly(() => ({
    params: { id: 1 },
    payload: { outcome: 'refund', decision: 'Refunded.' },
  })),
  'GET /api/admin/order_files/:id': adminOnly(() => ({ params: { id: 1 } })),
  'GET /api/admin/users': adminOnly(() => ({})),
  'POST /api/admin/users/:id/suspend': adminOnly((w) => ({
    params: { id: w.users.freelancerB.id },
    payload: { reason: 'Spam.' },
  })),
  'POST /api/admin/users/:id/restore': adminOnly((w) => ({
    params: { id: w.users.freelancerB.id },
    payload: { reason: 'Appealed.' },
  })),
  'GET /api/admin/ledger': adminOnly(() => ({})),
  'GET /api/admin/audit': adminOnly(() => ({})),
};

const SPECS: Record<string, Spec> = {
  'GET /api/health': same(() => ({})),
  'GET /api/files/:kind/:name': same((w) => {
    const [kind, name] = w.pictureUrl.replace('/api/files/', '').split('/');
    return { params: { kind: kind ?? '', name: name ?? '' } };
  }),
  'GET /ws': {
    ...same(() => ({})),
    noSuccess: 'plain HTTP gets 426; the socket signs in with its first frame (realtime tests)',
  },
  'GET /index.html': same(() => ({})),
  'GET /assets/app.js': same(() => ({})),
  'GET /api/docs': same(() => ({})),
  'GET /api/docs/json': same(() => ({})),
  'GET /api/docs/yaml': same(() => ({})),
  'GET /api/docs/static/*': same(() => ({ params: { '*': 'index.css' } })),
  'GET /api/docs/static/index.html': {
    ...same(() => ({})),
    noSuccess: 'swagger-ui redirects it to the docs page (302)',
  },
  'GET /api/docs/static/swagger-initializer.js': same(() => ({})),

  'POST /api/auth/register': { prepare: () => () => ({ payload: registerForm() }) },
  'POST /api/auth/login': {
    prepare: async (w) => {
      const someone = await signUp(w.t.app, 'client');
      return () => ({ payload: { email: someone.email, password: someone.password } });
    },
  },
  'POST /api/auth/logout': {
    prepare: (w) => async (caller) =>
      caller === 'anonymous' ? {} : { token: await w.fresh.session(caller) },
  },
  'GET /api/auth/me': same(() => ({})),
  'POST /api/auth/forgot_password': same((w) => ({
    payload: { email: w.users.clientB.email },
  })),
  'POST /api/auth/reset_password': {
    ...same(() => ({
      payload: {
        token: 'A'.repeat(43),
        new_password: 'correct horse battery',
        confirm_password: 'correct horse battery',
      },
    })),
    noSuccess: 'a real link carries a secret only the mail has (password-reset.test.ts uses it)',
  },
  'POST /api/auth/verify_email': {
    ...same(() => ({ payload: { token: 'A'.repeat(43) } })),
    noSuccess:
      'a real link carries a secret only the mail has (email-verification.test.ts uses it)',
  },
  // Everyone in this world is verified already: the answer is 409, the route's rule still holds.
  'POST /api/auth/verification/resend': {
    ...same(() => ({})),
    noSuccess:
      'the verified accounts of this world have nothing to resend (email-verification.test.ts)',
  },
  // Asks for a change only: the address stays the same until the mailed link is opened.
  'POST /api/user/email': {
    prepare: (w) => (caller) => {
      const user = w.users[caller === 'anonymous' ? 'clientA' : caller];
      return {
        payload: {
          email: `moved-${Math.random().toString(36).slice(2)}-${user.email}`,
          password: user.password,
        },
      };
    },
  },
  'POST /api/user/password': {
    prepare: (w) => (caller) => {
      const current = w.users[caller === 'anonymous' ? 'clientA' : caller].password;
      const next = `${current} again`;
      return {
        payload: { current_password: current, new_password: next, confirm_password: next },
      };
    },
    last: true,
  },
  'GET /api/user': same(() => ({})),
  // The caller's own data only: the leak check below reads the whole file for others' texts.
  'GET /api/user/export': same(() => ({})),
  'DELETE /api/user': {
    ...same(() => ({ payload: { password: 'not anyone’s password' } })),
    noSuccess:
      'the world’s people must outlive this file: a wrong password is refused (422) to each ' +
      'signed-in caller; account-delete.test.ts deletes real accounts',
  },
  'POST /api/user': same(() => ({ payload: { country: 'France' } })),
  'POST /api/user/avatar': upload('me.png', png, 'image/png'),
  'GET /api/user/:id': {
    prepare: (w) => () => [
      { params: { id: w.users.freelancerA.id } },
      { params: { id: w.users.clientA.id } },
    ],
  },

  'GET /api/categories': same(() => ({})),
  'GET /api/categories/:id': same((w) => ({ params: { id: w.jobId } })),
  'POST /api/job': same(() => ({ payload: jobForm() })),
  'PUT /api/job/:id': onFresh(
    (w) => w.fresh.job(),
    (id) => ({ params: { id }, payload: { title: 'Translate a leaflet' }, of: ['clientA'] }),
  ),
  'DELETE /api/job/:id': onFresh(
    (w) => w.fresh.job(),
    (id) => ({ params: { id }, of: ['clientA'] }),
  ),
  'GET /api/job': same(() => ({})),
  'GET /api/job/:id': {
    prepare: (w) => () => [{ params: { id: w.jobId } }, { params: { id: w.openJobId } }],
  },
  'GET /api/user/job/getAll': same(() => ({})),
  'POST /api/job/upload_files': upload('brief.txt', () => Buffer.from('brief')),
  'GET /api/job/files/:id': same((w) => ({ params: { id: w.jobFileId } })),
  'POST /api/jobs/:id/save': onFresh(
    (w) => w.fresh.job(),
    (id) => ({ params: { id } }),
  ),
  'DELETE /api/jobs/:id/save': onFresh(
    (w) => w.fresh.job(),
    (id) => ({ params: { id } }),
  ),
  'GET /api/jobs/saved': same(() => ({})),

  'POST /api/proposals/create': onFresh(
    (w) => w.fresh.job(),
    (jobId) => ({
      payload: {
        bid: 90,
        cover_letter: 'I can start this week.',
        duration: 'less than 1 month',
        job_post_id: jobId,
      },
      sharesWith: 'clientA',
    }),
  ),
  'GET /api/proposals/getMyProposals': same(() => ({})),
  'GET /api/proposals/getFreelancerProposals': same(() => ({})),
  'GET /api/proposals/:jobId': {
    prepare: (w) => () => [{ params: { jobId: w.jobId } }, { params: { jobId: w.openJobId } }],
  },
  'PUT /api/proposals/:id/accept': onFresh(
    (w) => w.fresh.pendingProposal(),
    ({ proposalId }) => ({ params: { id: proposalId }, of: A_SIDES }),
  ),
  'PUT /api/proposals/:id/refuse': onFresh(
    (w) => w.fresh.pendingProposal(),
    ({ proposalId }) => ({ params: { id: proposalId }, of: A_SIDES }),
  ),
  'PUT /api/proposals/:id/withdraw': onFresh(
    (w) => w.fresh.pendingProposal(),
    ({ proposalId }) => ({ params: { id: proposalId }, of: A_SIDES }),
  ),
  'PUT /api/proposals/:id/complete': onFresh(
    (w) => w.fresh.contract({ funded: true }),
    ({ proposalId }) => ({ params: { id: proposalId }, of: A_SIDES }),
  ),
  // Only the contract's client sets its end.
  'POST /api/chats/setExpiryDate': same((w) => ({
    payload: { chat_id: w.contract.chatId, end_date: nextYear },
    of: ['clientA'],
  })),

  'GET /api/notifications': same(() => ({})),
  'POST /api/notifications/read': same((w) => ({ payload: { id: w.notificationId } })),
  'GET /api/email/preferences': same(() => ({})),
  'PUT /api/email/preferences': same(() => ({ payload: { reviews: true } })),
  // The link in clientA's mail: anyone holding it may use it (that is what it is for), and it
  // reaches clientA's setting for that category alone.
  'GET /api/email/unsubscribe': same((w) => ({
    query: `token=${createUnsubscribeTokens(t.config.jwtSecret).sign(w.users.clientA.id, 'reviews')}`,
  })),
  'POST /api/email/unsubscribe': same((w) => ({
    query: `token=${createUnsubscribeTokens(t.config.jwtSecret).sign(w.users.clientA.id, 'reviews')}`,
    payload: Buffer.from('List-Unsubscribe=One-Click'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })),
  'POST /api/email/resubscribe': same((w) => ({
    query: `token=${createUnsubscribeTokens(t.config.jwtSecret).sign(w.users.clientA.id, 'reviews')}`,
  })),

  'GET /api/chats/getAll': same(() => ({})),
  'GET /api/chats/:id': same((w) => ({ params: { id: w.contract.chatId }, of: A_SIDES })),
  'POST /api/chats/storeMessage': same((w) => ({
    payload: { chat_id: w.contract.chatId, message: PRIVATE_TEXTS.chat },
    of: A_SIDES,
  })),
  'POST /api/chats/getAllMessages': same((w) => ({
    payload: { chat_id: w.contract.chatId },
    of: A_SIDES,
  })),
  'POST /api/chats/:id/read': same((w) => ({
    params: { id: w.contract.chatId },
    payload: { message_id: w.contract.messageId },
    of: A_SIDES,
  })),
  'DELETE /api/chats/:id': onFresh(
    (w) => w.fresh.contract(),
    ({ chatId }) => ({ params: { id: chatId }, of: A_SIDES }),
  ),

  'POST /api/services/upload_images': upload('logo.png', png, 'image/png'),
  'POST /api/services/create': same(() => ({ payload: serviceForm() })),
  'GET /api/services/:id': same((w) => ({ params: { id: w.serviceId } })),
  'PUT /api/services/:id': onFresh(
    (w) => w.fresh.service(),
    (id) => ({ params: { id }, payload: { title: 'Logo and card' }, of: ['freelancerA'] }),
  ),
  'DELETE /api/services/:id': onFresh(
    (w) => w.fresh.service(),
    (id) => ({ params: { id }, of: ['freelancerA'] }),
  ),
  'GET /api/user/services': same(() => ({})),
  'GET /api/user/:ref/services': same((w) => ({ params: { ref: w.users.freelancerA.username } })),
  'GET /api/getAll2': same(() => ({})),
  'GET /api/services/search/:title': same(() => ({ params: { title: 'Logo' } })),

  'POST /api/projects/upload_images': upload('shot.png', png, 'image/png'),
  'POST /api/projects/create': same(() => ({ payload: projectForm() })),
  'GET /api/projects/:id': same((w) => ({ params: { id: w.projectId } })),
  'PUT /api/projects/:id': onFresh(
    (w) => w.fresh.project(),
    (id) => ({ params: { id }, payload: { title: 'Bakery shop' }, of: ['freelancerA'] }),
  ),
  'DELETE /api/projects/:id': onFresh(
    (w) => w.fresh.project(),
    (id) => ({ params: { id }, of: ['freelancerA'] }),
  ),
  'GET /api/user/projects': same(() => ({})),
  'GET /api/user/:ref/projects': same((w) => ({ params: { ref: w.users.freelancerA.username } })),

  'GET /api/payments/info': same(() => ({})),
  'POST /api/orders/upload_files': upload('notes.txt', () => Buffer.from('notes')),
  'GET /api/orders/files/:id': same((w) => ({ params: { id: w.order.fileId }, of: A_SIDES })),
  'POST /api/orders': same((w) => ({
    payload: { service_id: w.serviceId, requirements: 'Something simple.' },
  })),
  'GET /api/orders': {
    prepare: () => (caller) => ({
      query: `role=${caller.startsWith('freelancer') ? 'sales' : 'purchases'}`,
    }),
  },
  'GET /api/orders/:id': same((w) => ({ params: { id: w.order.id }, of: A_SIDES })),
  'POST /api/orders/:id/pay': onFresh(
    (w) => w.fresh.order('awaiting_payment'),
    ({ id }) => ({ params: { id }, payload: card(), of: A_SIDES }),
  ),
  // The matrix's app runs the sandbox, which takes the card on the order page: its answer is
  // 409 for everyone its rule lets in (stripe-provider.test.ts opens checkouts with Stripe).
  'POST /api/orders/:id/checkout': {
    ...onFresh(
      (w) => w.fresh.order('awaiting_payment'),
      ({ id }) => ({ params: { id }, of: A_SIDES }),
    ),
    noSuccess: 'the sandbox has no hosted checkout (stripe-provider.test.ts uses Stripe)',
  },
  'POST /api/orders/:id/pay/confirm': onFresh(
    (w) => w.fresh.order('needs_confirmation'),
    ({ id, paymentId }) => ({ params: { id }, payload: { payment_id: paymentId }, of: A_SIDES }),
  ),
  'POST /api/orders/:id/deliver': onFresh(
    (w) => w.fresh.order('in_escrow'),
    ({ id }) => ({ params: { id }, payload: { message: PRIVATE_TEXTS.order }, of: A_SIDES }),
  ),
  'POST /api/orders/:id/revision': onFresh(
    (w) => w.fresh.order('delivered'),
    ({ id }) => ({ params: { id }, payload: { message: PRIVATE_TEXTS.order }, of: A_SIDES }),
  ),
  'POST /api/orders/:id/accept': onFresh(
    (w) => w.fresh.order('delivered'),
    ({ id }) => ({ params: { id }, of: A_SIDES }),
  ),
  'POST /api/orders/:id/cancel': onFresh(
    (w) => w.fresh.order('in_escrow'),
    ({ id }) => ({ params: { id }, payload: { reason: '' }, of: A_SIDES }),
  ),
  'POST /api/orders/:id/dispute': onFresh(
    (w) => w.fresh.order('in_escrow'),
    ({ id }) => ({ params: { id }, payload: { reason: 'Nothing arrived.' }, of: A_SIDES }),
  ),
  ...ADMIN_SPECS,
  'GET /api/orders/:id/reviews': same((w) => ({ params: { id: w.order.id }, of: A_SIDES })),
  'POST /api/orders/:id/reviews': onFresh(
    (w) => w.fresh.order('completed'),
    ({ id }) => ({ params: { id }, payload: { stars: 5, comment: 'Good work.' }, of: A_SIDES }),
  ),
  // A shown review of freelancer A: both sides of a completed order reviewed each other.
  'POST /api/reviews/:id/reply': onFresh(
    async (w) => {
      const { id } = await w.fresh.order('completed');
      const payload = { stars: 4, comment: 'Good work.' };
      await w.call(w.users.freelancerA, 'POST', `/api/orders/${id}/reviews`, payload);
      const written = await w.call(w.users.clientA, 'POST', `/api/orders/${id}/reviews`, payload);
      return (written.json() as { data: { mine: { id: number } } }).data.mine.id;
    },
    (id) => ({ params: { id }, payload: { reply: 'Thank you.' }, of: ['freelancerA'] }),
  ),
  'GET /api/user/:ref/reviews': same((w) => ({
    params: { ref: w.users.freelancerA.username },
  })),
  'GET /api/services/:id/reviews': same((w) => ({ params: { id: w.serviceId } })),
  'GET /api/earnings': same(() => ({})),
  'GET /api/payouts/account': same(() => ({})),
  'POST /api/payouts/account': {
    ...same(() => ({})),
    noSuccess: 'the sandbox needs no payout account (stripe-provider.test.ts sets one up)',
  },
  'POST /api/payments/stripe/webhook': {
    ...same(() => ({ payload: { id: 'evt_1', type: 'checkout.session.completed' } })),
    noSuccess: 'the sandbox takes no webhook, and Stripe signs its calls (stripe-webhook.test.ts)',
  },
  // Freelancer A first earns something to pay out: a delivered order, accepted.
  'POST /api/earnings/payout': onFresh(
    async (w) => {
      const { id } = await w.fresh.order('delivered');
      await w.call(w.users.clientA, 'POST', `/api/orders/${id}/accept`);
    },
    () => ({}),
  ),
};

/** The spec of a route; the HEAD twin of a GET route is called like it. */
const specOf = (entry: RouteTableEntry): Spec | undefined =>
  SPECS[`${entry.method} ${entry.url}`] ??
  (entry.method === 'HEAD' ? SPECS[`GET ${entry.url}`] : undefined);

const isAllowed = (rule: RouteAccess, caller: Caller, call: Call): boolean => {
  if (rule.caller === 'anyone') return true;
  if (caller === 'anonymous') return false;
  // None of the five callers is an admin; admin.test.ts calls these routes as one.
  if (rule.caller === 'admin') return false;
  if (rule.caller !== 'signedIn' && !caller.startsWith(rule.caller)) return false;
  if (rule.objects === 'own' || rule.objects === 'everyone') return true;
  return call.of?.includes(caller) ?? false;
};

const urlOf = (entry: RouteTableEntry, call: Call): string => {
  const filled = entry.url.replace(/:(\w+)|\*/g, (match, name?: string) => {
    const value = call.params?.[name ?? '*'];
    if (value === undefined) throw new Error(`${entry.method} ${entry.url}: no value for ${match}`);
    return encodeURIComponent(String(value));
  });
  return call.query ? `${filled}?${call.query}` : filled;
};

const nameOf = (entry: RouteTableEntry) => `${entry.method} ${entry.url}`;

/** Who has shared a proposal with whom; they may see each other's email and telephone. */
const pair = (one: Person, other: Person) => `${one} ${other}`;

/**
 * Calls every route of `entries` as each caller and answers what went wrong: a 2xx the rule
 * excludes, or a body with a secret the caller may not see. `sharing` starts with who shares a
 * proposal and grows as the calls make new ones.
 */
const runMatrix = async (w: World, entries: RouteTableEntry[], sharing: Set<string>) => {
  const secrets = [
    ...PEOPLE.flatMap((person) => {
      const mayRead = (caller: Person) => caller === person || sharing.has(pair(caller, person));
      return [
        { text: w.users[person].email, what: `${person}'s email`, mayRead },
        { text: w.users[person].telephone, what: `${person}'s telephone`, mayRead },
      ];
    }),
    ...(Object.keys(PRIVATE_TEXTS) as (keyof typeof PRIVATE_TEXTS)[]).map((what) => ({
      // Lists may shorten a text: its sentinel word is enough to find it.
      text: PRIVATE_TEXTS[what].split(' ')[0] ?? '',
      what: `the ${what} text`,
      mayRead: (caller: Person) => READERS[what].includes(caller),
    })),
  ];

  const problems: string[] = [];
  const seen = new Set<string>();
  const answers = new Map<string, { allowed: boolean; ok: boolean; line: string }[]>();
  let cells = 0;
  const ordered = [
    ...entries.filter((entry) => !specOf(entry)?.last),
    ...entries.filter((entry) => specOf(entry)?.last),
  ];
  for (const entry of ordered) {
    const spec = specOf(entry);
    const rule = entry.access;
    if (!spec || !rule) continue;
    const callFor = await spec.prepare(w);
    for (const caller of CALLERS) {
      for (const call of [await callFor(caller)].flat()) {
        if (rule.caller !== 'anyone' && ['owner', 'parties'].includes(rule.objects) && !call.of)
          problems.push(`${nameOf(entry)}: its call does not say whose object it names`);
        const url = urlOf(entry, call);
        const token = call.token ?? (caller === 'anonymous' ? undefined : w.users[caller].token);
        const response = await w.t.app.inject({
          method: entry.method as 'GET',
          url,
          headers: { ...(token ? bearer(token) : {}), ...call.headers },
          ...(call.payload ? { payload: call.payload } : {}),
        });
        cells += 1;
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        const allowed = isAllowed(rule, caller, call);
        const cell = `${nameOf(entry)} as ${caller} (${url})`;
        const line = `${caller} ${response.statusCode} ${response.body.slice(0, 200)}`;
        answers.set(nameOf(entry), [...(answers.get(nameOf(entry)) ?? []), { allowed, ok, line }]);
        if (ok && !allowed) problems.push(`${cell}: ${line}`);
        if (ok && call.sharesWith && caller !== 'anonymous')
          sharing.add(pair(caller, call.sharesWith)).add(pair(call.sharesWith, caller));
        for (const secret of secrets) {
          if (!response.body.includes(secret.text)) continue;
          if (caller !== 'anonymous' && secret.mayRead(caller)) seen.add(secret.what);
          else problems.push(`${cell}: answers ${secret.what}`);
        }
      }
    }
  }
  const cellsOf = (name: string) => answers.get(name) ?? [];
  return {
    problems: [...new Set(problems)],
    cells,
    refused: [...answers.values()].flat().filter((cell) => !cell.allowed && !cell.ok).length,
    /** Routes no caller the rule allows got through, with what the allowed callers got. */
    unproven: ordered
      .filter((entry) => !specOf(entry)?.noSuccess)
      .map(nameOf)
      .filter((name) => !cellsOf(name).some((cell) => cell.allowed && cell.ok))
      .map(
        (name) =>
          `${name}: ${cellsOf(name)
            .filter((cell) => cell.allowed)
            .map((cell) => cell.line)
            .join(' | ')}`,
      ),
    /** The secrets some caller was rightly shown: proof the search for them works. */
    unseen: secrets.map((secret) => secret.what).filter((what) => !seen.has(what)),
  };
};

let t: TestApp;
let w: World;
let webDist: string;
beforeAll(async () => {
  // A stand-in for the built web app, so its routes are the same on every machine.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app");');
  // Every call of the matrix comes from one address; the limits are the rate-limit tests' job.
  t = await createTestApp({
    WEB_DIST_DIR: webDist,
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    CHAT_MESSAGES_PER_MINUTE: '100000',
  });
  await t.app.ready();
  w = await createWorld(t);
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('the access matrix', () => {
  it('knows every route: each declares who may call it, and this file how to call it', () => {
    const table = t.app.routeTable();
    expect(table.filter((entry) => !entry.access).map(nameOf)).toEqual([]);
    expect(table.filter((entry) => !specOf(entry)).map(nameOf)).toEqual([]);
    const known = new Set(table.map(nameOf));
    expect(Object.keys(SPECS).filter((key) => !known.has(key))).toEqual([]);
  });

  it('catches a 2xx the rule excludes and a secret shown to someone else', async () => {
    // The real routes under stricter made-up rules: an order page for its client alone, and
    // profiles whose contact details no one shares. The matrix must flag what they then show.
    const table = t.app.routeTable();
    const entry = (name: string) => {
      const found = table.find((candidate) => nameOf(candidate) === name);
      if (!found) throw new Error(`no route ${name}`);
      return found;
    };
    const stricter = [
      { ...entry('GET /api/orders/:id'), access: { caller: 'client', objects: 'parties' } },
      entry('GET /api/user/:id'),
    ] satisfies RouteTableEntry[];
    const { problems } = await runMatrix(w, stricter, new Set());
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/orders\/:id as freelancerA .*: freelancerA 200/),
        expect.stringMatching(/^GET \/api\/user\/:id as clientA .*: answers freelancerA's email/),
        expect.stringMatching(
          /^GET \/api\/user\/:id as freelancerA .*: answers clientA's telephone/,
        ),
      ]),
    );
  });

  it('answers no one a 2xx their rule excludes, and shows no one what is not theirs', async () => {
    const table = t.app.routeTable();
    // Client A has proposals from both freelancers; each side may contact the other.
    const sharing = new Set(
      (['freelancerA', 'freelancerB'] as const).flatMap((f) => [
        pair('clientA', f),
        pair(f, 'clientA'),
      ]),
    );
    const result = await runMatrix(w, table, sharing);
    const heads = table.filter((entry) => entry.method === 'HEAD').length;
    console.info(
      `access matrix: ${table.length} routes (${heads} of them HEAD), ` +
        `${result.cells} cells, ${result.refused} refused to callers their rule excludes, ` +
        `${result.problems.length} unauthorized answers or leaks`,
    );
    expect(result.problems).toEqual([]);
    // A route no allowed caller gets through proves nothing by its refusals: its call is wrong.
    expect(result.unproven).toEqual([]);
    expect(result.unseen).toEqual([]);
    // About 850 calls one after another: 4 s alone, 20 s on a loaded two-core machine, where
    // the default 30 s once ran out. The budget follows the work, as a hang still ends it.
  }, 120_000);
});

describe('start-up', () => {
  it('refuses a route guarded otherwise than it declares', async () => {
    const guards = createGuards(
      { authenticate: async () => undefined },
      { isAdmin: async () => false },
    );
    const table = createRouteTable(guards.hooksOf);
    const app = Fastify();
    app.addHook('onRoute', table.record);
    app.addHook('onReady', table.verify);
    const answer = async () => ({ data: 'ok' });
    app.get('/declared', guards.client('own'), answer);
    app.get(
      '/overridden',
      { ...guards.client('own'), onRequest: guards.signedIn('own').onRequest },
      answer,
    );
    app.post('/public', { ...publicRoute, onRequest: guards.freelancer('own').onRequest }, answer);
    app.put('/undeclared', answer);
    await expect(app.ready()).rejects.toThrow(
      'Route access: PUT /undeclared declares no access rule. GET /overridden is declared for client but guarded otherwise. ' +
        'HEAD /overridden is declared for client but guarded otherwise. ' +
        'POST /public is declared for anyone but guarded otherwise.',
    );
    expect(
      table.entries().map((entry) => `${entry.method} ${entry.url} ${entry.access?.caller}`),
    ).toEqual([
      'GET /declared client',
      'HEAD /declared client',
      'GET /overridden client',
      'HEAD /overridden client',
      'POST /public anyone',
      'PUT /undeclared undefined',
    ]);
    await app.close();
  });
});

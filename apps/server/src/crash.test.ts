import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { openDatabase, type Database } from '#db/client.ts';
import { CATEGORY_NAMES } from '#db/seed.ts';
import {
  killServer,
  must,
  openChat,
  registerPerson,
  killAfterAnswers,
  request,
  scratchPostgres,
  startServerProcess,
  type Person,
  type ServerProcess,
} from '#test/server-process.ts';

/**
 * The real server in its own process, killed with SIGKILL in the middle of a stream of writes
 * from several people at once (jobs with their skills, proposals, acceptances that open a
 * chat and an order, chat messages), then started again on the same data. Every write a
 * caller was told about (a 2xx) must still be there, and no write may be half done: the
 * invariants below are checked with SQL over everything stored, including the writes that
 * were in flight when the process died.
 */

/** Kill, restart and check this many times per database (CRASH_RUNS, or DEEP=1 for 10). */
const CRASH_RUNS = Number(process.env.CRASH_RUNS ?? (process.env.DEEP ? 10 : 3));
/** Workers taking a job from posting to a conversation, and workers chatting in open chats. */
const FLOW_WORKERS = 6;
const CHAT_WORKERS = 3;

type Ack =
  | { kind: 'job'; id: number; client: Person; title: string; skills: string[] }
  | { kind: 'proposal'; id: number; jobId: number; freelancer: Person }
  | { kind: 'accept'; proposalId: number; chatId: number; client: Person }
  | { kind: 'message'; id: number; chatId: number; sender: Person; body: string };

type Cast = {
  clients: Person[];
  freelancers: Person[];
  chats: { id: number; client: Person; freelancer: Person }[];
};

const pick = <T>(items: T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
};

const skillsFor = (seed: number) =>
  Array.from({ length: 1 + (seed % 3) }, (_, i) => pick([...CATEGORY_NAMES], seed * 5 + i * 7));

/** Writes from every worker at once until `killAfter` answers, then SIGKILL mid-stream. */
const streamUntilKilled = async (
  server: ServerProcess,
  cast: Cast,
  run: number,
  killAfter: number,
) => {
  const acks: Ack[] = [];
  const stream = killAfterAnswers(server, killAfter);

  const call = async (method: string, url: string, person: Person, payload?: unknown) => {
    const answer = await stream.call(method, url, person.token, payload);
    if (!answer) return undefined;
    expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body.data ?? {};
  };

  const message = async (chatId: number, sender: Person, body: string) => {
    const stored = await call('POST', '/api/chats/storeMessage', sender, {
      chat_id: chatId,
      message: body,
    });
    if (stored) acks.push({ kind: 'message', id: stored.id as number, chatId, sender, body });
    return stored;
  };

  const flow = async (worker: number) => {
    for (let round = 0; !stream.counts.killed; round += 1) {
      const client = pick(cast.clients, worker + round);
      const freelancer = pick(cast.freelancers, worker * 2 + round);
      const title = `Run ${run}, worker ${worker}, job ${round}`;
      const skills = skillsFor(worker * 31 + round);
      const job = await call('POST', '/api/job', client, {
        title,
        description: 'Posted while the server may die at any moment.',
        skills,
        level: 'Beginner',
        size: 'Small',
        budjet: 50,
        expected_delivery_time: 3,
      });
      if (!job) continue;
      acks.push({ kind: 'job', id: job.id as number, client, title, skills });
      const proposal = await call('POST', '/api/proposals/create', freelancer, {
        bid: 75,
        cover_letter: `I will do "${title}".`,
        duration: 'less than 1 month',
        job_post_id: job.id,
      });
      if (!proposal) continue;
      acks.push({
        kind: 'proposal',
        id: proposal.id as number,
        jobId: job.id as number,
        freelancer,
      });
      // Every other proposal is accepted, which opens its chat and its order in one go.
      if (round % 2 === 0) continue;
      const accepted = await call('PUT', `/api/proposals/${String(proposal.id)}/accept`, client);
      if (!accepted) continue;
      const chatId = (accepted.chat as { id: number }).id;
      acks.push({ kind: 'accept', proposalId: proposal.id as number, chatId, client });
      if (await message(chatId, client, `Welcome aboard (${title}).`))
        await message(chatId, freelancer, `Starting now (${title}).`);
    }
  };

  // One worker per chat, so each person's messages in a chat are sent one after another.
  const chatter = async (chat: Cast['chats'][number]) => {
    for (let line = 0; !stream.counts.killed; line += 1) {
      const sender = line % 2 === 0 ? chat.client : chat.freelancer;
      await message(chat.id, sender, `Run ${run}, chat ${chat.id}, line ${line}`);
    }
  };

  await Promise.all([
    ...Array.from({ length: FLOW_WORKERS }, (_, worker) => flow(worker)),
    ...cast.chats.map(chatter),
  ]);
  await server.exited;
  return { acks, answered: stream.counts.answered, lost: stream.counts.lost };
};

/** What each 2xx promised, as its caller can see it on the restarted server. */
const expectAcksVisible = async (server: ServerProcess, acks: Ack[]) => {
  const checks: (() => Promise<void>)[] = [];
  const messagesByChat = new Map<number, Extract<Ack, { kind: 'message' }>[]>();
  for (const ack of acks) {
    if (ack.kind === 'job')
      checks.push(async () => {
        const job = await must(server, 200, 'GET', `/api/job/${ack.id}`, ack.client.token);
        expect(job.title).toBe(ack.title);
        expect((job.skills as { name: string }[]).map((s) => s.name).sort()).toEqual(
          [...ack.skills].sort(),
        );
      });
    else if (ack.kind === 'proposal')
      checks.push(async () => {
        const url = `/api/proposals/${ack.jobId}`;
        const mine = await must(server, 200, 'GET', url, ack.freelancer.token);
        expect((mine as unknown as { id: number }[]).map((p) => p.id)).toEqual([ack.id]);
      });
    else if (ack.kind === 'accept')
      checks.push(async () => {
        const chat = await must(server, 200, 'GET', `/api/chats/${ack.chatId}`, ack.client.token);
        expect(chat.proposal_id).toBe(ack.proposalId);
      });
    else messagesByChat.set(ack.chatId, [...(messagesByChat.get(ack.chatId) ?? []), ack]);
  }
  // A chat's log, read once up to its newest acknowledged message, as the chat screen reads it.
  for (const [chatId, told] of messagesByChat)
    checks.push(async () => {
      const newest = Math.max(...told.map((ack) => ack.id));
      const page = await request(
        server,
        'POST',
        '/api/chats/getAllMessages',
        told[0]?.sender.token,
        {
          chat_id: chatId,
          before: newest + 1,
          limit: 100,
        },
      );
      if (page === 'lost') throw new Error(`no answer\n${server.output()}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const shown = new Map(
        (page.body.data as unknown as { id: number; message: string }[]).map((m) => [m.id, m]),
      );
      for (const ack of told)
        expect(shown.get(ack.id)?.message, `message ${ack.id}`).toBe(ack.body);
    });
  // A few at a time: enough to be quick, few enough not to queue behind one another.
  for (let i = 0; i < checks.length; i += 8)
    await Promise.all(checks.slice(i, i + 8).map((check) => check()));
};

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Rows that break what the schema's writers promise to keep together, each kind named. Every
 * one of these would be a write that committed in part.
 */
const halfWritten = async (db: Database) => {
  const checks: Record<string, ReturnType<typeof sql>> = {
    'job without skills': sql`select j.id from job_posts j
      where not exists (select 1 from job_categories jc where jc.job_id = j.id)`,
    'job whose search text lacks a skill': sql`select j.id, c.name from job_posts j
      join job_categories jc on jc.job_id = j.id join categories c on c.id = jc.category_id
      where position(lower(c.name) in j.search_document) = 0`,
    // The service copies the message's time through a JavaScript Date: milliseconds count.
    'chat whose last activity is older than its newest message': sql`select c.id from chats c
      join messages m on m.chat_id = c.id
      group by c.id, c.last_activity_at
      having c.last_activity_at < date_trunc('milliseconds', max(m.created_at))`,
    'sender whose read mark is behind their own message': sql`select m.chat_id, m.sender_id
      from messages m left join chat_participant_states s
        on s.chat_id = m.chat_id and s.user_id = m.sender_id
      where m.kind = 'user'
      group by m.chat_id, m.sender_id, s.last_read_message_id
      having coalesce(s.last_read_message_id, 0) < max(m.id)`,
    'accepted proposal without its chat or order': sql`select p.id from proposals p
      where p.status in ('active', 'done') and (
        not exists (select 1 from chats c where c.proposal_id = p.id)
        or not exists (select 1 from orders o where o.proposal_id = p.id))`,
    'chat or order of a proposal that was never accepted': sql`select p.id from proposals p
      where p.status not in ('active', 'done') and (
        exists (select 1 from chats c where c.proposal_id = p.id)
        or exists (select 1 from orders o where o.proposal_id = p.id))`,
    "contract's order pointing at another chat": sql`select o.id from orders o
      join chats c on c.proposal_id = o.proposal_id where o.chat_id is distinct from c.id`,
    'chat without both participants': sql`select c.id from chats c
      where (select count(*) from chat_participant_states s where s.chat_id = c.id) <> 2`,
  };
  const found: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(checks)) {
    const rows = await rowsOf(db, query);
    if (rows.length) found[name] = rows;
  }
  return found;
};

/** Writes stopped half-way, made by hand, one per check below that must catch it. */
const HALF_DONE = {
  'job without skills': (cast: Cast) => sql`insert into job_posts
    (client_id, title, description, budget_cents, level, size, expected_delivery_days, search_document)
    values (${pick(cast.clients, 0).id}, 'Half', 'Half', 100, 'Beginner', 'Small', 1, 'half')`,
  'chat whose last activity is older than its newest message': (
    cast: Cast,
  ) => sql`insert into messages
    (chat_id, sender_id, body, kind, created_at)
    values (${pick(cast.chats, 0).id}, ${pick(cast.chats, 0).client.id}, 'Half', 'system',
      now() + interval '1 hour')`,
  'accepted proposal without its chat or order': () => sql`update proposals set status = 'active'
    where id = (select min(id) from proposals where status = 'pending')`,
};

/** The checks themselves, proven able to see a half-done write (then rolled back). */
const halfWrittenRowsAreFound = async (db: Database, cast: Cast) => {
  let found: string[] = [];
  await db
    .transaction(async (tx) => {
      for (const breakIt of Object.values(HALF_DONE)) await tx.execute(breakIt(cast));
      found = Object.keys(await halfWritten(tx as unknown as Database));
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return found.filter((name) => name in HALF_DONE);
};

/** Every acknowledged write, read straight from the tables. Answers the ones missing. */
const missingAcks = async (db: Database, acks: Ack[]) => {
  const [jobs, proposals, chats, messages] = await Promise.all([
    rowsOf<{ id: number; client_id: number; title: string; skills: string[] }>(
      db,
      sql`select j.id, j.client_id, j.title, array_agg(c.name order by c.name) as skills
        from job_posts j join job_categories jc on jc.job_id = j.id
        join categories c on c.id = jc.category_id group by j.id`,
    ),
    rowsOf<{ id: number; job_id: number; freelancer_id: number; status: string }>(
      db,
      sql`select id, job_id, freelancer_id, status from proposals`,
    ),
    rowsOf<{ id: number; proposal_id: number | null }>(db, sql`select id, proposal_id from chats`),
    rowsOf<{ id: number; chat_id: number; sender_id: number; body: string }>(
      db,
      sql`select id, chat_id, sender_id, body from messages`,
    ),
  ]);
  const job = new Map(jobs.map((row) => [row.id, row]));
  const proposal = new Map(proposals.map((row) => [row.id, row]));
  const chat = new Map(chats.map((row) => [row.id, row]));
  const message = new Map(messages.map((row) => [row.id, row]));
  return acks.filter((ack) => {
    switch (ack.kind) {
      case 'job': {
        const row = job.get(ack.id);
        return !(
          row?.client_id === ack.client.id &&
          row.title === ack.title &&
          [...row.skills].sort().join() === [...ack.skills].sort().join()
        );
      }
      case 'proposal': {
        const row = proposal.get(ack.id);
        return !(row?.job_id === ack.jobId && row.freelancer_id === ack.freelancer.id);
      }
      case 'accept':
        return !(
          proposal.get(ack.proposalId)?.status === 'active' &&
          chat.get(ack.chatId)?.proposal_id === ack.proposalId
        );
      case 'message': {
        const row = message.get(ack.id);
        return !(
          row?.chat_id === ack.chatId &&
          row.sender_id === ack.sender.id &&
          row.body === ack.body
        );
      }
    }
  });
};

type Variant = {
  name: string;
  database: () => Promise<{ url?: string; drop: () => Promise<void> }>;
};

const variants: Variant[] = [
  { name: 'PGlite', database: async () => ({ drop: async () => undefined }) },
];
// CI's second phase sets DATABASE_URL: the same kills against PostgreSQL.
if (process.env.DATABASE_URL)
  variants.push({
    name: 'PostgreSQL',
    database: async () => {
      const scratch = await scratchPostgres();
      if (!scratch) throw new Error('DATABASE_URL is set but no PostgreSQL template was made');
      return scratch;
    },
  });

describe.each(variants)('killing the server during a stream of writes ($name)', (variant) => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  let database: Awaited<ReturnType<Variant['database']>> | undefined;
  afterAll(async () => {
    await killServer(server);
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `keeps every acknowledged write and no half-written one across ${CRASH_RUNS} SIGKILLs`,
    async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-kill-'));
      database = await variant.database();
      const options = { dataDir, databaseUrl: database.url };
      server = await startServerProcess(options);
      const first = server;
      const [clients, freelancers] = await Promise.all([
        Promise.all([0, 1, 2].map((i) => registerPerson(first, 'client', `kclient${i}`))),
        Promise.all([0, 1, 2].map((i) => registerPerson(first, 'freelancer', `kfreelancer${i}`))),
      ]);
      const chats = [];
      for (let i = 0; i < CHAT_WORKERS; i += 1) {
        const client = pick(clients, i);
        const freelancer = pick(freelancers, i);
        chats.push({ id: await openChat(first, client, freelancer), client, freelancer });
      }
      const cast: Cast = { clients, freelancers, chats };

      const acknowledged: Ack[] = [];
      let inFlightLost = 0;
      for (let run = 1; run <= CRASH_RUNS; run += 1) {
        const killAfter = 40 + Math.floor(Math.random() * 60);
        const stream = await streamUntilKilled(server, cast, run, killAfter);
        expect(stream.answered).toBeGreaterThanOrEqual(killAfter);
        inFlightLost += stream.lost;
        acknowledged.push(...stream.acks);
        server = await startServerProcess(options);
        await expectAcksVisible(server, stream.acks);
      }
      // Something was in flight at the kills, or they proved little.
      expect(inFlightLost).toBeGreaterThan(0);

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const opened = await openDatabase(
        database.url
          ? { kind: 'postgres', url: database.url, poolSize: 1 }
          : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      );
      try {
        expect(await missingAcks(opened.db, acknowledged)).toEqual([]);
        expect(await halfWritten(opened.db)).toEqual({});
        expect(await halfWrittenRowsAreFound(opened.db, cast)).toEqual(Object.keys(HALF_DONE));
      } finally {
        await opened.close();
      }
      const kinds = acknowledged.reduce<Record<string, number>>(
        (counts, ack) => ({ ...counts, [ack.kind]: (counts[ack.kind] ?? 0) + 1 }),
        {},
      );
      console.info(
        `crash (${variant.name}): ${CRASH_RUNS} SIGKILLs, ${acknowledged.length} acknowledged ` +
          `writes checked (${JSON.stringify(kinds)}), 0 lost, ${inFlightLost} calls in flight at the kills`,
      );
    },
    90_000 + CRASH_RUNS * 45_000,
  );
});

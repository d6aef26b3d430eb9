import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#db/client.ts';
import { messages } from '#db/schema/index.ts';
import { connectAs, openSocket, type SocketClient } from '#test/socket-client.ts';
import {
  killServer,
  openChat,
  registerPerson,
  scratchPostgres,
  startServerProcess,
  type Person,
  type ServerProcess,
} from '#test/server-process.ts';

/**
 * A deployment stops a server with SIGTERM while people are using it. Everything the server
 * had started answering must be answered normally; what it had not read yet is refused
 * cleanly (the connection is refused or closed before the request was read, so a client can
 * retry it elsewhere and nothing was stored); sockets hear 1001 Going Away; the database is
 * closed; the process exits 0 without waiting for idle keep-alive connections to time out.
 */

/** Keep-alive connections sending chat messages one after another, like busy browser tabs. */
const CONNECTIONS = 8;
/** SIGTERM comes after this many answers, so the stream is well under way. */
const TERM_AFTER = 60;

type Outcome =
  | { body: string; kind: 'answered'; status: number; connection: string | undefined }
  | { body: string; kind: 'refused' | 'reset'; code: string };

/** POSTs one message over the agent's keep-alive connection. */
const postMessage = (
  server: ServerProcess,
  agent: http.Agent,
  token: string,
  chatId: number,
  body: string,
  beforeBody?: () => Promise<void>,
): Promise<Outcome> =>
  new Promise((resolve) => {
    const payload = JSON.stringify({ chat_id: chatId, message: body });
    const outgoing = http.request(`${server.url}/api/chats/storeMessage`, {
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        // With a hold, the body waits for the server's 100 Continue: proof it read the request.
        ...(beforeBody ? { expect: '100-continue' } : {}),
      },
    });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          body,
          kind: 'answered',
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
        }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        body,
        kind: error.code === 'ECONNREFUSED' ? 'refused' : 'reset',
        code: error.code ?? error.message,
      }),
    );
    if (beforeBody) {
      outgoing.on('continue', () => {
        void beforeBody().then(() => outgoing.end(payload));
      });
      outgoing.flushHeaders();
    } else {
      outgoing.end(payload);
    }
  });

describe('SIGTERM while requests are in flight', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  let postgres: Awaited<ReturnType<typeof scratchPostgres>>;
  afterAll(async () => {
    await killServer(server);
    await postgres?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every accepted request with a 2xx, closes sockets with 1001, closes the database and exits 0', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-shutdown-'));
    // The suite's database: PostgreSQL when it runs with DATABASE_URL, PGlite otherwise.
    postgres = await scratchPostgres();
    const running = await startServerProcess({ dataDir, databaseUrl: postgres?.url });
    server = running;
    const client = await registerPerson(running, 'client', 'sdclient');
    const freelancer = await registerPerson(running, 'freelancer', 'sdfreelancer');
    const chatId = await openChat(running, client, freelancer);
    const wsUrl = `${running.url.replace('http', 'ws')}/ws`;
    const signedIn = await connectAs(wsUrl, client.token);
    // A socket still in its handshake must be told too, not left to time out. It opens right
    // before the signal: opened here, a loaded machine's stream could outlast its 10 s handshake.
    let handshaking!: SocketClient;

    const outcomes: Outcome[] = [];
    const pending = new Set<string>();
    let answered = 0;
    let inFlightAtTerm: string[] = [];
    let terminate!: () => void;
    const terminated = new Promise<void>((resolve) => (terminate = resolve));

    // One request the server has surely read (it answered 100 Continue) is held open across
    // the signal; its connection then stays open and idle on the client's side, as a
    // browser's would.
    const heldAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let releaseHeld!: () => void;
    const held = terminated.then(() =>
      postMessage(running, heldAgent, client.token, chatId, 'held across SIGTERM', async () => {
        handshaking = await openSocket(wsUrl);
        inFlightAtTerm = [...pending, 'held across SIGTERM'];
        running.child.kill('SIGTERM');
        await new Promise<void>((resolve) => (releaseHeld = resolve));
      }),
    );

    const stream = async (index: number, sender: Person) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; ; n += 1) {
        const body = `connection ${index}, message ${n}`;
        pending.add(body);
        const outcome = await postMessage(running, agent, sender.token, chatId, body);
        pending.delete(body);
        outcomes.push(outcome);
        if (outcome.kind !== 'answered') break;
        answered += 1;
        if (answered === TERM_AFTER) terminate();
      }
      agent.destroy();
    };
    const streams = Promise.all(
      Array.from({ length: CONNECTIONS }, (_, index) =>
        stream(index, index % 2 === 0 ? client : freelancer),
      ),
    );
    await terminated;
    // Every stream ends on a refused or closed connection while the held request still runs:
    // the server stopped taking new work but has not exited.
    await streams;
    releaseHeld();
    const heldOutcome = await held;
    const exit = await running.exited;
    heldAgent.destroy();

    expect(heldOutcome).toMatchObject({ kind: 'answered', status: 201, connection: 'close' });
    expect(exit, running.output()).toEqual({ code: 0, signal: null });
    expect(await signedIn.closed()).toMatchObject({ code: 1001 });
    expect(await handshaking.closed()).toMatchObject({ code: 1001 });

    const stored = await storedBodies(dataDir, postgres?.url, chatId);
    const all = [...outcomes, heldOutcome];
    // Answered means a 2xx; a closed connection is acceptable only for a request that was
    // never read (nothing of it was stored), which a client may safely send again.
    const failed = all.filter((outcome) =>
      outcome.kind === 'answered'
        ? outcome.status !== 201
        : outcome.kind === 'reset' && stored.has(outcome.body),
    );
    expect(failed).toEqual([]);
    for (const outcome of all)
      if (outcome.kind === 'answered') expect(stored.has(outcome.body), outcome.body).toBe(true);
    const refused = all.filter((outcome) => outcome.kind !== 'answered');
    // Each stream ended on a refusal after the signal; with requests in flight at that moment.
    expect(refused.length).toBe(CONNECTIONS);
    expect(inFlightAtTerm.length).toBeGreaterThan(1);
    const caught = all.filter((outcome) => inFlightAtTerm.includes(outcome.body));
    console.info(
      `shutdown: ${inFlightAtTerm.length} requests in flight at SIGTERM ` +
        `(${caught.filter((o) => o.kind === 'answered').length} answered 2xx, ` +
        `${caught.filter((o) => o.kind !== 'answered').length} never read); ` +
        `${all.length - refused.length} answered 2xx in all, ${refused.length} refused ` +
        `(${refused.filter((o) => o.kind === 'reset').length} by closing an idle connection), ` +
        `${failed.length} failed`,
    );
    if (!postgres) {
      // PGlite's lock is released by closing the database, not by the process ending.
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    }
  }, 90_000);
});

/** The bodies of the chat's stored messages, read from the database after the server exited. */
const storedBodies = async (dataDir: string, postgresUrl: string | undefined, chatId: number) => {
  const database = await openDatabase(
    postgresUrl
      ? { kind: 'postgres', url: postgresUrl, poolSize: 1 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    const rows = await database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.chatId, chatId));
    return new Set(rows.map((row) => row.body));
  } finally {
    await database.close();
  }
};

// Chat delivery latency: 1,000 sockets open, 100 messages a second sent as `message` frames,
// timed from send to arrival on the recipient's socket. Baseline: a bare `ws` server in its
// own process (as the app is) that relays each frame to the other sockets of its pair. With DATABASE_URL and REDIS_URL, also across two
// instances (senders on one, recipients on the other).
import type { WebSocket } from 'ws';
import {
  connectSocket,
  createContract,
  openSocket,
  recordSection,
  startApp,
  startBaseline,
} from '../lib.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PAIRS = 50;
const RATE_PER_SECOND = Number(process.env.BENCH_MESSAGE_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Latencies = number[];

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Sends at a steady rate for SECONDS and waits for the last deliveries. */
const drive = async (send: (seq: number) => void, received: () => number) => {
  const total = RATE_PER_SECOND * SECONDS;
  for (let seq = 0; seq < total; seq += 1) {
    send(seq);
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE_PER_SECOND));
  }
  const deadline = Date.now() + 10_000;
  while (received() < total && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return total;
};

const report = (name: string, latencies: Latencies, sent: number) => {
  latencies.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    delivered: latencies.length,
    sent,
  };
};

/** The bare relay runs in a process of its own, as the app does (`baseline-server.ts relay`). */
const runBaseline = async () => {
  const relay = await startBaseline('relay');
  const port = new URL(relay.url).port;
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, (_, i) =>
      openSocket(`ws://127.0.0.1:${port}/?pair=${i % PAIRS}`),
    ),
  );
  const senders = sockets.slice(0, PAIRS);
  const receivers = sockets.slice(PAIRS, PAIRS * 2);
  const latencies: Latencies = [];
  receivers.forEach((socket) =>
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { sentAt: number; from: number };
      if (frame.from === receivers.indexOf(socket))
        latencies.push(performance.now() - frame.sentAt);
    }),
  );
  const sent = await drive(
    (seq) =>
      senders[seq % PAIRS]?.send(JSON.stringify({ sentAt: performance.now(), from: seq % PAIRS })),
    () => latencies.length,
  );
  sockets.forEach((socket) => socket.close());
  await relay.stop();
  return report('baseline: bare ws relay', latencies, sent);
};

type Pair = { chatId: number; clientToken: string; freelancerToken: string };

/** Client/freelancer pairs with an accepted proposal each, so each pair has a chat. */
const createPairs = async (baseUrl: string): Promise<Pair[]> => {
  const pairs: Pair[] = [];
  const stamp = Date.now();
  for (let i = 0; i < PAIRS; i += 1) {
    pairs.push(await createContract(baseUrl, `${stamp}_${i}`));
  }
  return pairs;
};

/** Senders are freelancers on `senderUrl`; each client has SOCKETS/PAIRS/2 sockets on `receiverUrl`. */
const runApp = async (name: string, senderUrl: string, receiverUrl: string, pairs: Pair[]) => {
  const perUser = Math.max(1, Math.floor(SOCKETS / (PAIRS * 2)));
  const senders: WebSocket[] = [];
  const receivers: WebSocket[] = [];
  const extra: WebSocket[] = [];
  for (const pair of pairs) {
    senders.push(await connectSocket(senderUrl, pair.freelancerToken));
    for (let i = 1; i < perUser; i += 1)
      extra.push(await connectSocket(senderUrl, pair.freelancerToken));
    receivers.push(await connectSocket(receiverUrl, pair.clientToken));
    for (let i = 1; i < perUser; i += 1)
      extra.push(await connectSocket(receiverUrl, pair.clientToken));
  }
  const sentAt = new Map<string, number>();
  const latencies: Latencies = [];
  receivers.forEach((socket) =>
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string; data?: { message: string } };
      const started =
        frame.type === 'message' && frame.data ? sentAt.get(frame.data.message) : undefined;
      if (started !== undefined) latencies.push(performance.now() - started);
    }),
  );
  const sent = await drive(
    (seq) => {
      const pair = pairs[seq % PAIRS];
      const text = `bench ${seq}`;
      sentAt.set(text, performance.now());
      senders[seq % PAIRS]?.send(
        JSON.stringify({ type: 'message', chat_id: pair?.chatId, message: text }),
      );
    },
    () => latencies.length,
  );
  for (const socket of [...senders, ...receivers, ...extra]) socket.close();
  return report(name, latencies, sent);
};

export const runChatDelivery = async () => {
  const rows = [await runBaseline()];
  const single = await startApp(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  try {
    const pairs = await createPairs(single.url);
    rows.push(
      await runApp(
        `one instance (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`,
        single.url,
        single.url,
        pairs,
      ),
    );
  } finally {
    await single.stop();
  }
  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    const a = await startApp('postgres', undefined, { redisUrl: process.env.REDIS_URL });
    const b = await startApp('postgres', undefined, {
      databaseUrl: a.databaseUrl,
      redisUrl: process.env.REDIS_URL,
    });
    try {
      const pairs = await createPairs(a.url);
      rows.push(await runApp('two instances through Redis', a.url, b.url, pairs));
    } finally {
      await b.stop();
      await a.stop();
    }
  }
  const baseline = rows[0];
  recordSection(
    `Chat delivery: ${SOCKETS} sockets, ${RATE_PER_SECOND} messages/s for ${SECONDS} s`,
    [
      '| scenario | p50 ms | p99 ms | p50 vs bare relay | delivered |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${(row.p50 / (baseline?.p50 || 1)).toFixed(1)}x | ${row.delivered}/${row.sent} |`,
      ),
    ],
  );
};

// The bare servers every scenario is compared with, started in their own process:
//   hello            Fastify answering a constant JSON body;
//   floor pglite     Fastify answering one primary-key select through PGlite in-process;
//   floor postgres   the same through the app's own driver and pool (DATABASE_URL);
//   relay            a bare `ws` server relaying each frame to the other sockets of its pair
//                    (`/?pair=n`), the chat-delivery scenario's baseline: in a process of its
//                    own like the app, so both pay the same hops between processes.
// The floor is the most a read that needs the database can do on this machine: the product's
// reads are measured as a share of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { openDatabase } from '@marketplace/server/db';
import { categories } from '@marketplace/server/db/schema';

const [mode = 'hello', database = 'pglite'] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (mode === 'floor') {
  // The app's own opening (same pool size and drizzle), so only the product's work differs.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-floor-'));
  const handle = await openDatabase(
    database === 'postgres'
      ? { kind: 'postgres', url: process.env.DATABASE_URL ?? '' }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  // Categories are seeded by opening the database: a real table with a primary key. The
  // select is prepared once, as the product's busiest reads are: the floor is the cheapest
  // way through the driver, not the query builder's cost on every request.
  const findCategory = handle.db
    .select()
    .from(categories)
    .where(eq(categories.id, sql.placeholder('id')))
    .limit(1)
    .prepare('floor_find_category');
  app.get<{ Params: { id: string } }>('/floor/:id', async (request) => {
    const [row] = await findCategory.execute({ id: Number(request.params.id) });
    return { data: row ?? null };
  });
  app.addHook('onClose', async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
} else if (mode === 'relay') {
  const relay = new WebSocketServer({ server: app.server });
  const byPair = new Map<number, WebSocket[]>();
  relay.on('connection', (socket, request) => {
    const pair = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('pair'));
    const list = byPair.get(pair) ?? [];
    list.push(socket);
    byPair.set(pair, list);
    socket.on('message', (raw) => {
      for (const peer of byPair.get(pair) ?? []) if (peer !== socket) peer.send(raw.toString());
    });
  });
} else {
  app.get('/hello', async () => ({ data: { hello: 'world' } }));
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

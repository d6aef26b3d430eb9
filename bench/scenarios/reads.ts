// The authenticated reads a signed-in person makes on every page, each as a share of the
// floor (bare Fastify + one primary-key select) of its own database, measured in this run:
// `GET /api/user`, `GET /api/auth/me`, the jobs list, the services list, a chat's messages
// and the notifications list. The goal is 50% of the floor or more for each. Each read is
// measured in turns with a floor server running beside the app (`measurePaired`).
import {
  api,
  benchDatabases,
  createContract,
  measurePaired,
  printComparison,
  startApp,
  startBaseline,
} from '../lib.ts';
import type { Measurement } from '../lib.ts';

/** A contract with a page of messages (the size of a conversation someone opens). */
const createConversation = async (baseUrl: string) => {
  const contract = await createContract(baseUrl, `r${Date.now() % 1_000_000}`);
  for (let i = 0; i < 20; i += 1) {
    await api(`${baseUrl}/api/chats/storeMessage`, {
      method: 'POST',
      token: i % 2 ? contract.clientToken : contract.freelancerToken,
      body: JSON.stringify({ chat_id: contract.chatId, message: `Message ${i}` }),
    });
  }
  return contract;
};

export const runReads = async () => {
  for (const database of benchDatabases()) {
    const rows: Measurement[] = [];
    const app = await startApp(database);
    // Kept running beside the app: each read is measured in turns with it.
    const floor = await startBaseline(database);
    try {
      const { freelancerToken: freelancer, chatId } = await createConversation(app.url);
      const read = async (name: string, path: string, body?: unknown) =>
        rows.push(
          await measurePaired(`${name} (${database})`, {
            url: `${app.url}${path}`,
            floorUrl: `${floor.url}/floor/1`,
            token: freelancer,
            database,
            body,
          }),
        );
      await read('GET /api/user', '/api/user');
      await read('GET /api/auth/me', '/api/auth/me');
      await read('jobs list limit=20', '/api/user/job/getAll?limit=20');
      await read('services list', '/api/getAll2?limit=20');
      await read('chat messages', '/api/chats/getAllMessages', { chat_id: chatId });
      await read('notifications list', '/api/notifications');
    } finally {
      await floor.stop();
      await app.stop();
    }
    await printComparison(`Authenticated reads on ${database}`, rows);
  }
};

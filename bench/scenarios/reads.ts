// The authenticated reads a signed-in person makes on every page, each as a share of the
// floor (bare Fastify + one primary-key select) of its own database, measured in this run:
// `GET /api/user`, `GET /api/auth/me`, the jobs list, the services list, a chat's messages
// and the notifications list. The goal is 50% of the floor or more for each.
import { api, benchDatabases, createUser, measure, printComparison, startApp } from '../lib.ts';
import type { Measurement } from '../lib.ts';

/** A client and a freelancer with an accepted proposal: a chat with messages, notifications. */
const createConversation = async (baseUrl: string) => {
  const stamp = Date.now() % 1_000_000;
  const client = await createUser(baseUrl, 'client', `rc${stamp}`);
  const freelancer = await createUser(baseUrl, 'freelancer', `rf${stamp}`);
  const job = await api<{ id: number }>(`${baseUrl}/api/job`, {
    method: 'POST',
    token: client,
    body: JSON.stringify({
      title: 'Bench job',
      description: 'Benchmark',
      skills: ['Writing'],
      level: 'Beginner',
      size: 'Small',
      budjet: 10,
      expected_delivery_time: 3,
    }),
  });
  const proposal = await api<{ id: number }>(`${baseUrl}/api/proposals/create`, {
    method: 'POST',
    token: freelancer,
    body: JSON.stringify({
      bid: 10,
      cover_letter: 'Bench',
      duration: 'less than 1 month',
      job_post_id: job.id,
    }),
  });
  const accepted = await api<{ chat: { id: number } }>(
    `${baseUrl}/api/proposals/${proposal.id}/accept`,
    { method: 'PUT', token: client },
  );
  // A page of messages, the size of a conversation someone opens.
  for (let i = 0; i < 20; i += 1) {
    await api(`${baseUrl}/api/chats/storeMessage`, {
      method: 'POST',
      token: i % 2 ? client : freelancer,
      body: JSON.stringify({ chat_id: accepted.chat.id, message: `Message ${i}` }),
    });
  }
  return { client, freelancer, chatId: accepted.chat.id };
};

export const runReads = async () => {
  for (const database of benchDatabases()) {
    const rows: Measurement[] = [];
    const app = await startApp(database);
    try {
      const { freelancer, chatId } = await createConversation(app.url);
      const read = async (name: string, path: string, body?: unknown) =>
        rows.push(
          await measure(`${name} (${database})`, {
            url: `${app.url}${path}`,
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
      await app.stop();
    }
    await printComparison(`Authenticated reads on ${database}`, rows);
  }
};

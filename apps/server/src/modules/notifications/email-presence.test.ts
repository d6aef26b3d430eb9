import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedContract } from '#test/order-fixtures.ts';
import { redisServerInstalled, startRedisProcess, type RedisProcess } from '#test/redis-process.ts';
import { startSmtpCatcher } from '#test/smtp-catcher.ts';
import { connectAs, listenWs } from '#test/socket-client.ts';
import { bearer, createTestApp, signUp, type TestApp } from '#test/test-app.ts';

/**
 * Two instances on one database and one Redis: the recipient's socket is on one, the message
 * arrives through the other, which must learn of the socket to hold the mail back.
 */
describe.skipIf(!redisServerInstalled())('chat mail and sockets on another instance', () => {
  const prefix = `mail-presence-${randomBytes(4).toString('hex')}`;
  let redis: RedisProcess;
  let probe: Redis;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedisProcess();
    probe = new Redis(redis.url);
    smtp = await startSmtpCatcher();
    t = await createTestApp(
      { SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://jobs.example.org', REDIS_URL: redis.url },
      { redisPrefix: prefix },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    probe?.disconnect();
    await redis?.stop();
  });

  /** Waits (up to 15 s) until Redis says whether any instance holds a socket of the user. */
  const presenceIs = (userId: number, present: boolean) =>
    expect
      .poll(async () => (await probe.zcard(`${prefix}:presence:${userId}`)) > 0, {
        timeout: 15_000,
        interval: 10,
        message: `presence of ${userId}`,
      })
      .toBe(present);

  /**
   * Notification mail of one category, by the category its List-Unsubscribe link names (the
   * sign-up's 'Verify your email' mail has none).
   */
  const mailOf = (category: 'messages' | 'proposals') =>
    new RegExp(
      `^List-Unsubscribe:\\s*<[^>]*/api/email/unsubscribe\\?token=\\d+\\.${category}\\.`,
      'im',
    );

  it('mails nothing while the recipient is connected anywhere, and mails once they left', async () => {
    const [client, freelancer] = [await signUp(t.app, 'client'), await signUp(t.app, 'freelancer')];
    await acceptedContract(t, client, freelancer);
    await smtp.mailTo(freelancer.email, 1, mailOf('proposals')); // the proposal's acceptance
    const chats = await t.app.inject({
      method: 'GET',
      url: '/api/chats/getAll',
      headers: bearer(client.token),
    });
    const chatId = chats.json().data[0].id as number;
    const say = async (message: string, through = t.app) => {
      const sent = await through.inject({
        method: 'POST',
        url: '/api/chats/storeMessage',
        headers: bearer(client.token),
        payload: { chat_id: chatId, message },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    };

    const sibling = await t.buildSibling();
    const socket = await connectAs(await listenWs(sibling), freelancer.token);
    await presenceIs(freelancer.id, true);
    // Sent through an instance of its own, whose closing waits for the mail it was deciding.
    const sender = await t.buildSibling();
    await say('seen live on the other instance', sender);
    await sender.close();
    await socket.next((frame) => frame.type === 'message');
    socket.close();
    await presenceIs(freelancer.id, false);
    await say('sent after leaving');

    // Had the first message been mailed, the chat's quarter hour would hold this one back:
    // the only chat mail is the second message's.
    const mail = await smtp.mailTo(freelancer.email, 1, mailOf('messages'));
    expect(mail.text).toContain('sent after leaving');
    expect(smtp.caught.some((caught) => caught.text.includes('seen live'))).toBe(false);
  });
});

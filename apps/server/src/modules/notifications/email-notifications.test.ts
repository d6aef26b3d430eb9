import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema/index.ts';
import { createMailService, createSmtpTransport } from '#modules/mail/index.ts';
import { acceptedContract, fundedOrder, orderCall, proposeOnNewJob } from '#test/order-fixtures.ts';
import { startSmtpCatcher, type CaughtMail } from '#test/smtp-catcher.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

const ORIGIN = 'https://jobs.example.org';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The bytes of a Q-encoded word: `_` is a space, `=XX` a byte. */
const qBytes = (word: string) => {
  const bytes: number[] = [];
  for (let i = 0; i < word.length; i += 1) {
    if (word[i] === '_') bytes.push(32);
    else if (word[i] === '=') {
      bytes.push(parseInt(word.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(word.charCodeAt(i));
  }
  return Buffer.from(bytes);
};

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as mail clients do. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(word, 'base64') : qBytes(word)).toString(
        'utf8',
      ),
    );

/** Headers of a caught mail, unfolded, by lower-case name. */
const headersOf = (mail: CaughtMail) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
};

/** The mail's subject, its button's link, and its unsubscribe link, checked to agree. */
const read = (mail: CaughtMail) => {
  const headers = headersOf(mail);
  const unsubscribe =
    /^<(https:\/\/jobs\.example\.org\/api\/email\/unsubscribe\?token=[^>]+)>$/.exec(
      headers['list-unsubscribe'] ?? '',
    )?.[1];
  expect(unsubscribe, `List-Unsubscribe in\n${mail.raw}`).toBeDefined();
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  // The same link is in the text and the HTML part, for people whose client shows no header.
  expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`);
  expect(mail.text).toContain(`href="${unsubscribe}"`);
  expect(mail.raw).toMatch(/Content-Type: text\/plain/);
  expect(mail.raw).toMatch(/Content-Type: text\/html/);
  return {
    subject: decodeWords(headers.subject ?? ''),
    links: [...mail.text.matchAll(/: (https:\/\/jobs\.example\.org\/\S+)/g)].map((m) => m[1]),
    unsubscribe: unsubscribe ?? '',
  };
};

const chatOf = async (user: TestUser) => {
  const chats = await t.app.inject({
    method: 'GET',
    url: '/api/chats/getAll',
    headers: bearer(user.token),
  });
  return chats.json().data[0].id as number;
};

/**
 * The `nth` notification mail to `to`: those carry a List-Unsubscribe header, which the
 * account's own mail (the 'Verify your email' a sign-up sends first) does not.
 */
const notice = (to: string, nth = 1) => smtp.mailTo(to, nth, /^List-Unsubscribe:/im);

const say = async (from: TestUser, chatId: number, message: string) => {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/chats/storeMessage',
    headers: bearer(from.token),
    payload: { chat_id: chatId, message },
  });
  expect(sent.statusCode, sent.body).toBe(201);
};

describe('emails that matter', () => {
  it('mails a chat message, with its text and a link to the chat, to someone not connected', async () => {
    const [client, freelancer] = [await signUp(t.app, 'client'), await signUp(t.app, 'freelancer')];
    await acceptedContract(t, client, freelancer);
    const chatId = await chatOf(client);
    await say(client, chatId, 'Could you start on Monday?\nThe brief is attached.');

    const mail = read(await notice(freelancer.email, 2));
    expect(mail.subject).toBe(`New message from ${client.username}`);
    expect((await notice(freelancer.email, 2)).text.replace(/\r\n/g, '\n')).toContain(
      // (The catcher reads quoted-printable byte by byte, so the curly quotes around it do not
      // survive; the words do.)
      'Could you start on Monday?\nThe brief is attached.',
    );
    expect(mail.links[0]).toBe(`${ORIGIN}/chat/${chatId}`);
  });

  it('mails the order events to the side they concern', async () => {
    const { client, freelancer, orderId } = await fundedOrder(t, { title: 'Fox logo' });
    const link = `${ORIGIN}/orders/${orderId}`;
    const paid = read(await notice(freelancer.email));
    expect(paid.subject).toBe('"Fox logo" is funded: you can start the work');
    expect(paid.links[0]).toBe(link);

    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Here it is' });
    const delivered = read(await notice(client.email));
    expect(delivered.subject).toBe('"Fox logo" was delivered: accept it or ask for a revision');
    expect(delivered.links[0]).toBe(link);

    await orderCall(t, client, orderId, 'revision', { message: 'Bigger ears' });
    expect(read(await notice(freelancer.email, 2)).subject).toBe(
      'A revision was requested on "Fox logo"',
    );

    await orderCall(t, freelancer, orderId, 'deliver', { message: 'Bigger ears now' });
    await notice(client.email, 2);
    const accepted = await orderCall(t, client, orderId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const completed = read(await notice(freelancer.email, 3));
    expect(completed.subject).toMatch(/^"Fox logo" is complete: \$\d+(\.\d\d)? released to you$/);
    expect(completed.links[0]).toBe(link);

    const review = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/reviews`,
      headers: bearer(client.token),
      payload: { stars: 5, comment: 'Lovely fox.' },
    });
    expect(review.statusCode, review.body).toBe(201);
    const reviewed = read(await notice(freelancer.email, 4));
    expect(reviewed.subject).toBe('You were reviewed for “Fox logo”. Write yours to see it.');
    expect(reviewed.links[0]).toBe(link);
  });

  it('mails a cancellation to the other side', async () => {
    const { client, freelancer, orderId } = await fundedOrder(t, { title: 'Owl logo' });
    await notice(freelancer.email);
    const cancelled = await orderCall(t, client, orderId, 'cancel', { reason: 'Too late' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = read(await notice(freelancer.email, 2));
    expect(mail.subject).toMatch(/Owl logo/);
    expect(mail.subject).toMatch(
      /^(Cancellation requested on "Owl logo"|"Owl logo" was cancelled)$/,
    );
  });

  it('mails a proposal accepted and a proposal refused to the freelancer', async () => {
    const [client, freelancer] = [await signUp(t.app, 'client'), await signUp(t.app, 'freelancer')];
    await acceptedContract(t, client, freelancer);
    const accepted = read(await notice(freelancer.email));
    expect(accepted.subject).toBe(
      'Your proposal on "Translate a brochure" was accepted. You can now message the client.',
    );
    expect(accepted.links[0]).toBe(`${ORIGIN}/chat/${await chatOf(freelancer)}`);

    const { proposalId, jobId } = await proposeOnNewJob(t, client, freelancer);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/proposals/${proposalId}/refuse`,
      headers: bearer(client.token),
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const mail = read(await notice(freelancer.email, 2));
    expect(mail.subject).toBe('Your proposal on "Translate a brochure" was declined.');
    // Like the in-app notification, it opens the Pending tab filtered to the job.
    expect(mail.links[0]).toBe(`${ORIGIN}/proposals/?tab=pending&job=${jobId}`);
  });

  it('answers the request at once when SMTP refuses, and the mail follows on a retry', async () => {
    const [client, freelancer] = [await signUp(t.app, 'client'), await signUp(t.app, 'freelancer')];
    const { proposalId } = await proposeOnNewJob(t, client, freelancer);
    // The sign-ups' verification mails are out first, so the refusal falls on the decline.
    await smtp.mailTo(client.email, 1, /^Subject: Verify your email/m);
    await smtp.mailTo(freelancer.email, 1, /^Subject: Verify your email/m);
    smtp.refuseNext(1);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/proposals/${proposalId}/refuse`,
      headers: bearer(client.token),
    });
    expect(refused.statusCode, refused.body).toBe(200);

    // The app's sender tried and was refused: the mail waits for its retry, 30 s later.
    const failed = async () => {
      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, freelancer.email),
            eq(mailOutbox.subject, 'Your proposal on "Translate a brochure" was declined.'),
          ),
        );
      return row?.lastError ? row : undefined;
    };
    let row = await failed();
    while (!row) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      row = await failed();
    }
    expect(row.status).toBe('pending');
    expect(row.lastError).toMatch(/Mailbox busy/);
    // Another instance's sender, a minute later, finds it due.
    const later = createMailService({
      db: t.database.db,
      transport: createSmtpTransport(smtp.url),
      from: t.config.mail.from,
    });
    expect(await later.sendDue(new Date(Date.now() + 60_000))).toBe(1);
    later.close();
    expect(read(await notice(freelancer.email)).subject).toBe(
      'Your proposal on "Translate a brochure" was declined.',
    );
  });
});

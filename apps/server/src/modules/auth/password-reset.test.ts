import fs from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, RESET_MESSAGES } from '@marketplace/contract';
import { mailOutbox, passwordResets } from '#db/schema/index.ts';
import { bearer, createTestApp, signIn, signUp, type TestApp } from '#test/test-app.ts';
import { startSmtpCatcher } from '#test/smtp-catcher.ts';

const ORIGIN = 'https://jobs.example.org';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // Sessions are checked on every request here, so "ended" means ended at once everywhere.
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN, SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = (app: TestApp['app'], email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email } });

const reset = (token: string, password: string, confirm = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset_password',
    payload: { token, new_password: password, confirm_password: confirm },
  });

const me = (app: TestApp['app'], token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** The reset link in a caught mail, and its token. */
const linkIn = (text: string) => {
  const link = /https:\/\/jobs\.example\.org\/reset_password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no reset link in:\n${text}`);
  return { url: link[0], token: link[1] };
};

/** Waits on the server's background work (up to 15 s): the request answers before it mails. */
const until = <T>(read: () => Promise<T | undefined>): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (value === undefined) throw new Error('the server did not get there');
      return value;
    },
    { timeout: 15_000, interval: 25 },
  );

// Sign-up mails a verification link too: these tests look at the reset mails only.
const RESET_SUBJECT = 'Choose a new Freelancia password';
const resetMailTo = (email: string, nth = 1) =>
  smtp.mailTo(email, nth, new RegExp(`^Subject: ${RESET_SUBJECT}$`, 'm'));

const outboxTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, RESET_SUBJECT)));

describe('forgot password', () => {
  it('mails a single-use link; using it sets the password and ends every session everywhere', async () => {
    const user = await signUp(t.app, 'client');
    const other = await signIn(t.app, user.email, user.password);
    const sibling = await t.buildSibling();
    expect((await me(sibling, other)).statusCode).toBe(200);

    const asked = await forgot(t.app, user.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ msg: RESET_MESSAGES.sent });

    const mail = await resetMailTo(user.email);
    expect(mail.raw).toMatch(/^Subject: Choose a new Freelancia password$/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const { token, url } = linkIn(mail.text);
    expect(mail.text).toContain(`href="${url}"`);

    const mismatch = await reset(token, 'a brand new secret', 'something else');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().data).toMatchObject({ confirm_password: MESSAGES.passwordsDiffer });

    const done = await reset(token, 'a brand new secret');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ sessions_ended: 2 });
    for (const app of [t.app, sibling])
      for (const session of [user.token, other])
        expect((await me(app, session)).statusCode).toBe(401);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(await signIn(t.app, user.email, 'a brand new secret')).toBeTruthy();

    const again = await reset(token, 'yet another secret');
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(RESET_MESSAGES.tokenInvalid);
  });

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const user = await signUp(t.app, 'freelancer');
    const stranger = `nobody-${Date.now()}@example.com`;
    const [unknown, known] = [await forgot(t.app, stranger), await forgot(t.app, user.email)];
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await resetMailTo(user.email);
    expect(await outboxTo(stranger)).toEqual([]);
    expect(smtp.caught.some((mail) => mail.to.includes(stranger))).toBe(false);
  });

  it('refuses forged, malformed, expired and superseded links and changes nothing', async () => {
    const user = await signUp(t.app, 'client');
    const forged = await reset('A'.repeat(43), 'a brand new secret');
    expect(forged.statusCode).toBe(422);
    expect(forged.json().error).toBe(RESET_MESSAGES.tokenInvalid);
    const malformed = await reset('not a token!', 'a brand new secret');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().data).toMatchObject({ token: RESET_MESSAGES.tokenInvalid });

    await forgot(t.app, user.email);
    const first = linkIn((await resetMailTo(user.email)).text).token;
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, user.id));
    const expired = await reset(first, 'a brand new secret');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error).toBe(RESET_MESSAGES.tokenInvalid);
    expect((await me(t.app, user.token)).statusCode).toBe(200);
    expect(await signIn(t.app, user.email, user.password)).toBeTruthy();

    // Two links asked for: using the newer one retires the older.
    await forgot(t.app, user.email);
    const older = linkIn((await resetMailTo(user.email, 2)).text).token;
    await forgot(t.app, user.email);
    const newer = linkIn((await resetMailTo(user.email, 3)).text).token;
    expect((await reset(newer, 'a brand new secret')).statusCode).toBe(200);
    const retired = await reset(older, 'an older secret');
    expect(retired.statusCode).toBe(422);
    expect(await signIn(t.app, user.email, 'a brand new secret')).toBeTruthy();
  });

  it('limits how often links are asked for one address', async () => {
    const limited = await createTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const user = await signUp(limited.app, 'client');
      expect((await forgot(limited.app, user.email)).statusCode).toBe(200);
      expect((await forgot(limited.app, user.email)).statusCode).toBe(200);
      const third = await forgot(limited.app, user.email);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the mail queue', () => {
  it('tries again later when the SMTP server refuses, and then delivers', async () => {
    const user = await signUp(t.app, 'client');
    // Every earlier mail (sign-ups mail a verification link) is out first, so the refusal
    // falls on the reset mail.
    await smtp.mailTo(user.email, 1, /^Subject: Verify your email/m);
    await until(async () => {
      const pending = await t.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'));
      return pending.length === 0 ? true : undefined;
    });
    smtp.refuseNext(1);
    await forgot(t.app, user.email);
    const [failed] = await until(async () => {
      const rows = await outboxTo(user.email);
      return rows[0]?.lastError ? rows : undefined;
    });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/busy/i);
    // Not before its time…
    expect(await t.app.sendQueuedMail(new Date())).toBe(0);
    // …then, half a minute on, it goes out.
    expect(await t.app.sendQueuedMail(new Date(Date.now() + 31_000))).toBe(1);
    expect((await resetMailTo(user.email)).to).toEqual([user.email]);
    const [sent] = await outboxTo(user.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('without SMTP_URL writes each mail to the outbox in the data directory', async () => {
    const local = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
    try {
      const user = await signUp(local.app, 'client');
      await forgot(local.app, user.email);
      // The sign-up's verification mail is written there too: find the reset mail.
      const eml = await until(async () => {
        const names = await fs.readdir(local.config.mail.outboxDir).catch(() => []);
        for (const name of names) {
          const text = await fs.readFile(`${local.config.mail.outboxDir}/${name}`, 'utf8');
          if (text.includes(`Subject: ${RESET_SUBJECT}`)) return text;
        }
        return undefined;
      });
      expect(eml).toContain(`To: ${user.email}`);
      expect(linkIn(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).token).toBeTruthy();
    } finally {
      await local.close();
    }
  });
});

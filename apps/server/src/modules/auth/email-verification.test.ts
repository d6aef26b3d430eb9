import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MESSAGES } from '@marketplace/contract';
import { emailVerifications, orders, users } from '#db/schema/index.ts';
import { VERIFICATION_MAILS_PER_WINDOW } from '#http/auth-rate-limit.ts';
import {
  bearer,
  createTestApp,
  signIn,
  signUp,
  verifyEmail,
  type TestApp,
  type TestUser,
} from '#test/test-app.ts';
import { startSmtpCatcher } from '#test/smtp-catcher.ts';
import { card, createService, orderCall, placeOrder } from '#test/order-fixtures.ts';

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

const VERIFY_SUBJECT = /^Subject: Verify your email for Freelancia$/m;
const CHANGE_SUBJECT = /^Subject: Confirm your new email for Freelancia$/m;
const NOTICE_SUBJECT = /^Subject: Your Freelancia email is about to change$/m;

const linkIn = (text: string) => {
  const link = /https:\/\/jobs\.example\.org\/verify_email\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no verification link in:\n${text}`);
  return { url: link[0], token: link[1] };
};

const open = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify_email', payload: { token } });
const me = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).json()
    .data;
const resend = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verification/resend',
    headers: bearer(user.token),
  });
const changeEmail = (user: TestUser, email: string, password = user.password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/email',
    headers: bearer(user.token),
    payload: { email, password },
  });

describe('verifying the address given at sign-up', () => {
  it('mails a link that works once and marks the account verified', async () => {
    const user = await signUp(t.app, 'freelancer', { verified: false });
    expect(await me(user)).toMatchObject({ verified: false });
    const mail = await smtp.mailTo(user.email, 1, VERIFY_SUBJECT);
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const { url, token } = linkIn(mail.text);
    expect(mail.text).toContain(`href="${url}"`);

    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toEqual({ email: user.email, msg: VERIFY_MESSAGES.verified });
    expect(await me(user)).toMatchObject({ verified: true, email: user.email });
    // The public profile shows it to others too.
    const other = await signUp(t.app, 'client');
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}`,
      headers: bearer(other.token),
    });
    expect(profile.json().data).toMatchObject({ verified: true });

    const reused = await open(token);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toBe(VERIFY_MESSAGES.tokenInvalid);
    // Nothing left to verify: asking for another link says so.
    const again = await resend(user);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(VERIFY_MESSAGES.alreadyVerified);
  });

  it('refuses forged, malformed and expired links and changes nothing', async () => {
    const user = await signUp(t.app, 'client', { verified: false });
    const forged = await open('A'.repeat(43));
    expect(forged.statusCode).toBe(422);
    expect(forged.json().error).toBe(VERIFY_MESSAGES.tokenInvalid);
    const malformed = await open('not a token!');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().data).toMatchObject({ token: VERIFY_MESSAGES.tokenInvalid });

    const { token } = linkIn((await smtp.mailTo(user.email, 1, VERIFY_SUBJECT)).text);
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerifications.userId, user.id));
    const expired = await open(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error).toBe(VERIFY_MESSAGES.tokenInvalid);
    expect(await me(user)).toMatchObject({ verified: false });
  });

  it('the link expires after 24 hours', async () => {
    const user = await signUp(t.app, 'client', { verified: false });
    const [row] = await t.database.db
      .select({
        hours: sql<number>`extract(epoch from ${emailVerifications.expiresAt} - ${emailVerifications.createdAt}) / 3600`,
      })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(Math.round(Number(row?.hours))).toBe(24);
  });

  it('resends a new link, a limited number of times', async () => {
    const user = await signUp(t.app, 'client', { verified: false });
    for (let sent = 0; sent < VERIFICATION_MAILS_PER_WINDOW; sent += 1) {
      const response = await resend(user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ msg: VERIFY_MESSAGES.resent });
    }
    const limited = await resend(user);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The newest link works (and the sign-up's own is then spent with it).
    const newest = linkIn(
      (await smtp.mailTo(user.email, VERIFICATION_MAILS_PER_WINDOW + 1, VERIFY_SUBJECT)).text,
    );
    expect((await open(newest.token)).statusCode).toBe(200);
    const first = linkIn((await smtp.mailTo(user.email, 1, VERIFY_SUBJECT)).text);
    expect((await open(first.token)).statusCode).toBe(422);
    expect(await me(user)).toMatchObject({ verified: true });
  });
});

describe('money needs a verified email', () => {
  it('refuses paying, delivering and payouts with 403 until verified, then allows them', async () => {
    const freelancer = await signUp(t.app, 'freelancer', { verified: false });
    const client = await signUp(t.app, 'client', { verified: false });
    // Browsing and posting stay open.
    const serviceId = await createService(t, freelancer);
    const orderId = await placeOrder(t, client, serviceId);

    const refusedPay = await orderCall(t, client, orderId, 'pay', card(), {
      'idempotency-key': 'pay-once',
    });
    expect(refusedPay.statusCode).toBe(403);
    expect(refusedPay.json().error).toBe(VERIFY_MESSAGES.moneyLocked);
    const refusedConfirm = await orderCall(t, client, orderId, 'pay/confirm', {
      payment_id: 1,
    });
    expect(refusedConfirm.statusCode).toBe(403);
    expect(refusedConfirm.json().error).toBe(VERIFY_MESSAGES.moneyLocked);
    const [unpaid] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(unpaid?.status).toBe('awaiting_payment');

    await verifyEmail(t.app, client.email);
    // The refusal was not kept as the key's answer: the same key now pays.
    const paid = await orderCall(t, client, orderId, 'pay', card(), {
      'idempotency-key': 'pay-once',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [afterPay] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));

    const delivery = { message: 'Here are the three concepts.' };
    const refusedDeliver = await orderCall(t, freelancer, orderId, 'deliver', delivery);
    expect(refusedDeliver.statusCode).toBe(403);
    expect(refusedDeliver.json().error).toBe(VERIFY_MESSAGES.moneyLocked);
    const [stillPaid] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stillPaid).toEqual(afterPay);

    const payout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/earnings/payout',
        headers: bearer(freelancer.token),
      });
    const refusedPayout = await payout();
    expect(refusedPayout.statusCode).toBe(403);
    expect(refusedPayout.json().error).toBe(VERIFY_MESSAGES.moneyLocked);

    await verifyEmail(t.app, freelancer.email);
    const delivered = await orderCall(t, freelancer, orderId, 'deliver', delivery);
    expect(delivered.statusCode, delivered.body).toBe(200);
    // Past the gate: the payout is now judged on the balance (nothing is released yet).
    expect((await payout()).json().error).not.toBe(VERIFY_MESSAGES.moneyLocked);
  });
});

describe('changing the email address', () => {
  it('mails the new address a link and the old one a notice; changes only when opened', async () => {
    const user = await signUp(t.app, 'client');
    const newEmail = `new-${user.email}`;
    const asked = await changeEmail(user, newEmail.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ msg: VERIFY_MESSAGES.changeSent });

    const notice = await smtp.mailTo(user.email, 1, NOTICE_SUBJECT);
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toMatch(/verify_email\?token=/);
    const link = await smtp.mailTo(newEmail, 1, CHANGE_SUBJECT);
    const { token } = linkIn(link.text);

    // Nothing changes until the link is opened: the old address still signs in.
    expect(await me(user)).toMatchObject({ email: user.email, verified: true });
    expect(await signIn(t.app, user.email, user.password)).toBeTruthy();

    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.email).toBe(newEmail);
    expect(await me(user)).toMatchObject({ email: newEmail, verified: true });
    expect(await signIn(t.app, newEmail, user.password)).toBeTruthy();
    // The sign-up's link to the old address can never bring it back.
    const old = await t.database.db
      .select({ usedAt: emailVerifications.usedAt })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(old.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('refuses a wrong password, the same address and one already taken, mailing nothing', async () => {
    const user = await signUp(t.app, 'freelancer');
    const other = await signUp(t.app, 'client');
    const wrong = await changeEmail(user, `x-${user.email}`, 'not my password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data).toMatchObject({ password: VERIFY_MESSAGES.passwordWrong });
    const same = await changeEmail(user, user.email);
    expect(same.statusCode).toBe(422);
    expect(same.json().error).toBe(VERIFY_MESSAGES.sameEmail);
    const taken = await changeEmail(user, other.email);
    expect(taken.statusCode).toBe(409);
    const invalid = await changeEmail(user, 'not-an-email');
    expect(invalid.statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    // Only the sign-up's own link.
    expect(rows).toHaveLength(1);
  });

  it('answers 409 when someone else took the new address before the link was opened', async () => {
    const user = await signUp(t.app, 'client');
    const wanted = `wanted-${user.email}`;
    expect((await changeEmail(user, wanted)).statusCode).toBe(200);
    const { token } = linkIn((await smtp.mailTo(wanted, 1, CHANGE_SUBJECT)).text);
    const quicker = await signUp(t.app, 'freelancer', { email: wanted });

    const opened = await open(token);
    expect(opened.statusCode).toBe(409);
    expect(opened.json().error).toBe(VERIFY_MESSAGES.emailTakenMeanwhile);
    expect(await me(user)).toMatchObject({ email: user.email });
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, quicker.id));
    expect(row?.email).toBe(wanted);
  });
});

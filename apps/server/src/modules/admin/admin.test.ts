import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminOf } from '#test/admin-fixtures.ts';
import { createService, fundedOrder } from '#test/order-fixtures.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  // No session cache: a revoked session must fail on the very next request of any instance.
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
  admin = await adminOf(t);
});
afterAll(async () => {
  await t?.close();
});

const adminCall = (
  by: TestUser,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: bearer(by.token), payload });

describe('who may use the console', () => {
  it('refuses every admin route to non-admins (403) and to nobody (401)', async () => {
    const client = await signUp(t.app, 'client');
    const freelancer = await signUp(t.app, 'freelancer');
    const adminRoutes = t.app.routeTable().filter((entry) => entry.access?.caller === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(9);
    for (const entry of adminRoutes) {
      const url = entry.url.replace(':id', String(client.id));
      for (const person of [client, freelancer]) {
        const response = await t.app.inject({
          method: entry.method as 'GET',
          url,
          headers: bearer(person.token),
          payload:
            entry.method === 'POST' ? { reason: 'x', outcome: 'refund', decision: 'x' } : undefined,
        });
        expect(response.statusCode, `${entry.method} ${url}`).toBe(403);
        // HEAD answers carry no body.
        if (entry.method !== 'HEAD') expect(response.json().error).toBe('Only admins can do this.');
      }
      const anonymous = await t.app.inject({ method: entry.method as 'GET', url });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('tells the web app who is an admin, and only on the caller’s own account', async () => {
    const me = await adminCall(admin, 'GET', '/api/auth/me');
    expect(me.json().data.is_admin).toBe(true);
    const client = await signUp(t.app, 'client');
    expect((await adminCall(client, 'GET', '/api/auth/me')).json().data.is_admin).toBe(false);
  });
});

describe('suspending an account', () => {
  it('ends its sessions on every instance, refuses sign-in, hides listings, and restores', async () => {
    const sibling = await t.buildSibling();
    const freelancer = await signUp(t.app, 'freelancer');
    const serviceId = await createService(t, freelancer, { title: 'Watercolour portraits' });
    const onSibling = () =>
      sibling.inject({ url: '/api/auth/me', headers: bearer(freelancer.token) });
    expect((await onSibling()).statusCode).toBe(200);
    // Whether the service shows in the list and in a title search.
    const listed = async () => {
      const shows = async (url: string) =>
        (
          (await t.app.inject({ url, headers: bearer(admin.token) })).json().data as {
            id: number;
          }[]
        ).some((service) => service.id === serviceId);
      return {
        list: await shows('/api/getAll2?limit=100'),
        search: await shows('/api/services/search/watercolour?limit=100'),
      };
    };
    expect(await listed()).toEqual({ list: true, search: true });

    const suspended = await adminCall(admin, 'POST', `/api/admin/users/${freelancer.id}/suspend`, {
      reason: 'Copied other people’s portfolios.',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.suspended_at).not.toBeNull();

    // Both instances refuse the old token at once.
    expect((await onSibling()).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(freelancer.token) })).statusCode,
    ).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: freelancer.email, password: freelancer.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toMatch(/suspended/);
    // A wrong password says nothing about the suspension.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: freelancer.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await listed()).toEqual({ list: false, search: false });
    const page = await t.app.inject({
      url: `/api/services/${serviceId}`,
      headers: bearer(admin.token),
    });
    expect(page.statusCode).toBe(404);

    const restored = await adminCall(admin, 'POST', `/api/admin/users/${freelancer.id}/restore`, {
      reason: 'Appeal accepted.',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.suspended_at).toBeNull();
    expect(await listed()).toEqual({ list: true, search: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: freelancer.email, password: freelancer.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('hides a suspended client’s jobs', async () => {
    const client = await signUp(t.app, 'client');
    const job = await adminCall(client, 'POST', '/api/job', {
      title: 'Proofread a thesis',
      description: 'Forty pages of English.',
      skills: ['Translation'],
      level: 'Beginner',
      size: 'Small',
      budjet: 50,
      expected_delivery_time: 7,
    });
    expect(job.statusCode, job.body).toBe(201);
    const jobId = job.json().data.id as number;
    const reader = await signUp(t.app, 'freelancer');
    const seen = async () => (await adminCall(reader, 'GET', `/api/job/${jobId}`)).statusCode;
    expect(await seen()).toBe(200);
    await adminCall(admin, 'POST', `/api/admin/users/${client.id}/suspend`, { reason: 'Scam.' });
    expect(await seen()).toBe(404);
    const list = await adminCall(reader, 'GET', '/api/user/job/getAll?limit=100');
    expect((list.json().data as { id: number }[]).map((row) => row.id)).not.toContain(jobId);
  });

  it('cannot suspend an admin, and answers 404 for an unknown account', async () => {
    const other = await adminOf(t);
    const refused = await adminCall(admin, 'POST', `/api/admin/users/${other.id}/suspend`, {
      reason: 'Testing.',
    });
    expect(refused.statusCode).toBe(409);
    const missing = await adminCall(admin, 'POST', '/api/admin/users/999999/suspend', {
      reason: 'Testing.',
    });
    expect(missing.statusCode).toBe(404);
    const noReason = await adminCall(admin, 'POST', `/api/admin/users/${other.id}/suspend`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
  });

  it('finds accounts by name, username or email', async () => {
    const person = await signUp(t.app, 'client', { first_name: 'Philippa' });
    const found = await adminCall(admin, 'GET', '/api/admin/users?q=philippa');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((row: { id: number }) => row.id)).toContain(person.id);
    const byEmail = await adminCall(admin, 'GET', `/api/admin/users?q=${person.email}`);
    expect(byEmail.json().data).toEqual([expect.objectContaining({ id: person.id })]);
    const pattern = await adminCall(admin, 'GET', '/api/admin/users?q=%25_');
    expect(pattern.statusCode).toBe(200);
  });
});

describe('the audit log and the ledger check', () => {
  it('records every action with who, what, before and after; nobody can change it', async () => {
    const person = await signUp(t.app, 'freelancer');
    await adminCall(admin, 'POST', `/api/admin/users/${person.id}/suspend`, { reason: 'Spam.' });
    await adminCall(admin, 'POST', `/api/admin/users/${person.id}/restore`, { reason: 'Sorry.' });
    const log = await adminCall(admin, 'GET', '/api/admin/audit?limit=2');
    expect(log.statusCode).toBe(200);
    const [restore, suspend] = log.json().data;
    expect(suspend).toMatchObject({
      admin_id: admin.id,
      admin_email: admin.email,
      action: 'user.suspend',
      target: `user:${person.id}`,
      before: { suspended_at: null },
      after: { reason: 'Spam.' },
    });
    expect(restore).toMatchObject({ action: 'user.restore', after: { suspended_at: null } });
    const older = await adminCall(admin, 'GET', `/api/admin/audit?limit=50&before=${restore.id}`);
    expect(older.json().data[0].id).toBe(suspend.id);

    // Append-only in the database itself.
    await expect(
      t.database.db.execute(sql`update admin_audit_log set action = 'nothing'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    const still = await adminCall(admin, 'GET', '/api/admin/audit?limit=2');
    expect(still.json().data[1].action).toBe('user.suspend');
  });

  it('shows the ledger summing to zero, with the balance of every account type', async () => {
    await fundedOrder(t, { price: 40 });
    const check = await adminCall(admin, 'GET', '/api/admin/ledger');
    expect(check.statusCode).toBe(200);
    const data = check.json().data;
    expect(data.total_of_entries).toBe(0);
    expect(data.entries).toBeGreaterThan(0);
    const escrow = data.accounts.find((row: { kind: string }) => row.kind === 'escrow');
    expect(escrow.balance).toBeGreaterThanOrEqual(40);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart } from '#test/multipart.ts';
import { bearer, signUp, type TestUser } from '#test/test-app.ts';
import {
  setUpJobsTestApp,
  t,
  client,
  otherClient,
  freelancer,
  validJob,
  createJob,
  storedFileCount,
} from './job-fixtures.ts';

setUpJobsTestApp();

describe('GET /api/categories', () => {
  it('lists at least 15 seeded categories, sorted by name', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: bearer(freelancer.token),
    });
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(15);
    expect(names).toContain('Web Development');
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/job/:id', () => {
  it('lets the owner edit fields, replace skills and add and remove files', async () => {
    const created = (
      await createJob(client, validJob, [
        { name: 'files', filename: 'a.txt', bytes: Buffer.from('first'), type: 'text/plain' },
      ])
    ).json().data;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#70f' } })
      .png()
      .toBuffer();
    const body = await multipart([
      { name: 'title', value: 'Build a better landing page' },
      { name: 'skills', value: JSON.stringify(['Marketing']) },
      { name: 'removed_file_ids', value: JSON.stringify([created.illustrative_files[0].id]) },
      { name: 'files', filename: 'mock.png', bytes: png, type: 'image/png' },
    ]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/job/${created.id}`,
      headers: { ...bearer(client.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const job = response.json().data;
    expect(job.title).toBe('Build a better landing page');
    expect(job.budjet).toBe(250.5);
    expect(job.categories.map((c: { name: string }) => c.name)).toEqual(['Marketing']);
    expect(job.illustrative_files.map((f: { name: string }) => f.name)).toEqual(['mock.png']);
  });

  it('refuses another client and freelancers, and validates ids', async () => {
    const created = (await createJob(client)).json().data;
    const put = (user: TestUser) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/job/${created.id}`,
        headers: bearer(user.token),
        payload: { title: 'Mine now' },
      });
    expect((await put(otherClient)).statusCode).toBe(403);
    expect((await put(freelancer)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/job/${created.id}`,
          headers: bearer(otherClient.token),
        })
      ).statusCode,
    ).toBe(403);
    // Only plain digits are ids: hex, exponents, signs and decimals are not other spellings.
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '0x1', '1e0', '+1', '1.0', '%201']) {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/job/${id}`,
            headers: bearer(client.token),
          })
        ).statusCode,
      ).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/job/999999', headers: bearer(client.token) }))
        .statusCode,
    ).toBe(404);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/job/${created.id}`,
      headers: bearer(freelancer.token),
    });
    expect(unchanged.json().data.title).toBe(validJob.title);
    expect(unchanged.json().data.is_owner).toBe(false);
  });

  it('answers 400 to a body that is JSON null or not an object, changing nothing', async () => {
    const created = (await createJob(client)).json().data;
    for (const payload of ['null', '[]', '"title"', '7']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/job/${created.id}`,
        headers: { ...bearer(client.token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('The request body must be a JSON object.');
    }
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/job/${created.id}`,
      headers: bearer(client.token),
    });
    expect(unchanged.json().data.title).toBe(validJob.title);
  });

  it('deletes the job and its files, answering msg', async () => {
    const created = (
      await createJob(client, validJob, [
        { name: 'files', filename: 'x.txt', bytes: Buffer.from('bye'), type: 'text/plain' },
      ])
    ).json().data;
    const filesBefore = storedFileCount();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/job/${created.id}`,
      headers: bearer(client.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: expect.any(String) });
    expect(storedFileCount()).toBe(filesBefore - 1);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/job/${created.id}`,
          headers: bearer(client.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/job and /api/categories/:jobId', () => {
  it("lists only the client's own jobs, newest first, and a job's categories", async () => {
    const owner = await signUp(t.app, 'client');
    const first = (await createJob(owner, { ...validJob, title: 'First' })).json().data;
    await createJob(owner, { ...validJob, title: 'Second' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/job/',
      headers: bearer(owner.token),
    });
    expect(mine.json().data.map((j: { title: string }) => j.title)).toEqual(['Second', 'First']);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/job/${first.id}`,
      headers: bearer(freelancer.token),
    });
    expect(detail.json().data.client).toMatchObject({
      username: owner.username,
      jobs_posted: 2,
      hires: 0,
    });
    const categories = await t.app.inject({
      method: 'GET',
      url: `/api/categories/${first.id}`,
      headers: bearer(freelancer.token),
    });
    expect(categories.json().data.map((c: { name: string }) => c.name)).toEqual([
      'UI/UX Design',
      'Web Development',
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/job', headers: bearer(freelancer.token) }))
        .statusCode,
    ).toBe(403);
  });
});

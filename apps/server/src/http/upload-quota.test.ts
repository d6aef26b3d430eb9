import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadUsage } from '#db/schema/index.ts';
import { multipart, type Part } from '#test/multipart.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

// Small limits so a few hundred kilobytes reach them: 1 MB a day, 400 KB of drafts.
const BYTES_PER_DAY = 1_000_000;
const DRAFT_BYTES = 400_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_BYTES_PER_DAY: String(BYTES_PER_DAY),
    UPLOAD_DRAFT_BYTES: String(DRAFT_BYTES),
  });
});
afterAll(async () => {
  await t.close();
});

const job = {
  title: 'Build a landing page',
  description: 'A fast, accessible landing page for our bakery.',
  skills: JSON.stringify([{ name: 'Web Development' }]),
  level: 'Intermidiate',
  size: 'Small',
  budjet: '250',
  time: 'two weeks',
  expected_delivery_time: '14',
};

const textFile = (bytes: number, name = 'file1'): Part => ({
  name,
  filename: `${name}.txt`,
  bytes: Buffer.alloc(bytes, 'a'),
  type: 'text/plain',
});

const post = async (user: TestUser, url: string, parts: Part[]) => {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
};

/** A job with one new attachment: the bytes count for the day, never as a draft. */
const postJobWithFile = (user: TestUser, bytes: number) =>
  post(user, '/api/job', [
    ...Object.entries(job).map(([name, value]) => ({ name, value })),
    textFile(bytes, 'files'),
  ]);

const filesIn = (folder: string) => {
  const dir = path.join(t.config.uploadsDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const ownJobs = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/job', headers: bearer(user.token) })).json().data as unknown[];

describe('the daily upload quota', () => {
  it('refuses the upload that passes it with 429, stores nothing, and leaves others alone', async () => {
    const client = await signUp(t.app, 'client');
    const other = await signUp(t.app, 'client');
    expect((await postJobWithFile(client, 600_000)).statusCode).toBe(201);
    const stored = filesIn('job-files');

    const refused = await postJobWithFile(client, 500_000);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error:
        'You have uploaded 0.6 MB today, the daily limit is 1 MB. This upload is larger than ' +
        'the 0.4 MB left: upload smaller files, or try again tomorrow.',
    });
    // The first upload leaves the window in a day: that is when there is room again.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    expect(filesIn('job-files')).toEqual(stored);
    expect(filesIn('tmp')).toEqual([]);
    expect(await ownJobs(client)).toHaveLength(1);

    // Someone else's quota is their own.
    expect((await postJobWithFile(other, 500_000)).statusCode).toBe(201);

    // What still fits is taken; then nothing is left for today.
    expect((await postJobWithFile(client, 300_000)).statusCode).toBe(201);
    const full = await postJobWithFile(client, 200_000);
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({
      error: 'You have uploaded 0.9 MB today, the daily limit is 1 MB. Try again tomorrow.',
    });
    expect(await ownJobs(client)).toHaveLength(2);

    // A day later the same upload goes through.
    await t.database.db
      .update(uploadUsage)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(uploadUsage.userId, client.id));
    expect((await postJobWithFile(client, 200_000)).statusCode).toBe(201);
  });

  it('answers from the declared length, before the body arrives, when it cannot fit', async () => {
    const client = await signUp(t.app, 'client');
    expect((await postJobWithFile(client, 900_000)).statusCode).toBe(201);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/job/upload_files',
      headers: {
        ...bearer(client.token),
        'content-type': 'multipart/form-data; boundary=never-sent',
        'content-length': 3 * 1024 * 1024,
      },
    });
    request.on('error', () => {});
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
    });
    // Headers only: not one byte of the body is ever sent.
    request.flushHeaders();
    const { status, body } = await answer;
    request.destroy();
    expect(status).toBe(429);
    expect(JSON.parse(body).error).toMatch(/^You have uploaded 0\.9 MB today/);
  });
});

describe('the quota of drafts (uploads no form has used yet)', () => {
  it('refuses a draft past it with 413 across kinds of upload, and using a draft frees room', async () => {
    const client = await signUp(t.app, 'client');
    const draft = await post(client, '/api/job/upload_files', [textFile(300_000)]);
    expect(draft.statusCode).toBe(201);
    const stored = filesIn('order-files');

    // An order file is a draft too: together they would pass 400 KB.
    const refused = await post(client, '/api/orders/upload_files', [textFile(200_000)]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error:
        'Your uploads not used in any form yet take 0.3 MB, and at most 0.4 MB may wait at a ' +
        'time. Use your earlier uploads in a form first, or wait: uploads left unused are ' +
        'removed a day after they were made.',
    });
    expect(filesIn('order-files')).toEqual(stored);
    expect(filesIn('tmp')).toEqual([]);

    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/job',
      headers: bearer(client.token),
      payload: { ...job, file_ids: [draft.json().data[0].id] },
    });
    expect(posted.statusCode).toBe(201);
    expect((await post(client, '/api/orders/upload_files', [textFile(200_000)])).statusCode).toBe(
      201,
    );
  });

  it('counts pictures not yet on a service as drafts', async () => {
    const freelancer = await signUp(t.app, 'freelancer');
    // Noise does not compress: a PNG of about 300 KB.
    const noise = Buffer.from(Array.from({ length: 320 * 320 * 3 }, () => Math.random() * 256));
    const png = await sharp(noise, { raw: { width: 320, height: 320, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(300_000);
    const picture = await post(freelancer, '/api/services/upload_images', [
      { name: 'file1', filename: 'noise.png', bytes: png, type: 'image/png' },
    ]);
    expect(picture.statusCode).toBe(201);
    const refused = await post(freelancer, '/api/orders/upload_files', [textFile(150_000)]);
    expect(refused.statusCode).toBe(413);
  });

  it('lets only one of two simultaneous drafts take the same room', async () => {
    const client = await signUp(t.app, 'client');
    const before = filesIn('job-files').length;
    const answers = await Promise.all([
      post(client, '/api/job/upload_files', [textFile(300_000)]),
      post(client, '/api/job/upload_files', [textFile(300_000)]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    expect(filesIn('job-files')).toHaveLength(before + 1);
    expect(filesIn('tmp')).toEqual([]);
    const usage = await t.database.db
      .select()
      .from(uploadUsage)
      .where(eq(uploadUsage.userId, client.id));
    expect(usage).toEqual([expect.objectContaining({ bytes: 300_000, pending: false })]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@marketplace/contract';
import { eq, inArray } from 'drizzle-orm';
import { multipart, type Part } from '../../../test/multipart.ts';
import { jobFiles } from '../../db/schema/index.ts';
import { createMemoryBus } from '../../realtime/bus.ts';
import { createRealtimeHub } from '../../realtime/hub.ts';
import { createStorage } from '../../storage/storage.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { createProposalsService } from '../proposals/proposals.service.ts';
import { createJobsService } from './jobs.service.ts';
import {
  bearer,
  createTestApp,
  signUp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app.ts';

let t: TestApp;
let client: TestUser;
let otherClient: TestUser;
let freelancer: TestUser;

const validJob = {
  title: 'Build a landing page',
  description: 'A fast, accessible landing page for our bakery.',
  skills: JSON.stringify([{ name: 'Web Development' }, { name: 'UI/UX Design' }]),
  level: 'Intermidiate',
  size: 'Small',
  budjet: '250.5',
  time: 'two weeks',
  expected_delivery_time: '14',
};

const fieldsOf = (job: Record<string, string>): Part[] =>
  Object.entries(job).map(([name, value]) => ({ name, value }));

const createJob = async (
  user: TestUser,
  job: Record<string, string> = validJob,
  files: Part[] = [],
) => {
  const body = await multipart([...fieldsOf(job), ...files]);
  return t.app.inject({
    method: 'POST',
    url: '/api/job',
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
};

const storedFileCount = () => {
  const dir = path.join(t.config.uploadsDir, 'job-files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, 'client');
  otherClient = await signUp(t.app, 'client');
  freelancer = await signUp(t.app, 'freelancer');
});
afterAll(async () => {
  await t.close();
});

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

describe('POST /api/job', () => {
  it('creates a job with its categories and an attachment', async () => {
    const response = await createJob(client, validJob, [
      { name: 'files', filename: 'brief.pdf', bytes: pdfBytes, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const job = response.json().data;
    expect(job).toMatchObject({
      title: validJob.title,
      budjet: 250.5,
      level: 'Intermidiate',
      experience_level: 'Intermidiate',
      size: 'Small',
      expected_delivery_time: 14,
      time: 'two weeks',
      is_owner: true,
      skills: [
        { name: 'UI/UX Design', selected: true },
        { name: 'Web Development', selected: true },
      ],
    });
    expect(job.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(job.illustrative_files).toHaveLength(1);
    expect(job.illustrative_files[0]).toMatchObject({
      name: 'brief.pdf',
      mime: 'application/pdf',
      size: pdfBytes.length,
    });

    const download = await t.app.inject({
      method: 'GET',
      url: job.illustrative_files[0].url,
      headers: bearer(freelancer.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('accepts JSON with plain skill names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/job',
      headers: bearer(client.token),
      payload: { ...validJob, skills: ['SEO'], budjet: 40, expected_delivery_time: 3 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.categories.map((c: { name: string }) => c.name)).toEqual(['SEO']);
  });

  it.each([
    ['title', '', JOB_MESSAGES.titleRequired],
    ['title', 'x'.repeat(201), JOB_MESSAGES.titleTooLong],
    ['description', '  ', JOB_MESSAGES.descriptionRequired],
    ['skills', '[]', JOB_MESSAGES.skillsRequired],
    ['level', 'Guru', JOB_MESSAGES.levelInvalid],
    ['size', 'Huge', JOB_MESSAGES.sizeInvalid],
    ['budjet', '0', JOB_MESSAGES.budgetPositive],
    ['budjet', '-5', JOB_MESSAGES.budgetPositive],
    ['budjet', 'lots', JOB_MESSAGES.budgetInvalid],
    ['budjet', '0x10', JOB_MESSAGES.budgetInvalid],
    // Stored in cents: a budget that rounds to no cents at all is refused, not a 500.
    ['budjet', '0.004', JOB_MESSAGES.budgetTooSmall],
    ['expected_delivery_time', '0', JOB_MESSAGES.deliveryDays],
    ['expected_delivery_time', '2.5', JOB_MESSAGES.deliveryDays],
    ['expected_delivery_time', '3651', JOB_MESSAGES.deliveryDays],
  ])('rejects %s = %j with its message and creates nothing', async (field, value, message) => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/job',
      headers: bearer(client.token),
    });
    const response = await createJob(client, { ...validJob, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().data[field]).toBe(message);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/job',
      headers: bearer(client.token),
    });
    expect(after.json().data).toHaveLength(before.json().data.length);
  });

  it.each([[[]], ['x'], [42]])(
    'answers a JSON body %j that is no object with 400',
    async (body) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/job',
        headers: { ...bearer(client.token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The request body must be a JSON object.' });
    },
  );

  it('words checks in plain language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/job/getAll?limit=0&min_budget=30000000',
      headers: bearer(freelancer.token),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({
      limit: 'Limit must be a whole number from 1 to 100.',
      min_budget: JOB_MESSAGES.budgetTooLarge,
    });
  });

  it('rejects an unknown skill on the skills field', async () => {
    const response = await createJob(client, {
      ...validJob,
      skills: JSON.stringify([{ name: 'Basket Weaving' }]),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.skills).toContain('Basket Weaving');
  });

  it('rejects a disguised file with 415 and stores neither the job nor any file', async () => {
    const filesBefore = storedFileCount();
    const response = await createJob(client, { ...validJob, title: 'Disguised' }, [
      {
        name: 'files',
        filename: 'photo.png',
        bytes: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]),
        type: 'image/png',
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(storedFileCount()).toBe(filesBefore);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/job',
      headers: bearer(client.token),
    });
    expect(mine.json().data.map((j: { title: string }) => j.title)).not.toContain('Disguised');
  });

  it('rejects more than 5 files and a file over 10 MB with 413', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: 'files',
      filename: `f${i}.txt`,
      bytes: Buffer.from(`note ${i}`),
      type: 'text/plain',
    }));
    expect((await createJob(client, validJob, six)).statusCode).toBe(413);
    const big = {
      name: 'files',
      filename: 'big.txt',
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
      type: 'text/plain',
    };
    expect((await createJob(client, validJob, [big])).statusCode).toBe(413);
  });

  it('is for clients only and needs a token', async () => {
    expect((await createJob(freelancer)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/job', payload: validJob })).statusCode,
    ).toBe(401);
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

describe('POST /api/job/upload_files', () => {
  it('stores files that a job then attaches by id, once', async () => {
    const body = await multipart([
      { name: 'file1', filename: 'notes.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
      { name: 'file2', filename: 'spec.pdf', bytes: pdfBytes, type: 'application/pdf' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/job/upload_files',
      headers: { ...bearer(client.token), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const ids = upload.json().data.map((f: { id: number }) => f.id);
    expect(ids).toHaveLength(2);
    // Not attached yet: a draft its uploader can fetch and no one else can.
    const draftUrl = `/api/job/files/${ids[0]}`;
    const asUploader = await t.app.inject({ url: draftUrl, headers: bearer(client.token) });
    expect(asUploader.statusCode).toBe(200);
    for (const other of [otherClient, freelancer]) {
      const response = await t.app.inject({ url: draftUrl, headers: bearer(other.token) });
      expect(response.statusCode).toBe(404);
    }
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/job',
      headers: bearer(client.token),
      payload: { ...validJob, file_ids: ids },
    });
    expect(job.statusCode).toBe(201);
    expect(job.json().data.illustrative_files).toHaveLength(2);
    // Attached to a posted job, it is as public as the job is.
    const attached = await t.app.inject({ url: draftUrl, headers: bearer(freelancer.token) });
    expect(attached.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/job',
      headers: bearer(otherClient.token),
      payload: { ...validJob, file_ids: ids },
    });
    expect(again.statusCode).toBe(422);
  });
});

describe('sweeping unused attachments', () => {
  it('drops files never attached to a job after the grace period, keeping the rest', async () => {
    const storage = createStorage(t.config.uploadsDir);
    const notifications = createNotificationsService({
      db: t.database.db,
      realtime: createRealtimeHub(createMemoryBus()),
    });
    const jobs = createJobsService({
      db: t.database.db,
      storage,
      proposalsService: createProposalsService({ db: t.database.db, notifications }),
    });
    const body = await multipart([
      { name: 'file1', filename: 'old.txt', bytes: Buffer.from('old draft'), type: 'text/plain' },
      { name: 'file2', filename: 'new.txt', bytes: Buffer.from('new draft'), type: 'text/plain' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/job/upload_files',
      headers: { ...bearer(client.token), ...body.headers },
      payload: body.payload,
    });
    const [old, fresh] = upload.json().data.map((f: { id: number }) => f.id) as [number, number];
    const job = await createJob(client, validJob, [
      { name: 'files', filename: 'brief.pdf', bytes: pdfBytes, type: 'application/pdf' },
    ]);
    const attached = job.json().data.illustrative_files[0].id as number;
    // The abandoned draft and the job's attachment were uploaded two days ago.
    await t.database.db
      .update(jobFiles)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(inArray(jobFiles.id, [old, attached]));
    const [oldRow] = await t.database.db.select().from(jobFiles).where(eq(jobFiles.id, old));
    const oldPath = storage.pathOf('job-files', oldRow?.storedName ?? '');
    expect(oldPath && fs.existsSync(oldPath)).toBe(true);

    expect(await jobs.sweepDraftFiles(new Date(Date.now() - 24 * 3600 * 1000))).toBe(1);

    expect(oldPath && fs.existsSync(oldPath)).toBe(false);
    const left = await t.database.db
      .select({ id: jobFiles.id })
      .from(jobFiles)
      .where(inArray(jobFiles.id, [old, fresh, attached]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [fresh, attached].sort((a, b) => a - b),
    );
  });
});

describe('GET /api/user/job/getAll', () => {
  it('searches title, description and skills, tolerates typos, filters and paginates', async () => {
    const searcher = await signUp(t.app, 'client');
    const make = (title: string, extra: Record<string, string> = {}) =>
      createJob(searcher, { ...validJob, title, ...extra });
    await make('Quantum flux capacitor tuning', {
      description: 'Needs 100% accuracy_really',
      skills: '["Data Science"]',
      level: 'Expert',
      budjet: '900',
    });
    await make('Mobile app for a zebra sanctuary', {
      skills: '["Mobile Development"]',
      size: 'Large',
      budjet: '5000',
    });
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/job/getAll?${query}`,
        headers: bearer(freelancer.token),
      });

    const titles = async (query: string) =>
      (await get(query)).json().data.map((j: { title: string }) => j.title);
    expect(await titles('q=flux')).toEqual(['Quantum flux capacitor tuning']);
    expect(await titles('q=zebra%20sanctury')).toContain('Mobile app for a zebra sanctuary');
    expect(await titles('q=data%20science')).toContain('Quantum flux capacitor tuning');
    expect(await titles('q=100%25')).toEqual(['Quantum flux capacitor tuning']);
    expect(await titles('q=accuracy_really')).toEqual(['Quantum flux capacitor tuning']);
    expect((await get('q=%27%3B%20drop%20table%20job_posts%3B--')).statusCode).toBe(200);
    expect(await titles('category=Mobile%20Development')).toEqual([
      'Mobile app for a zebra sanctuary',
    ]);
    expect(await titles('level=Expert&min_budget=800&max_budget=1000')).toEqual([
      'Quantum flux capacitor tuning',
    ]);
    expect((await get('level=Guru')).statusCode).toBe(422);
    expect((await get('q=a%00b')).statusCode).toBe(400);
    expect((await get('category=a%00b')).statusCode).toBe(400);
    expect((await get('cursor=not-a-cursor')).statusCode).toBe(400);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().data.map((j: { id: number }) => j.id));
      cursor = page.json().meta.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const all = await get('limit=100');
    expect(all.json().data).toHaveLength(seen.length);
  });
});

describe('saved jobs', () => {
  it('lets a freelancer save, list and unsave a job', async () => {
    const job = (await createJob(client)).json().data;
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/save`,
      headers: bearer(freelancer.token),
    });
    expect(save.statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/saved',
      headers: bearer(freelancer.token),
    });
    expect(saved.json().data.map((j: { id: number }) => j.id)).toContain(job.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/job/${job.id}`,
      headers: bearer(freelancer.token),
    });
    expect(detail.json().data.saved).toBe(true);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${job.id}/save`,
      headers: bearer(freelancer.token),
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/saved',
      headers: bearer(freelancer.token),
    });
    expect(after.json().data.map((j: { id: number }) => j.id)).not.toContain(job.id);
  });

  it('is for freelancers only, and a missing job is 404', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jobs/saved', headers: bearer(client.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/jobs/999999/save',
          headers: bearer(freelancer.token),
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

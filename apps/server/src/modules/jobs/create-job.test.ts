import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@marketplace/contract';
import { bearer } from '#test/test-app.ts';
import {
  setUpJobsTestApp,
  t,
  client,
  freelancer,
  validJob,
  createJob,
  storedFileCount,
  pdfBytes,
} from './job-fixtures.ts';

setUpJobsTestApp();

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

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { multipart, type Part } from '#test/multipart.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

// Set in `beforeAll`; importers read them through live bindings once their tests run.
export let t: TestApp;
export let client: TestUser;
export let otherClient: TestUser;
export let freelancer: TestUser;

/** One app on a fresh database for the calling test file, with two clients and a freelancer. */
export const setUpJobsTestApp = () => {
  beforeAll(async () => {
    t = await createTestApp();
    client = await signUp(t.app, 'client');
    otherClient = await signUp(t.app, 'client');
    freelancer = await signUp(t.app, 'freelancer');
  });
  afterAll(async () => {
    await t.close();
  });
};

export const validJob = {
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

export const createJob = async (
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

export const storedFileCount = () => {
  const dir = path.join(t.config.uploadsDir, 'job-files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

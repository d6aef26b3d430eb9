import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { images, jobFiles, orderFiles, users } from '#db/schema/index.ts';
import { multipart, type Part } from '#test/multipart.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

let t: TestApp;
let client: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, 'client');
  freelancer = await signUp(t.app, 'freelancer');
});
afterAll(async () => {
  await t.close();
});

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 3600 * 1000);

const pathIn = (folder: string, name: string) => path.join(t.config.uploadsDir, folder, name);

const post = async (user: TestUser, url: string, parts: Part[]) => {
  const body = await multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

/** A file no row knows of, as a request leaves it when its transaction never commits. */
const strayFile = (folder: string, extension: string, writtenAt?: Date) => {
  const name = `${randomUUID()}.${extension}`;
  fs.mkdirSync(path.join(t.config.uploadsDir, folder), { recursive: true });
  fs.writeFileSync(pathIn(folder, name), 'left behind');
  if (writtenAt) fs.utimesSync(pathIn(folder, name), writtenAt, writtenAt);
  return name;
};

describe('the hourly upload sweep', () => {
  it('removes day-old files no row references, keeping referenced and recent ones', async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#6d28d9' },
    })
      .png()
      .toBuffer();
    const picture: Part = { name: 'file1', filename: 'a.png', bytes: png, type: 'image/png' };
    const text: Part = {
      name: 'file1',
      filename: 'a.txt',
      bytes: Buffer.from('kept'),
      type: 'text/plain',
    };
    await post(client, '/api/user/avatar', [{ ...picture, name: 'avatar' }]);
    await post(freelancer, '/api/services/upload_images', [picture]);
    await post(client, '/api/job/upload_files', [text]);
    await post(client, '/api/orders/upload_files', [text]);
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, client.id));
    const [image] = await db.select().from(images).where(eq(images.uploaderId, freelancer.id));
    const [jobFile] = await db.select().from(jobFiles).where(eq(jobFiles.ownerId, client.id));
    const [orderFile] = await db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.uploaderId, client.id));
    const referenced = [
      pathIn('avatars', user?.avatarPath ?? ''),
      pathIn('images', image?.storedName ?? ''),
      pathIn('images', image?.thumbnailName ?? ''),
      pathIn('job-files', jobFile?.storedName ?? ''),
      pathIn('order-files', orderFile?.storedName ?? ''),
    ];
    // Written long ago (their rows are recent, so no draft sweep takes them).
    for (const file of referenced) fs.utimesSync(file, TWO_DAYS_AGO, TWO_DAYS_AGO);

    const stray = {
      old: [
        pathIn('avatars', strayFile('avatars', 'webp', TWO_DAYS_AGO)),
        pathIn('images', strayFile('images', 'webp', TWO_DAYS_AGO)),
        pathIn('job-files', strayFile('job-files', 'pdf', TWO_DAYS_AGO)),
        pathIn('order-files', strayFile('order-files', 'txt', TWO_DAYS_AGO)),
        pathIn('tmp', strayFile('tmp', 'part', TWO_DAYS_AGO)),
      ],
      // Perhaps a request still running: too young to judge.
      recent: [
        pathIn('avatars', strayFile('avatars', 'webp')),
        pathIn('images', strayFile('images', 'webp')),
        pathIn('job-files', strayFile('job-files', 'pdf')),
        pathIn('order-files', strayFile('order-files', 'txt')),
        pathIn('tmp', strayFile('tmp', 'part')),
      ],
    };

    expect(await t.app.sweepUploads()).toEqual({
      'unreferenced avatars': 1,
      'unreferenced images': 1,
      'unreferenced job-files': 1,
      'unreferenced order-files': 1,
      'stale temporaries': 1,
    });
    for (const file of stray.old) expect(fs.existsSync(file), file).toBe(false);
    for (const file of [...referenced, ...stray.recent])
      expect(fs.existsSync(file), file).toBe(true);

    // What a person sees still works.
    const avatar = await t.app.inject({ url: `/api/files/avatars/${user?.avatarPath}` });
    expect(avatar.statusCode).toBe(200);
  });
});

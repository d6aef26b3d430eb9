import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobFiles, uploadUsage } from '#db/schema/index.ts';
import { multipart, type Part } from '#test/multipart.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

// Every upload route reads its body through withMultipart; the job attachments route stands
// for all of them here.
let t: TestApp;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, 'client');
});
afterAll(async () => {
  await t.close();
});

const filesIn = (folder: string) => {
  const dir = path.join(t.config.uploadsDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const attachmentRows = () =>
  t.database.db.select().from(jobFiles).where(eq(jobFiles.ownerId, client.id));
const usageRows = () =>
  t.database.db.select().from(uploadUsage).where(eq(uploadUsage.userId, client.id));

const uploadFiles = async (parts: Part[]) => {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/job/upload_files',
    headers: { ...bearer(client.token), ...body.headers },
    payload: body.payload,
  });
};

const text = (name: string, content: string | Buffer): Part => ({
  name,
  filename: `${name}.txt`,
  bytes: Buffer.from(content),
  type: 'text/plain',
});

describe('receiving files', () => {
  it('stores received files by moving them, leaving no temporary behind', async () => {
    const response = await uploadFiles([text('file1', 'first'), text('file2', 'second file')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.map((file: { size: number }) => file.size)).toEqual([5, 11]);
    expect(filesIn('job-files')).toHaveLength(2);
    expect(filesIn('tmp')).toEqual([]);
    expect(await usageRows()).toEqual([expect.objectContaining({ bytes: 16, pending: false })]);
  });

  it('stops a file at the size limit: 413, and neither a file nor a row is left', async () => {
    const before = { stored: filesIn('job-files'), rows: await attachmentRows() };
    const usageBefore = await usageRows();
    const response = await uploadFiles([
      // A file that was fine, received before the one too large.
      text('file1', 'fine'),
      text('file2', Buffer.alloc(10 * 1024 * 1024 + 1, 'a')),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Each file must be at most 10 MB.' });
    expect(filesIn('tmp')).toEqual([]);
    expect(filesIn('job-files')).toEqual(before.stored);
    expect(await attachmentRows()).toEqual(before.rows);
    expect(await usageRows()).toEqual(usageBefore);
  });

  it('removes the temporaries of a refused upload (a disguised file) and counts nothing', async () => {
    const before = { stored: filesIn('job-files'), rows: await attachmentRows() };
    const usageBefore = await usageRows();
    const response = await uploadFiles([
      text('file1', 'a real text'),
      {
        name: 'file2',
        filename: 'notes.txt',
        bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
        type: 'text/plain',
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(filesIn('tmp')).toEqual([]);
    expect(filesIn('job-files')).toEqual(before.stored);
    expect(await attachmentRows()).toEqual(before.rows);
    expect(await usageRows()).toEqual(usageBefore);
  });

  it('writes a file to disk while it arrives, and deletes it when the client goes away', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const rowsBefore = await attachmentRows();
    const usageBefore = await usageRows();
    const boundary = 'marketplace-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file1"; filename="big.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const fileBytes = 8 * 1024 * 1024;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/job/upload_files',
      headers: {
        ...bearer(client.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + fileBytes + tail.length,
      },
    });
    let answered = false;
    request.on('response', () => {
      answered = true;
    });
    // The server's refusal to a half-sent body, or our own abort, ends the socket.
    request.on('error', () => {});
    request.write(head);
    const sent = 2 * 1024 * 1024;
    request.write(Buffer.alloc(sent, 'a'));

    // A quarter of the file sent, the rest never will be: the part sent is on disk already,
    // so the reader holds no whole file in memory.
    await vi.waitFor(
      () => {
        const [temporary] = filesIn('tmp');
        expect(temporary).toBeDefined();
        const size = fs.statSync(path.join(t.config.uploadsDir, 'tmp', temporary ?? '')).size;
        expect(size).toBeGreaterThan(sent / 2);
      },
      { timeout: 15_000, interval: 20 },
    );
    expect(answered).toBe(false);

    request.destroy();
    await vi.waitFor(() => expect(filesIn('tmp')).toEqual([]), { timeout: 15_000, interval: 20 });
    expect(await attachmentRows()).toEqual(rowsBefore);
    expect(await usageRows()).toEqual(usageBefore);
  });
});

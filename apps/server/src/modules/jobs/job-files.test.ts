import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { multipart } from '#test/multipart.ts';
import { jobFiles } from '#db/schema/index.ts';
import { createStorage } from '#kernel/storage.ts';
import { createJobsService } from './jobs.service.ts';
import { bearer } from '#test/test-app.ts';
import {
  setUpJobsTestApp,
  t,
  client,
  otherClient,
  freelancer,
  validJob,
  createJob,
  pdfBytes,
} from './job-fixtures.ts';

setUpJobsTestApp();

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
    // Sweeping reads no proposal activity: a stand-in that fails loudly if it ever did.
    const unused = () => {
      throw new Error('the sweep does not read proposals');
    };
    const jobs = createJobsService({
      db: t.database.db,
      storage,
      proposalsService: {
        activityOfJobSql: unused,
        viewerProposedSql: unused,
        hiresOfClient: unused,
        jobHasContract: unused,
      },
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

describe('file names and types of attachments', () => {
  const uploadOne = async (filename: string, bytes: Buffer) => {
    const body = await multipart([{ name: 'file1', filename, bytes, type: 'text/plain' }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/job/upload_files',
      headers: { ...bearer(client.token), ...body.headers },
      payload: body.payload,
    });
  };

  it('drops bidirectional controls from a file name, so it shows its real extension', async () => {
    // Shown as written, U+202E would make this read "invoiceexe.txt".
    const upload = await uploadOne('invoice\u202Etxt.exe', Buffer.from('just text'));
    expect(upload.statusCode).toBe(201);
    const [file] = upload.json().data as Array<{ id: number; name: string }>;
    expect(file?.name).toBe('invoicetxt.exe');
    const download = await t.app.inject({
      url: `/api/job/files/${file?.id}`,
      headers: bearer(client.token),
    });
    expect(download.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''invoicetxt.exe",
    );
  });

  it('reads a large text file in chunks: valid UTF-8 throughout is text, a bad end is not', async () => {
    // Multi-byte characters fall across every chunk boundary of the streaming check.
    const text = Buffer.from('naïve café – ünïcödé ✓ '.repeat(100_000));
    expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
    const accepted = await uploadOne('long.txt', text);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data[0]).toMatchObject({ mime: 'text/plain', size: text.length });

    // Past the prefix searched for control characters, one invalid byte sequence.
    const broken = Buffer.concat([text, Buffer.from([0xc3, 0x28])]);
    const refused = await uploadOne('broken.txt', broken);
    expect(refused.statusCode).toBe(415);
  });
});

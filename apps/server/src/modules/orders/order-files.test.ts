import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '#test/multipart.ts';
import { bearer, createTestApp, signUp, type TestApp, type TestUser } from '#test/test-app.ts';

let t: TestApp;
let client: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, 'client');
  stranger = await signUp(t.app, 'freelancer');
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/orders/upload_files', () => {
  it('keeps a file under a clean name: no bidirectional controls, no folder', async () => {
    const content = Buffer.from('the brief, in plain words');
    const body = await multipart([
      { name: 'file1', filename: 'invoice\u202Etxt.exe', bytes: content, type: 'text/plain' },
      { name: 'file2', filename: 'C:\\fakepath\\notes\u2066.txt', bytes: content },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/orders/upload_files',
      headers: { ...bearer(client.token), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const files = upload.json().data as Array<{ id: number; name: string; size: number }>;
    expect(files.map((file) => [file.name, file.size])).toEqual([
      ['invoicetxt.exe', content.length],
      ['notes.txt', content.length],
    ]);

    // A draft: its uploader downloads it under that name, no one else sees it.
    const url = `/api/orders/files/${files[0]?.id}`;
    const own = await t.app.inject({ url, headers: bearer(client.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe("attachment; filename*=UTF-8''invoicetxt.exe");
    expect(own.body).toBe(content.toString());
    expect((await t.app.inject({ url, headers: bearer(stranger.token) })).statusCode).toBe(404);
  });
});

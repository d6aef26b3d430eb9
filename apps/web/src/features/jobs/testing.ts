import { vi } from 'vitest';
import type { TJob, TJobSummary } from '@marketplace/contract';

/** A job as the server sends it, for tests; `overrides` change what a test is about. */
export const jobFixture = (overrides: Partial<TJob> = {}): TJob => ({
  id: 41,
  client_id: 3,
  title: 'Landing page for a bakery',
  description: 'Three pages, fast and accessible.\nPhotos provided.',
  budjet: 850,
  experience_level: 'Intermidiate',
  level: 'Intermidiate',
  size: 'Mediem',
  time: null,
  expected_delivery_time: 14,
  created_at: '2026-11-20T10:00:00.000Z',
  categories: [{ id: 1, name: 'Web Development' }],
  skills: [{ name: 'Web Development', selected: true }],
  illustrative_files: [],
  proposals_count: 0,
  interviewing_count: 0,
  applied: false,
  hired: false,
  is_owner: true,
  saved: false,
  client: {
    id: 3,
    username: 'clara',
    member_since: '2026-01-05T09:00:00.000Z',
    jobs_posted: 12,
    hires: 4,
    rating: { average: null, count: 0 },
  },
  ...overrides,
});

export const summaryFixture = (overrides: Partial<TJobSummary> = {}): TJobSummary => {
  const { client: _client, ...summary } = jobFixture();
  return { ...summary, ...overrides };
};

export type SentUpload = { method: string; url: string; body: FormData; headers: Headers };

/**
 * Stands in for XMLHttpRequest, which multipart uploads use for progress: records what was sent
 * and answers with `respond(upload)` after reporting half, then all, of the upload.
 */
export const stubUploads = (respond: (upload: SentUpload) => { status: number; body: unknown }) => {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    send(body: FormData) {
      const upload = { method: this.method, url: this.url, body, headers: this.headers };
      sent.push(upload);
      setTimeout(() => {
        for (const loaded of [50, 100]) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        }
        const answer = respond(upload);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};

/** Answers fetch calls by path (and method); anything else is a 404 envelope. */
export const stubFetch = (
  routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>,
) => {
  const calls: { url: string; method: string }[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method });
    const path = url.split('?')[0] ?? url;
    const handler = routes[`${method} ${path}`] ?? routes[path];
    return Promise.resolve(
      handler ? handler(init) : Response.json({ error: 'Not found.' }, { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

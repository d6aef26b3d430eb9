import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiData, apiMsg, apiPage, NETWORK_ERROR_STATUS } from './api-client.ts';
import { EARLY_RESPONSE_TTL_MS, fetchEarly } from './early-session.ts';
import { clearSession, saveSession } from './session.ts';

const respond = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const catchError = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('api client', () => {
  it('answers the first matching GET from a request started early, and asks again after', async () => {
    const fetchMock = respond(200, { data: { id: 7 } });
    vi.stubGlobal('fetch', fetchMock);
    saveSession('tok-early', 'client');
    fetchEarly('/auth/me');
    const schema = z.object({ id: z.number() });

    await expect(apiData('/auth/me', schema)).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { id: 8 } })));
    await expect(apiData('/auth/me', schema)).resolves.toEqual({ id: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts nothing early without a stored session', async () => {
    const fetchMock = respond(200, { data: { id: 7 } });
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly('/auth/me');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the early request with the stored token, once however often it is asked for', async () => {
    const fetchMock = respond(200, { data: { id: 7 } });
    vi.stubGlobal('fetch', fetchMock);
    saveSession('tok-once', 'client');
    fetchEarly('/auth/me');
    fetchEarly('/auth/me');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/me');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-once');
    await expect(apiData('/auth/me', z.object({ id: z.number() }))).resolves.toEqual({ id: 7 });
  });

  it('does not hand an early answer to a call made with another token', async () => {
    const fetchMock = respond(401, { error: 'Unauthorized' });
    vi.stubGlobal('fetch', fetchMock);
    saveSession('tok-old', 'client');
    fetchEarly('/auth/me');
    saveSession('tok-new', 'client');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { id: 9 } })));

    await expect(apiData('/auth/me', z.object({ id: z.number() }))).resolves.toEqual({ id: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again instead of handing out an early answer past its time', async () => {
    const fetchMock = respond(200, { data: { id: 7 } });
    vi.stubGlobal('fetch', fetchMock);
    saveSession('tok-stale', 'client');
    // The clock held, so the early answer is exactly one millisecond past its time.
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    fetchEarly('/auth/me');
    now.mockReturnValue(1_000_000 + EARLY_RESPONSE_TTL_MS + 1);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { id: 8 } })));

    await expect(apiData('/auth/me', z.object({ id: z.number() }))).resolves.toEqual({ id: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends again a request started early that failed to reach the server', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    saveSession('tok-down', 'client');
    fetchEarly('/auth/me');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { id: 7 } })));

    await expect(apiData('/auth/me', z.object({ id: z.number() }))).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('returns the data of a success envelope, checked against the schema', async () => {
    vi.stubGlobal('fetch', respond(200, { data: { id: 7, name: 'Ada' } }));
    const user = await apiData('/user', z.object({ id: z.number(), name: z.string() }));
    expect(user).toEqual({ id: 7, name: 'Ada' });
  });

  it('returns a cursor page as its data and meta, checked together', async () => {
    vi.stubGlobal('fetch', respond(200, { data: [{ id: 1 }], meta: { next_cursor: 'c2' } }));
    const schema = z.object({
      data: z.array(z.object({ id: z.number() })),
      meta: z.object({ next_cursor: z.nullable(z.string()) }),
    });
    await expect(apiPage('/orders', schema)).resolves.toEqual({
      data: [{ id: 1 }],
      meta: { next_cursor: 'c2' },
    });
  });

  it('rejects a page whose meta does not match, or an answer that is no page', async () => {
    const schema = z.object({
      data: z.array(z.number()),
      meta: z.object({ next_cursor: z.nullable(z.string()) }),
    });
    vi.stubGlobal('fetch', respond(200, { data: [1] }));
    const noMeta = await catchError(apiPage('/orders', schema));
    expect(noMeta.message).toBe('The server sent an unexpected response.');
    vi.stubGlobal('fetch', respond(200, { msg: 'done' }));
    const message = await catchError(apiPage('/orders', schema));
    expect(message.message).toBe('The server sent an unexpected response.');
  });

  it('returns the message of a msg envelope', async () => {
    vi.stubGlobal('fetch', respond(200, { msg: 'Job deleted' }));
    await expect(apiMsg('/job/3', { method: 'DELETE' })).resolves.toBe('Job deleted');
  });

  it('sends the stored token as bearer and JSON bodies with their content type', async () => {
    const fetchMock = respond(200, { data: null });
    vi.stubGlobal('fetch', fetchMock);
    saveSession('tok-123', 'client');
    await apiData('/user', z.null(), { method: 'POST', body: { first_name: 'Ada' } });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/user');
    expect(init.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"first_name":"Ada"}');
  });

  it('sends no Authorization header when signed out, and FormData as multipart', async () => {
    const fetchMock = respond(200, { data: null });
    vi.stubGlobal('fetch', fetchMock);
    const body = new FormData();
    await apiData('/user/avatar', z.null(), { method: 'POST', body });

    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
    expect(init.body).toBe(body);
  });

  it('sends extra headers such as Idempotency-Key beside its own', async () => {
    const fetchMock = respond(200, { data: null });
    vi.stubGlobal('fetch', fetchMock);
    saveSession('tok-123', 'client');
    await apiData('/orders/4/accept', z.null(), {
      method: 'POST',
      headers: { 'Idempotency-Key': 'key-1' },
    });

    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('throws one ApiError with status, message and field messages on failure', async () => {
    vi.stubGlobal(
      'fetch',
      respond(409, {
        error: 'Please correct the highlighted fields.',
        data: { username: 'That username is already taken.' },
      }),
    );
    const error = await catchError(apiData('/auth/register', z.unknown(), { body: {} }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Please correct the highlighted fields.');
    expect(error.fieldErrors).toEqual({ username: 'That username is already taken.' });
    expect(error.messages).toEqual(['That username is already taken.']);
  });

  it('uses the general message when there are no field messages', async () => {
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid email or password.' }));
    const error = await catchError(apiData('/auth/login', z.unknown(), { body: {} }));
    expect(error.status).toBe(401);
    expect(error.messages).toEqual(['Invalid email or password.']);
  });

  it('turns a failed fetch into a network ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await catchError(apiData('/user', z.unknown()));
    expect(error.status).toBe(NETWORK_ERROR_STATUS);
    expect(error.isNetworkError).toBe(true);
  });

  it('gives a readable error for a non-JSON failure such as a proxy page', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    const error = await catchError(apiData('/user', z.unknown()));
    expect(error.status).toBe(502);
    // A gateway's page says the server is away, never only 'Something went wrong!' (issue 15).
    expect(error.message).toBe('The server is not answering right now. Try again in a moment.');
  });

  it('rejects a success answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', respond(200, { data: { id: 'seven' } }));
    const error = await catchError(apiData('/user', z.object({ id: z.number() })));
    expect(error).toBeInstanceOf(ApiError);
  });
});

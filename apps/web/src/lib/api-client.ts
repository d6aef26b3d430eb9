import { takeEarlyResponse } from './early-session.ts';
import type { ResponseCheck } from './response-check.ts';
import { getToken } from './session.ts';

/** Status used for failures where no response arrived (offline, DNS, connection refused). */
export const NETWORK_ERROR_STATUS = 0;

const FALLBACK_MESSAGE = 'Something went wrong!';
const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'The server sent an unexpected response.';
/** A 5xx without our envelope: a proxy or gateway answered because the server did not. */
const SERVER_DOWN_MESSAGE = 'The server is not answering right now. Try again in a moment.';

/** The one error every API call throws: HTTP status, the envelope's message and field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }

  /** No network, or the server failed: nothing the person typed was the problem. */
  get isUnavailable(): boolean {
    return this.isNetworkError || this.status >= 500;
  }

  /** Field messages first (in field order), or the general message when there are none. */
  get messages(): string[] {
    const fields = Object.values(this.fieldErrors);
    return fields.length > 0 ? fields : [this.message];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What a call, or the code it needed, answers when no response arrived. */
export const networkError = (): ApiError => new ApiError(NETWORK_ERROR_STATUS, NETWORK_MESSAGE);

export type Envelope =
  { kind: 'data'; data: unknown; meta?: unknown } | { kind: 'msg'; msg: string };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as `Idempotency-Key` on calls that move money. */
  headers?: Record<string, string>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toFieldErrors = (value: unknown): Record<string, string> => {
  if (!isRecord(value)) return {};
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === 'string') result[field] = message;
  }
  return result;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Sends a request to `/api{path}` and returns its success envelope, or throws ApiError. The
 * first plain GET of a path started early with the same token (`fetchEarly`, index.html's first
 * script) takes that response instead of asking again; later calls ask the server as usual.
 */
export const apiRequest = async (path: string, options: RequestOptions = {}): Promise<Envelope> => {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const plainGet = !options.method && options.body === undefined && !options.headers;
  const startedEarly = plainGet && token ? takeEarlyResponse(token, path) : undefined;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const send = () =>
    fetch(`/api${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  let response: Response;
  try {
    // A request started early that failed (the server was down as the page loaded) is sent
    // again now rather than reported.
    response = await (startedEarly ? startedEarly.catch(send) : send());
  } catch (error) {
    // Cancellation is not a failure: let TanStack Query see the AbortError it expects.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  return toEnvelope(response.status, await readJson(response));
};

/** Reads a response body as the envelope: the success shape, or the ApiError it carries. */
const toEnvelope = (status: number, json: unknown): Envelope => {
  if (status < 200 || status >= 300) {
    if (isRecord(json) && typeof json.error === 'string') {
      throw new ApiError(status, json.error, toFieldErrors(json.data));
    }
    throw new ApiError(status, status >= 500 ? SERVER_DOWN_MESSAGE : FALLBACK_MESSAGE);
  }
  if (isRecord(json) && 'data' in json) return { kind: 'data', data: json.data, meta: json.meta };
  if (isRecord(json) && typeof json.msg === 'string') return { kind: 'msg', msg: json.msg };
  throw new ApiError(status, UNEXPECTED_MESSAGE);
};

/**
 * A multipart upload that reports progress (0 to 1). fetch cannot observe request upload
 * progress, so this one call uses XMLHttpRequest; the envelope and errors are the same.
 */
export const apiUpload = <T>(
  path: string,
  schema: ResponseCheck<T>,
  form: FormData,
  options: { method?: 'POST' | 'PUT'; onProgress?: (fraction: number) => void } = {},
): Promise<T> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', `/api${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(networkError());
    request.onload = () => {
      try {
        let json: unknown;
        try {
          json = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
        } catch {
          json = undefined;
        }
        const envelope = toEnvelope(request.status, json);
        const parsed = envelope.kind === 'data' ? schema.safeParse(envelope.data) : undefined;
        if (!parsed?.success) throw new ApiError(request.status, UNEXPECTED_MESSAGE);
        resolve(parsed.data);
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(request.status, FALLBACK_MESSAGE));
      }
    };
    request.send(form);
  });

/** Downloads a file that needs the bearer token, and hands it to the browser to save. */
export const apiDownload = async (path: string, fileName: string): Promise<void> => {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch {
    throw networkError();
  }
  if (!response.ok) toEnvelope(response.status, await readJson(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * A `{"data": ...}` call whose payload is checked against the shared contract schema, or the
 * check compiled from it (response-check.ts).
 */
export const apiData = async <T>(
  path: string,
  schema: ResponseCheck<T>,
  options?: RequestOptions,
): Promise<T> => {
  const envelope = await apiRequest(path, options);
  if (envelope.kind !== 'data') throw new ApiError(200, UNEXPECTED_MESSAGE);
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError(200, UNEXPECTED_MESSAGE);
  return parsed.data;
};

/**
 * A list call answering `{"data": [...], "meta": {...}}` (a cursor page): the data and its meta
 * checked together, as one `{data, meta}` value.
 */
export const apiPage = async <T>(
  path: string,
  schema: ResponseCheck<T>,
  options?: RequestOptions,
): Promise<T> => {
  const envelope = await apiRequest(path, options);
  const parsed = schema.safeParse(
    envelope.kind === 'data' ? { data: envelope.data, meta: envelope.meta } : undefined,
  );
  if (!parsed.success) throw new ApiError(200, UNEXPECTED_MESSAGE);
  return parsed.data;
};

/** A call answering `{"msg": ...}` (deletions). */
export const apiMsg = async (path: string, options?: RequestOptions): Promise<string> => {
  const envelope = await apiRequest(path, options);
  if (envelope.kind !== 'msg') throw new ApiError(200, UNEXPECTED_MESSAGE);
  return envelope.msg;
};

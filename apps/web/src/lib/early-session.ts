/**
 * index.html's first script: a few hundred bytes without imports, run as soon as it arrives
 * (async). With a stored session it sends the session's check (`GET /api/auth/me`, SPEC.md
 * section 2) at once, while the app's code (about 190 kB gzipped) still downloads, instead of
 * once all of that code has arrived and run: on a phone's network that takes the check's
 * round trip and the server's answer off the start of every returning visit. The app's first
 * call of the same path with the same token takes this response (`api-client.ts`).
 */

/** Where the session's token is kept (SPEC.md section 3; `session.ts` reads it here). */
export const TOKEN_KEY = 'access_token';

/** Responses started before the code that reads them has loaded, by token and path. */
const started = new Map<string, Promise<Response>>();
const keyOf = (token: string, path: string) => `${token} ${path}`;

/** A value kept in localStorage, or null (`session.ts` reads the session with it too). */
export const readStorage = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy modes); behave as signed out.
    return null;
  }
};

/** Starts a GET of `/api{path}` with the stored token, unless one is already on its way. */
export const fetchEarly = (path: string): void => {
  const token = readStorage(TOKEN_KEY);
  if (!token) return;
  const key = keyOf(token, path);
  if (started.has(key)) return;
  const response = fetch(`/api${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  // A failure is reported to whoever takes the response, not as an unhandled rejection here.
  response.catch(() => undefined);
  started.set(key, response);
};

/** The response started early for this token and path, handed out once. */
export const takeEarlyResponse = (token: string, path: string): Promise<Response> | undefined => {
  const key = keyOf(token, path);
  const response = started.get(key);
  started.delete(key);
  return response;
};

fetchEarly('/auth/me');

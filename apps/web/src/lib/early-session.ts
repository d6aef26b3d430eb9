/**
 * index.html's first script: a few hundred bytes without imports, run as soon as it arrives
 * (async). With a stored session it sends the session's check (`GET /api/auth/me`, SPEC.md
 * section 2) at once, while the app's code (about 190 kB gzipped) still downloads, instead of
 * once all of that code has arrived and run: on a phone's network that takes the check's
 * round trip and the server's answer off the start of every returning visit. The home's own
 * reads go with it. The app's first call of the same path with the same token takes each
 * response (`api-client.ts`); nothing is shown before the check has passed.
 */

/** Where the session is kept (SPEC.md section 3; `session.ts` reads it with these keys). */
export const TOKEN_KEY = 'access_token';
export const ACCOUNT_TYPE_KEY = 'account_type';

/**
 * What each home reads as it is first drawn (its header's bell included), by the stored
 * account type. Asked for only once its code had run, the home's data came a round trip and
 * more after it on a phone's network (Lighthouse mobile: the homes' LCP 3.1-3.3 s, 2.7 s with
 * this and the font's preload). `first-reads.test.tsx` keeps the lists equal to what the
 * homes ask; a path missing here is only read later, one listed in vain is fetched for nothing.
 */
export const FIRST_READS: Record<string, Record<string, readonly string[]>> = {
  '/home': {
    client: ['/getAll2?sort=newest&limit=20', '/job/', '/categories', '/notifications?limit=10'],
    freelancer: [
      '/user/job/getAll?limit=20',
      '/jobs/saved',
      '/user',
      '/categories',
      '/notifications?limit=10',
    ],
  },
};

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

/** With a stored session: its check, and the reads of the page being opened. */
const startEarlyReads = (): void => {
  if (!readStorage(TOKEN_KEY)) return;
  fetchEarly('/auth/me');
  const accountType = readStorage(ACCOUNT_TYPE_KEY) ?? '';
  for (const path of FIRST_READS[window.location.pathname]?.[accountType] ?? []) fetchEarly(path);
};

startEarlyReads();

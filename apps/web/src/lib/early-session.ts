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

/** The header's bell: every signed-in page reads it as it is first drawn. */
const BELL = '/notifications?limit=10';

/**
 * Stands for the signed-in person's username in a first read's path (their own reviews): the
 * app asks for it once `me` has answered, so it would otherwise start only once the app's code
 * had arrived, run and drawn, a round trip behind the page's other reads.
 */
export const USERNAME = ':username';

/**
 * What each first page reads as it is first drawn (its header's bell included), by the stored
 * account type; sent only for the page's plain address (no query of its own). Asked for only
 * once its code had run, a page's data came a round trip and more after it on a phone's
 * network (ARCHITECTURE.md, on `lib/early-session.ts`). The homes, the lists people open
 * from a link or a mail, and a freelancer's own portfolio. In Lighthouse's mobile simulation
 * the chats' LCP came from 2.36 s to 2.16 s, the proposals' from 2.53 s to 2.34 s; the
 * portfolio's went later (2.54 s to 2.68 s) while it fetched 13 files of its own, and earlier
 * once it fetched 8 (2.64 s to 2.53 s). A path naming USERNAME is sent once the session's check
 * has answered with it. `first-reads.test.tsx` checks each one listed is a read the page asks
 * for; one no read takes is dropped after EARLY_RESPONSE_TTL_MS.
 */
export const FIRST_READS: Record<string, Partial<Record<'client' | 'freelancer', string[]>>> = {
  '/home': {
    client: ['/getAll2?sort=newest&limit=20', '/job/', '/categories', BELL],
    freelancer: ['/user/job/getAll?limit=20', '/jobs/saved', '/user', '/categories', BELL],
  },
  '/chat': { client: ['/chats/getAll', BELL], freelancer: ['/chats/getAll', BELL] },
  '/proposals/': {
    client: ['/proposals/getMyProposals', BELL],
    freelancer: ['/proposals/getFreelancerProposals', BELL],
  },
  // A client's /orders is their purchases (orders.tsx sends them on): no reads of its own.
  '/orders': { freelancer: ['/orders?role=sales&limit=20', BELL] },
  '/my_purchases/': { client: ['/orders?role=purchases&limit=20', BELL] },
  '/earnings': { freelancer: ['/earnings', '/payouts/account', BELL] },
  '/portfolio': {
    freelancer: ['/user/projects', '/user/services', BELL, `/user/${USERNAME}/reviews?limit=10`],
  },
};

/**
 * How long a response started early waits for the read it was sent for. Past that it is not
 * handed out: a read the page did not ask at start (another filter remembered, another home)
 * gets fresh data when it is asked, not the snapshot of the page's load.
 */
export const EARLY_RESPONSE_TTL_MS = 30_000;

/** Responses started before the code that reads them has loaded, by token and path. */
const started = new Map<string, { response: Promise<Response>; at: number }>();
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

/**
 * Starts a GET of `/api{path}` with the stored token, unless one is already on its way, and
 * returns the response on its way (none without a token).
 */
export const fetchEarly = (path: string): Promise<Response> | undefined => {
  const token = readStorage(TOKEN_KEY);
  if (!token) return undefined;
  const key = keyOf(token, path);
  const onItsWay = started.get(key);
  if (onItsWay) return onItsWay.response;
  const response = fetch(`/api${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  // A failure is reported to whoever takes the response, not as an unhandled rejection here.
  response.catch(() => undefined);
  started.set(key, { response, at: Date.now() });
  return response;
};

/** The response started early for this token and path, handed out once, while fresh. */
export const takeEarlyResponse = (token: string, path: string): Promise<Response> | undefined => {
  const key = keyOf(token, path);
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at <= EARLY_RESPONSE_TTL_MS ? early.response : undefined;
};

/** A stored account type this script knows (anything else in storage gets nothing early). */
const isAccountType = (value: string | null): value is 'client' | 'freelancer' =>
  value === 'client' || value === 'freelancer';

/** The reads of the page being opened, for a session of this account type. */
const firstReadsOf = (page: string, search: string, accountType: string | null): string[] =>
  !search && Object.hasOwn(FIRST_READS, page) && isAccountType(accountType)
    ? (FIRST_READS[page]?.[accountType] ?? [])
    : [];

/**
 * Fetches the scripts the server lists for this account type (`<meta name="modulepreload-…">`,
 * apps/server/src/plugins/web-app.ts): each home is a chunk of its own, and this visitor's
 * starts now, beside the app's entry, rather than once the router has run.
 */
const preloadScriptsOf = (accountType: string | null): void => {
  if (!isAccountType(accountType)) return;
  const listed = document.querySelector(`meta[name="modulepreload-${accountType}"]`);
  for (const href of listed?.getAttribute('content')?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

/**
 * The username in the session check's answer, read from a copy of it: the app takes the
 * response itself. This runs before the app can take it (a promise's callbacks run in the
 * order they were added, and this one is added as the check is sent).
 */
const usernameIn = async (check: Response): Promise<string | undefined> => {
  if (!check.ok) return undefined;
  try {
    const body = (await check.clone().json()) as { data?: { username?: unknown } } | null;
    return typeof body?.data?.username === 'string' ? body.data.username : undefined;
  } catch {
    return undefined;
  }
};

/** With a stored session: its check, the reads of the page being opened and its scripts. */
const startEarlyReads = (): void => {
  if (!readStorage(TOKEN_KEY)) return;
  const check = fetchEarly('/auth/me');
  const { pathname, search } = window.location;
  const accountType = readStorage(ACCOUNT_TYPE_KEY);
  const reads = firstReadsOf(pathname, search, accountType);
  for (const path of reads.filter((read) => !read.includes(USERNAME))) fetchEarly(path);
  const readsOfTheUser = reads.filter((read) => read.includes(USERNAME));
  if (check && readsOfTheUser.length > 0)
    void check
      .then(usernameIn, () => undefined)
      .then((username) => {
        if (!username) return;
        for (const path of readsOfTheUser)
          fetchEarly(path.replace(USERNAME, encodeURIComponent(username)));
      });
  preloadScriptsOf(accountType);
};

startEarlyReads();

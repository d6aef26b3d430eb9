// `npx tsx bench/lantern-what-if.ts [client|freelancer] [route]`: what would move a page's mobile
// LCP (a home's by default).
// Lighthouse's mobile preset does not throttle the browser: it records one load over loopback
// and replays it through its network and CPU simulation (Lantern). This records RUNS loads of
// the page (3 by default) and replays each as it was, then once per edit of its network log:
// a request left out, or files served as one (their bytes added to the first). Each edit runs
// on the same recording, so the difference is the edit's own, without the spread between loads.
// It only tells what to try: a change is judged by the lighthouse scenario's own runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { createUser, startApp } from './lib.ts';
import { chromiumWithSession } from './scenarios/lighthouse.ts';

const accountType = process.argv[2] === 'freelancer' ? 'freelancer' : 'client';
const route = process.argv[3] ?? '/home';
const RUNS = Number(process.env.RUNS ?? 3);

type NetworkEvent = {
  method: string;
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number };
};
type Edit = (log: NetworkEvent[]) => NetworkEvent[];

const requestIdsOf = (log: NetworkEvent[], url: RegExp) =>
  new Set(
    log
      .filter(
        (e) => e.method === 'Network.requestWillBeSent' && url.test(e.params.request?.url ?? ''),
      )
      .map((e) => e.params.requestId),
  );

const leaveOut =
  (url: RegExp): Edit =>
  (log) => {
    const ids = requestIdsOf(log, url);
    return log.filter((e) => !ids.has(e.params.requestId));
  };

/** The files matching `files` served as part of the one matching `into`. */
const serveAsOne =
  (files: RegExp, into: RegExp): Edit =>
  (log) => {
    const merged = requestIdsOf(log, files);
    const target = requestIdsOf(log, into);
    const finished = log.filter((e) => e.method === 'Network.loadingFinished');
    const bytes = finished
      .filter((e) => merged.has(e.params.requestId))
      .reduce((sum, e) => sum + (e.params.encodedDataLength ?? 0), 0);
    const edited = structuredClone(leaveOut(files)(log));
    const targetFinished = edited.find(
      (e) => e.method === 'Network.loadingFinished' && target.has(e.params.requestId),
    );
    if (!targetFinished) throw new Error(`no file matches ${into}`);
    targetFinished.params.encodedDataLength =
      (targetFinished.params.encodedDataLength ?? 0) + bytes;
    return edited;
  };

// The edits worth a look; change them to test an idea.
const EDITS: [string, Edit][] = [
  ['as recorded', (log) => log],
  ['no favicon', leaveOut(/\/favicon\./)],
  ['no font', leaveOut(/\.woff2$/)],
  ['no reads but the session check', leaveOut(/\/api\/(?!auth\/me)/)],
  ['main.js served with shared', serveAsOne(/\/assets\/main-/, /\/assets\/shared-/)],
  ['icons served with base', serveAsOne(/\/assets\/icons-/, /\/assets\/base-[^.]*\.js/)],
];

/** One recorded load (Lighthouse's artifacts) of `route` in `dir`. */
const record = async (baseUrl: string, token: string, dir: string) => {
  const browser = await chromiumWithSession(baseUrl, {
    access_token: token,
    account_type: accountType,
  });
  try {
    await lighthouse(`${baseUrl}${route}`, {
      port: browser.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      gatherMode: dir,
    });
  } finally {
    await browser.close();
  }
};

/** The simulated LCP and FCP of a recorded load, its network log edited. */
const replay = async (dir: string, edit: Edit) => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-lantern-'));
  try {
    for (const file of fs.readdirSync(dir)) fs.copyFileSync(`${dir}/${file}`, `${copy}/${file}`);
    const logFile = fs.readdirSync(copy).find((file) => file.endsWith('.devtoolslog.json'));
    if (!logFile) throw new Error(`no network log in ${dir}`);
    const log = JSON.parse(fs.readFileSync(`${copy}/${logFile}`, 'utf8')) as NetworkEvent[];
    fs.writeFileSync(`${copy}/${logFile}`, JSON.stringify(edit(log)));
    const result = await lighthouse('http://replay/', {
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      auditMode: copy,
    });
    const value = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? Number.NaN);
    return `LCP ${value('largest-contentful-paint')} ms, FCP ${value('first-contentful-paint')} ms`;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
};

const recordings = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-lantern-recordings-'));
try {
  const app = await startApp('pglite');
  try {
    const token = await createUser(app.url, accountType, `lw_${Date.now() % 1_000_000}`);
    for (let run = 0; run < RUNS; run++) await record(app.url, token, `${recordings}/${run}`);
  } finally {
    await app.stop();
  }
  for (let run = 0; run < RUNS; run++) {
    console.log(`${route} (${accountType}), load ${run + 1}`);
    for (const [name, edit] of EDITS)
      console.log(`  ${name}: ${await replay(`${recordings}/${run}`, edit)}`);
  }
} finally {
  fs.rmSync(recordings, { recursive: true, force: true });
}

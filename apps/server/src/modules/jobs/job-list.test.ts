import { describe, expect, it } from 'vitest';
import { bearer, signUp, type TestUser } from '#test/test-app.ts';
import {
  setUpJobsTestApp,
  t,
  client,
  otherClient,
  freelancer,
  validJob,
  createJob,
} from './job-fixtures.ts';

setUpJobsTestApp();

type Summary = { id: number; [field: string]: unknown };

const call = async (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
  const response = await t.app.inject({ method, url, headers: bearer(user.token), payload: body });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
};

const propose = (user: TestUser, jobId: number) =>
  call(user, 'POST', '/api/proposals/create', {
    bid: 300,
    cover_letter: 'I can do this.',
    duration: 'less than 1 month',
    job_post_id: jobId,
  }) as Promise<{ id: number }>;

describe('GET /api/user/job/getAll: what each card shows', () => {
  it('shows every viewer the same categories, files, counts and flags as the job page', async () => {
    const tag = `cardcheck${Date.now() % 1_000_000}`;
    const withFiles = (
      await createJob(
        client,
        {
          ...validJob,
          title: `${tag} with files`,
          skills: JSON.stringify(['Writing', 'Data Science', 'Marketing']),
        },
        [
          { name: 'files', filename: 'b-brief.txt', bytes: Buffer.from('b'), type: 'text/plain' },
          { name: 'files', filename: 'a-notes.txt', bytes: Buffer.from('a'), type: 'text/plain' },
        ],
      )
    ).json().data as Summary;
    const bare = (await createJob(client, { ...validJob, title: `${tag} bare` })).json()
      .data as Summary;
    const hired = await signUp(t.app, 'freelancer');
    const withdrawn = await signUp(t.app, 'freelancer');
    const onlooker = await signUp(t.app, 'freelancer');

    await propose(freelancer, withFiles.id);
    const accepted = await propose(hired, withFiles.id);
    await call(client, 'PUT', `/api/proposals/${accepted.id}/accept`);
    const gone = await propose(withdrawn, withFiles.id);
    await call(withdrawn, 'PUT', `/api/proposals/${gone.id}/withdraw`);
    await call(freelancer, 'POST', `/api/jobs/${bare.id}/save`);
    await call(onlooker, 'POST', `/api/jobs/${withFiles.id}/save`);

    const viewers = { client, otherClient, freelancer, hired, withdrawn, onlooker };
    const cards: Record<string, Summary[]> = {};
    for (const [name, viewer] of Object.entries(viewers)) {
      const list = (await call(
        viewer,
        'GET',
        `/api/user/job/getAll?limit=100&q=${tag}`,
      )) as Summary[];
      cards[name] = list;
      expect(list.map((job) => job.id)).toEqual([bare.id, withFiles.id]);
      for (const card of list) {
        const { client: _client, ...page } = (await call(viewer, 'GET', `/api/job/${card.id}`)) as {
          client: unknown;
        };
        expect(card).toEqual(page);
      }
    }

    const card = (viewer: string, id: number) => cards[viewer]?.find((job) => job.id === id);
    expect(card('freelancer', withFiles.id)).toMatchObject({
      categories: [{ name: 'Data Science' }, { name: 'Marketing' }, { name: 'Writing' }],
      skills: [
        { name: 'Data Science', selected: true },
        { name: 'Marketing', selected: true },
        { name: 'Writing', selected: true },
      ],
      proposals_count: 2,
      interviewing_count: 1,
      applied: true,
      hired: false,
      saved: false,
      is_owner: false,
    });
    expect(
      (card('freelancer', withFiles.id)?.illustrative_files as Array<{ name: string }>).map(
        (file) => file.name,
      ),
    ).toEqual(['b-brief.txt', 'a-notes.txt']);
    expect(card('client', withFiles.id)).toMatchObject({ is_owner: true, applied: false });
    expect(card('hired', withFiles.id)).toMatchObject({ applied: true, hired: true, saved: false });
    expect(card('withdrawn', withFiles.id)).toMatchObject({ applied: true, hired: false });
    expect(card('onlooker', withFiles.id)).toMatchObject({ applied: false, saved: true });
    expect(card('otherClient', withFiles.id)).toMatchObject({ applied: false, is_owner: false });
    expect(card('freelancer', bare.id)).toMatchObject({
      illustrative_files: [],
      proposals_count: 0,
      interviewing_count: 0,
      applied: false,
      saved: true,
    });
    expect(card('onlooker', bare.id)).toMatchObject({ saved: false });

    // Hiding applied jobs leaves out every job the viewer sent a proposal on, hired or not.
    const ids = async (viewer: TestUser, hide: string) =>
      (
        (await call(
          viewer,
          'GET',
          `/api/user/job/getAll?limit=100&q=${tag}&hide_applied=${hide}`,
        )) as Summary[]
      ).map((job) => job.id);
    expect(await ids(hired, 'true')).toEqual([bare.id]);
    expect(await ids(withdrawn, 'true')).toEqual([bare.id]);
    expect(await ids(freelancer, 'true')).toEqual([bare.id]);
    expect(await ids(onlooker, 'true')).toEqual([bare.id, withFiles.id]);
    expect(await ids(hired, 'false')).toEqual([bare.id, withFiles.id]);
  });

  it('pages the newest jobs (no words) card by card as the job page shows them', async () => {
    const tag = `pagecheck${Date.now() % 1_000_000}`;
    const skillSets = [
      ['Writing'],
      ['Marketing', 'Data Science'],
      ['Writing', 'Marketing'],
      ['Data Science'],
    ];
    const jobs: Summary[] = [];
    for (const [index, skills] of skillSets.entries()) {
      const files =
        index % 2 === 0
          ? [
              {
                name: 'files',
                filename: `z-${index}.txt`,
                bytes: Buffer.from('z'),
                type: 'text/plain',
              },
              {
                name: 'files',
                filename: `a-${index}.txt`,
                bytes: Buffer.from('a'),
                type: 'text/plain',
              },
            ]
          : [];
      const response = await createJob(
        index === 3 ? otherClient : client,
        { ...validJob, title: `${tag} ${index}`, skills: JSON.stringify(skills) },
        files,
      );
      expect(response.statusCode, response.body).toBe(201);
      jobs.push(response.json().data as Summary);
    }
    const [first, second, third, fourth] = jobs.map((job) => job.id) as [
      number,
      number,
      number,
      number,
    ];
    const hired = await signUp(t.app, 'freelancer');
    await propose(freelancer, first);
    await propose(freelancer, second);
    const accepted = await propose(hired, second);
    await call(client, 'PUT', `/api/proposals/${accepted.id}/accept`);
    await propose(hired, fourth);
    await call(freelancer, 'POST', `/api/jobs/${third}/save`);
    await call(hired, 'POST', `/api/jobs/${first}/save`);

    for (const viewer of [client, otherClient, freelancer, hired]) {
      // Two cards a page, through the cursor: the statement prepared for the newest jobs.
      const seen: Summary[] = [];
      let cursor = '';
      for (let page = 0; page < 2; page += 1) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/user/job/getAll?limit=2${cursor && `&cursor=${cursor}`}`,
          headers: bearer(viewer.token),
        });
        expect(response.statusCode).toBe(200);
        const body = response.json() as { data: Summary[]; meta: { next_cursor: string } };
        seen.push(...body.data);
        cursor = encodeURIComponent(body.meta.next_cursor);
      }
      expect(seen.map((job) => job.id)).toEqual([fourth, third, second, first]);
      for (const card of seen) {
        const { client: _client, ...page } = (await call(viewer, 'GET', `/api/job/${card.id}`)) as {
          client: unknown;
        };
        expect(JSON.stringify(card)).toBe(JSON.stringify(page));
      }
    }
  });

  it('refuses a hide_applied that is not true or false', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/job/getAll?hide_applied=maybe',
      headers: bearer(freelancer.token),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({ hide_applied: 'hide_applied must be true or false.' });
  });
});

import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '#test/test-app.ts';
import { setUpJobsTestApp, t, freelancer, validJob, createJob } from './job-fixtures.ts';

setUpJobsTestApp();

describe('GET /api/user/job/getAll', () => {
  it('searches title, description and skills, tolerates typos, filters and paginates', async () => {
    const searcher = await signUp(t.app, 'client');
    const make = (title: string, extra: Record<string, string> = {}) =>
      createJob(searcher, { ...validJob, title, ...extra });
    await make('Quantum flux capacitor tuning', {
      description: 'Needs 100% accuracy_really',
      skills: '["Data Science"]',
      level: 'Expert',
      budjet: '900',
    });
    await make('Mobile app for a zebra sanctuary', {
      skills: '["Mobile Development"]',
      size: 'Large',
      budjet: '5000',
    });
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/job/getAll?${query}`,
        headers: bearer(freelancer.token),
      });

    const titles = async (query: string) =>
      (await get(query)).json().data.map((j: { title: string }) => j.title);
    expect(await titles('q=flux')).toEqual(['Quantum flux capacitor tuning']);
    expect(await titles('q=zebra%20sanctury')).toContain('Mobile app for a zebra sanctuary');
    expect(await titles('q=data%20science')).toContain('Quantum flux capacitor tuning');
    expect(await titles('q=100%25')).toEqual(['Quantum flux capacitor tuning']);
    expect(await titles('q=accuracy_really')).toEqual(['Quantum flux capacitor tuning']);
    expect((await get('q=%27%3B%20drop%20table%20job_posts%3B--')).statusCode).toBe(200);
    expect(await titles('category=Mobile%20Development')).toEqual([
      'Mobile app for a zebra sanctuary',
    ]);
    expect(await titles('level=Expert&min_budget=800&max_budget=1000')).toEqual([
      'Quantum flux capacitor tuning',
    ]);
    expect((await get('level=Guru')).statusCode).toBe(422);
    // Control and bidi characters are not part of what anyone searches for: they are dropped.
    expect(await titles('q=fl%00u%E2%80%AEx')).toEqual(['Quantum flux capacitor tuning']);
    expect(await titles('category=Mobile%20Develop%00ment')).toEqual([
      'Mobile app for a zebra sanctuary',
    ]);
    expect((await get('cursor=not-a-cursor')).statusCode).toBe(400);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().data.map((j: { id: number }) => j.id));
      cursor = page.json().meta.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const all = await get('limit=100');
    expect(all.json().data).toHaveLength(seen.length);
  });
});

import { describe, expect, it } from 'vitest';
import { categories, jobPosts, notifications } from '#db/schema/index.ts';
import { ANY_TABLE, createTableChanges } from '#db/table-changes.ts';
import { createReadCache } from './read-cache.ts';

const setUp = (ttlMs = 1000, maxEntries?: number) => {
  let clock = 1_000_000;
  const changes = createTableChanges();
  const cache = createReadCache({ ttlMs, changes, maxEntries, now: () => clock });
  let reads = 0;
  /** A read that answers how many reads the database has seen so far. */
  const read = () => cache.answer('key', [jobPosts, categories], async () => (reads += 1));
  return {
    cache,
    changes,
    read,
    reads: () => reads,
    advance: (ms: number) => (clock += ms),
  };
};

describe('read cache', () => {
  it('answers again from memory within its time, and reads again after it', async () => {
    const s = setUp(1000);
    expect(await s.read()).toBe(1);
    s.advance(999);
    expect(await s.read()).toBe(1);
    s.advance(1);
    expect(await s.read()).toBe(2);
  });

  it('never keeps an answer past a second, whatever it is told', async () => {
    const s = setUp(60_000);
    await s.read();
    s.advance(1000);
    expect(await s.read()).toBe(2);
  });

  it('reads again once a table the read selects from changed, not for another table', async () => {
    const s = setUp();
    await s.read();
    s.changes.announce('notifications');
    expect(await s.read()).toBe(1);
    s.changes.announce('job_posts');
    expect(await s.read()).toBe(2);
    s.changes.announce('categories');
    expect(await s.read()).toBe(3);
    expect(await s.read()).toBe(3);
  });

  it('forgets everything when changes may have gone unheard', async () => {
    const s = setUp();
    await s.read();
    await s.cache.answer('other', [notifications], async () => 'x');
    s.changes.announce(ANY_TABLE);
    expect(s.cache.size()).toBe(0);
    expect(await s.read()).toBe(2);
  });

  it('does not keep an answer read while one of its tables changed', async () => {
    const s = setUp();
    let finish: (value: string) => void = () => {};
    const slow = s.cache.answer(
      'key',
      [jobPosts],
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    s.changes.announce('job_posts');
    finish('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await s.cache.answer('key', [jobPosts], async () => 'read after')).toBe('read after');
  });

  it('lets requests arriving together wait for one read, and keeps no failed read', async () => {
    const s = setUp();
    let calls = 0;
    const failing = () =>
      s.cache.answer('key', [jobPosts], async () => {
        calls += 1;
        throw new Error('database away');
      });
    const together = await Promise.allSettled([failing(), failing(), failing()]);
    expect(together.every((result) => result.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    await expect(failing()).rejects.toThrow('database away');
    expect(calls).toBe(2);

    const [a, b] = await Promise.all([s.read(), s.read()]);
    expect([a, b, s.reads()]).toEqual([1, 1, 1]);
  });

  it('keeps answers apart by key and holds at most maxEntries', async () => {
    const s = setUp(1000, 2);
    const answerOf = (key: string) => s.cache.answer(key, [jobPosts], async () => `${key} read`);
    expect(await answerOf('a')).toBe('a read');
    expect(await answerOf('b')).toBe('b read');
    await answerOf('c');
    expect(s.cache.size()).toBe(2);
  });

  it('reads every time when its time is 0, and hears nothing once closed', async () => {
    const off = setUp(0);
    await off.read();
    expect(await off.read()).toBe(2);
    expect(off.cache.size()).toBe(0);

    const closed = setUp();
    await closed.read();
    closed.cache.close();
    expect(closed.cache.size()).toBe(0);
  });
});

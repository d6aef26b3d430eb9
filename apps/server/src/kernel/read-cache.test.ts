import { describe, expect, it } from 'vitest';
import { categories, jobPosts, notifications } from '#db/schema/index.ts';
import { ANY_TABLE, createTableChanges } from '#db/table-changes.ts';
import { createReadCache } from './read-cache.ts';

const setUp = (options: { ttlMs?: number; maxEntries?: number; maxCharacters?: number } = {}) => {
  let clock = 1_000_000;
  let listening = true;
  const changes = createTableChanges(() => listening);
  const cache = createReadCache({ ttlMs: 1000, ...options, changes, now: () => clock });
  let reads = 0;
  /** A read that answers how many reads the database has seen so far. */
  const read = () => cache.answer('key', [jobPosts, categories], async () => String((reads += 1)));
  return {
    cache,
    changes,
    read,
    reads: () => reads,
    advance: (ms: number) => (clock += ms),
    stopListening: () => (listening = false),
  };
};

describe('read cache', () => {
  it('answers again from memory within its time, and reads again after it', async () => {
    const s = setUp();
    expect(await s.read()).toBe('1');
    s.advance(999);
    expect(await s.read()).toBe('1');
    s.advance(1);
    expect(await s.read()).toBe('2');
  });

  it('never keeps an answer past a second, whatever it is told', async () => {
    const s = setUp({ ttlMs: 60_000 });
    await s.read();
    s.advance(1000);
    expect(await s.read()).toBe('2');
  });

  it('reads again once a table the read selects from changed, not for another table', async () => {
    const s = setUp();
    await s.read();
    s.changes.announce('notifications');
    expect(await s.read()).toBe('1');
    s.changes.announce('job_posts');
    expect(await s.read()).toBe('2');
    s.changes.announce('categories');
    expect(await s.read()).toBe('3');
    expect(await s.read()).toBe('3');
  });

  it('forgets everything when changes may have gone unheard, and reads every time while they would', async () => {
    const s = setUp();
    await s.read();
    await s.cache.answer('other', [notifications], async () => 'x');
    s.changes.announce(ANY_TABLE);
    expect(s.cache.size().entries).toBe(0);
    expect(await s.read()).toBe('2');

    s.stopListening();
    expect(await s.read()).toBe('3');
    expect(await s.read()).toBe('4');
  });

  it('does not keep an answer read while one of its tables changed', async () => {
    const s = setUp();
    let finish: (body: string) => void = () => {};
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
    expect([a, b, String(s.reads())]).toEqual(['1', '1', '1']);
  });

  it('keeps answers apart by key, within its bounds of answers and characters, and lets the expired go', async () => {
    const s = setUp({ maxEntries: 2, maxCharacters: 10 });
    const answerOf = (key: string, body = `${key}!`) =>
      s.cache.answer(key, [jobPosts], async () => body);
    expect(await answerOf('a')).toBe('a!');
    expect(await answerOf('b')).toBe('b!');
    await answerOf('c');
    expect(s.cache.size()).toEqual({ entries: 2, characters: 4 });

    await answerOf('long', '0123456789');
    expect(s.cache.size()).toEqual({ entries: 1, characters: 10 });
    await answerOf('too long', '0123456789ab');
    expect(s.cache.size()).toEqual({ entries: 1, characters: 10 });

    s.advance(1000);
    await answerOf('d');
    expect(s.cache.size()).toEqual({ entries: 1, characters: 2 });
  });

  it('reads every time when its time is 0, and hears nothing once closed', async () => {
    const off = setUp({ ttlMs: 0 });
    await off.read();
    expect(await off.read()).toBe('2');
    expect(off.cache.size().entries).toBe(0);

    const closed = setUp();
    await closed.read();
    closed.cache.close();
    expect(closed.cache.size().entries).toBe(0);
  });
});

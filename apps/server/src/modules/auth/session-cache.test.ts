import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const auth = (sessionId: string) => ({ userId: 1, sessionId, accountType: 'client' as const });
const farFuture = new Date(Date.now() + 86_400_000);

describe('the session cache', () => {
  const clocked = (ttlMs: number, maxEntries?: number) => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs, maxEntries, now: () => now });
    return { cache, advance: (ms: number) => (now += ms), now: () => now };
  };

  it('answers a session for its time to live and not a millisecond longer', () => {
    const { cache, advance } = clocked(800);
    cache.set('token-a', auth('a'), farFuture);
    advance(799);
    expect(cache.get('token-a')).toEqual(auth('a'));
    advance(1);
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('never trusts a session for more than a second, whatever it is configured to', () => {
    const { cache, advance } = clocked(60_000);
    cache.set('token-a', auth('a'), farFuture);
    advance(999);
    expect(cache.get('token-a')).toBeDefined();
    advance(1);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('never answers a session past its own expiry', () => {
    const { cache, advance, now } = clocked(1000);
    cache.set('token-a', auth('a'), new Date(now() + 300));
    advance(300);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const { cache } = clocked(0);
    cache.set('token-a', auth('a'), farFuture);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('forgets revoked sessions at once, by session, whatever token named them', () => {
    const { cache } = clocked(1000);
    cache.set('token-a1', auth('a'), farFuture);
    cache.set('token-a2', auth('a'), farFuture);
    cache.set('token-b', auth('b'), farFuture);
    cache.forgetSessions(['a']);
    expect(cache.get('token-a1')).toBeUndefined();
    expect(cache.get('token-a2')).toBeUndefined();
    expect(cache.get('token-b')).toEqual(auth('b'));
  });

  it('holds at most its number of entries, letting the oldest go first', () => {
    const { cache } = clocked(1000, 3);
    for (const id of ['1', '2', '3', '4']) cache.set(`token-${id}`, auth(id), farFuture);
    expect(cache.size()).toBe(3);
    expect(cache.get('token-1')).toBeUndefined();
    expect(cache.get('token-4')).toEqual(auth('4'));
  });
});

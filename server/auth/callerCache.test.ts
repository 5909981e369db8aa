import { describe, expect, it } from 'vitest';
import { createCallerCache, userKey } from './callerCache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('caller cache', () => {
  it('keeps a value for its lifetime, then loads again', async () => {
    let clock = 0;
    const cache = createCallerCache({ ttlMs: 2000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('user:a', load)).toBe(1);
    expect(await cache.get('user:a', load)).toBe(1);
    clock = 2001;
    expect(await cache.get('user:a', load)).toBe(2);
  });

  it('never keeps a value whose load began before a change', async () => {
    const cache = createCallerCache({ ttlMs: 60_000 });
    const stale = deferred<string>();
    const first = cache.get(userKey('a'), () => stale.promise);
    cache.forget('a');
    stale.resolve('before the change');
    expect(await first).toBe('before the change');
    expect(await cache.get(userKey('a'), async () => 'after the change')).toBe('after the change');
  });

  it('shares one load between concurrent requests, but not across a change', async () => {
    const cache = createCallerCache({ ttlMs: 60_000 });
    let loads = 0;
    const gate = deferred<void>();
    const load = async () => {
      loads += 1;
      await gate.promise;
      return loads;
    };
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    cache.forget();
    const c = cache.get('k', load);
    gate.resolve();
    expect([await a, await b, await c]).toEqual([2, 2, 2]);
    expect(loads).toBe(2);
  });

  it('forgets one user, or everyone, and loads every time while off', async () => {
    const cache = createCallerCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get(userKey('a'), load);
    await cache.get('company:1', load);
    cache.forget('a');
    expect(await cache.get('company:1', load)).toBe(2);
    expect(await cache.get(userKey('a'), load)).toBe(3);
    cache.setEnabled(false);
    expect(await cache.get(userKey('a'), load)).toBe(4);
    expect(await cache.get(userKey('a'), load)).toBe(5);
  });
});

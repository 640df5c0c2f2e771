import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionChanges, UserKeyedCache, perServer } from '../../src/server/plugins/session-changes.ts';

/** Values of users: `read(user)` answers with the user and how many reads there were so far. */
function reads() {
  let calls = 0;
  return {
    read: (user: string | undefined) => () => Promise.resolve(user === undefined ? undefined : { user, call: ++calls }),
    get calls() {
      return calls;
    },
  };
}
type Value = { user: string; call: number } | undefined;
const options = { capacity: 100, ttlMs: 30_000, userOf: (v: Value) => v?.user };

afterEach(() => {
  vi.useRealTimers();
});

describe('UserKeyedCache', () => {
  it('answers again from the first read, shares a read under way, and keeps nothing found', async () => {
    const cache = new UserKeyedCache<Value>(options);
    const r = reads();
    expect(await Promise.all([cache.get('t1', r.read('ann')), cache.get('t1', r.read('ann'))])).toEqual([
      { user: 'ann', call: 1 },
      { user: 'ann', call: 1 },
    ]);
    expect(await cache.get('t1', r.read('ann'))).toEqual({ user: 'ann', call: 1 });
    expect(await cache.get('gone', r.read(undefined))).toBeUndefined();
    expect(cache.size).toBe(1);
    await expect(cache.get('t2', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(cache.size).toBe(1);
  });

  it('reads again after the time to live, even when no change was announced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new UserKeyedCache<Value>(options);
    const r = reads();
    await cache.get('t1', r.read('ann'));
    vi.advanceTimersByTime(29_999);
    expect(await cache.get('t1', r.read('ann'))).toEqual({ user: 'ann', call: 1 });
    vi.advanceTimersByTime(1);
    expect(await cache.get('t1', r.read('ann'))).toEqual({ user: 'ann', call: 2 });
  });

  it('lets the least recently used go past the capacity', async () => {
    const cache = new UserKeyedCache<Value>({ ...options, capacity: 2 });
    const r = reads();
    await cache.get('a', r.read('ann'));
    await cache.get('b', r.read('bob'));
    await cache.get('a', r.read('ann'));
    await cache.get('c', r.read('cid'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', r.read('ann'))).toEqual({ user: 'ann', call: 1 });
    expect(await cache.get('b', r.read('bob'))).toEqual({ user: 'bob', call: 4 });
  });
});

describe('SessionChanges', () => {
  const setUp = () => {
    const unreadable: string[] = [];
    const changes = new SessionChanges((_error, payload) => unreadable.push(payload));
    const cacheOf = perServer<Value>(options);
    return { changes, cache: cacheOf(changes), cacheOf, unreadable };
  };

  it('drops the values of the users a change names, and every value for a change of everyone', async () => {
    const { changes, cache } = setUp();
    const r = reads();
    await cache.get('ann-phone', r.read('ann'));
    await cache.get('ann-laptop', r.read('ann'));
    await cache.get('bob-phone', r.read('bob'));
    changes.heard('{"t":"sessions","u":["ann"]}');
    expect(cache.size).toBe(1);
    expect(await cache.get('bob-phone', r.read('bob'))).toEqual({ user: 'bob', call: 3 });
    expect(await cache.get('ann-phone', r.read('ann'))).toEqual({ user: 'ann', call: 4 });
    changes.heard('{"t":"permission_revision"}');
    expect(cache.size).toBe(0);
  });

  it('drops a read still under way when any change arrives: it may have begun before the change', async () => {
    const { changes, cache } = setUp();
    let finish: (v: Value) => void = () => undefined;
    const pending = cache.get('t1', () => new Promise<Value>((resolve) => (finish = resolve)));
    changes.heard('{"t":"users","u":["someone-else"]}');
    finish({ user: 'ann', call: 0 });
    expect(await pending).toEqual({ user: 'ann', call: 0 });
    expect(await cache.get('t1', reads().read('ann'))).toEqual({ user: 'ann', call: 1 });
  });

  it('keeps nothing while changes cannot be heard, and starts empty when they can again', async () => {
    const { changes, cache, cacheOf } = setUp();
    const r = reads();
    await cache.get('t1', r.read('ann'));
    changes.setLive(false);
    expect(changes.isLive).toBe(false);
    expect(cache.size).toBe(0);
    await cache.get('t1', r.read('ann'));
    expect(await cache.get('t1', r.read('ann'))).toEqual({ user: 'ann', call: 3 });
    expect(cache.size).toBe(0);
    // A cache made while the connection is down starts out not keeping either.
    const other = perServer<Value>(options)(changes);
    await other.get('t1', r.read('ann'));
    expect(other.size).toBe(0);
    changes.setLive(true);
    expect(cacheOf(changes)).toBe(cache);
    await cache.get('t1', r.read('ann'));
    expect(await cache.get('t1', r.read('ann'))).toEqual({ user: 'ann', call: 5 });
  });

  it('drops everything on a payload it cannot read, and says so', async () => {
    const { changes, cache, unreadable } = setUp();
    await cache.get('t1', reads().read('ann'));
    changes.heard('not json');
    changes.heard('null');
    expect(cache.size).toBe(0);
    expect(unreadable).toEqual(['not json']);
  });
});

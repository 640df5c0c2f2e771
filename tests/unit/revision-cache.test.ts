import { describe, expect, it } from 'vitest';
import { RevisionCache } from '../../src/server/modules/permission/grants-cache.ts';

/** A read that counts its calls and answers with the call number (a list of that many items). */
function counter() {
  let calls = 0;
  return {
    read:
      (size = 1) =>
      () => {
        calls += 1;
        const call = calls;
        return Promise.resolve(Array.from({ length: size }, () => call));
      },
    get calls() {
      return calls;
    },
  };
}

describe('RevisionCache', () => {
  it('answers a second caller at the same revision from the first read, and reads again at another', async () => {
    const cache = new RevisionCache<number[]>(100, (v) => v.length);
    const reads = counter();
    expect(await cache.get('ann', 7, reads.read())).toEqual([1]);
    expect(await cache.get('ann', 7, reads.read())).toEqual([1]);
    expect(await cache.get('ann', 8, reads.read())).toEqual([2]);
    expect(await cache.get('bob', 8, reads.read())).toEqual([3]);
    expect(reads.calls).toBe(3);
  });

  it('shares one read among callers arriving while it runs', async () => {
    const cache = new RevisionCache<number[]>(100, (v) => v.length);
    const reads = counter();
    const answers = await Promise.all([cache.get('ann', 1, reads.read()), cache.get('ann', 1, reads.read()), cache.get('ann', 1, reads.read())]);
    expect(answers).toEqual([[1], [1], [1]]);
    expect(reads.calls).toBe(1);
  });

  it('does not keep a failed read: the next caller tries again', async () => {
    const cache = new RevisionCache<number[]>(100, (v) => v.length);
    await expect(cache.get('ann', 1, () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await cache.get('ann', 1, () => Promise.resolve([5]))).toEqual([5]);
  });

  it('lets the least recently used answers go once the items held pass the capacity', async () => {
    const cache = new RevisionCache<number[]>(10, (v) => v.length);
    const reads = counter();
    await cache.get('ann', 1, reads.read(4));
    await cache.get('bob', 1, reads.read(4));
    await cache.get('ann', 1, reads.read(4)); // ann used again: bob is now the oldest
    await cache.get('cid', 1, reads.read(4)); // 12 items: bob goes
    expect(cache.size).toBe(2);
    expect(await cache.get('ann', 1, reads.read(4))).toHaveLength(4);
    expect(reads.calls).toBe(3);
    await cache.get('bob', 1, reads.read(4));
    expect(reads.calls).toBe(4);
  });

  it('keeps an answer larger than the capacity only until the next one arrives', async () => {
    const cache = new RevisionCache<number[]>(10, (v) => v.length);
    await cache.get('big', 1, () => Promise.resolve(new Array<number>(50).fill(0)));
    expect(cache.size).toBe(1);
    await cache.get('ann', 1, () => Promise.resolve([1]));
    expect(cache.size).toBe(1);
  });
});

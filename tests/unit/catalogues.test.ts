import { describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/en.ts';
import { zhCN } from '../../src/shared/i18n/zh-CN.ts';
import { zhTW } from '../../src/shared/i18n/zh-TW.ts';

type Tree = { readonly [key: string]: string | Tree };
function placeholders(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string')
      out.set(
        prefix + key,
        [...value.matchAll(/\{\{(\w+)\}\}/g)]
          .map((m) => m[1])
          .sort()
          .join(','),
      );
    else for (const [k, v] of placeholders(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('message catalogues', () => {
  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('%s uses the same interpolation values as English for every key', (_lang, catalogue) => {
    const english = placeholders(en);
    const other = placeholders(catalogue);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, names] of english) expect(other.get(key), key).toBe(names);
  });
});

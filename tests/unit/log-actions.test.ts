import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/shared/contracts/endpoint.ts';
import { isMenuPermission } from '../../src/shared/domain/access.ts';
import { en } from '../../src/shared/i18n/en.ts';
import { zhCN } from '../../src/shared/i18n/zh-CN.ts';
import { zhTW } from '../../src/shared/i18n/zh-TW.ts';

const CONTRACTS = new URL('../../src/shared/contracts/', import.meta.url);

/** Every contract the shared folder exports. */
async function contracts(): Promise<[string, Endpoint][]> {
  const files = readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts'));
  const modules = await Promise.all(files.map(async (f) => [f, (await import(new URL(f, CONTRACTS).href)) as Record<string, unknown>] as const));
  return modules.flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]): [string, Endpoint][] => {
      const e = value as Partial<Endpoint> | null;
      return e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string' ? [[`${file} ${name}`, e as Endpoint]] : [];
    }),
  );
}

describe('the operation log names every write', () => {
  it('a write no menu gates says what it does, in each language', async () => {
    const unnamed: string[] = [];
    for (const [name, e] of await contracts()) {
      const write = e.method !== 'GET' && !e.reads && e.access !== 'public';
      if (!write || (e.permission && isMenuPermission(e.permission))) continue;
      const words = [en, zhCN, zhTW].map((catalogue) => (catalogue.admin.log.actions as Record<string, string | undefined>)[e.logAs ?? '']);
      if (!words.every(Boolean)) unnamed.push(name);
    }
    expect(unnamed).toEqual([]);
  });
});

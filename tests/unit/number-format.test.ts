import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/shared/i18n/index.ts';

const Original = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = Original;
});

describe('numbers in the catalogues ({{n, number}})', () => {
  it('group their thousands in each language, through one formatter per language however many numbers', () => {
    let built = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built++;
      }
    } as typeof Original;
    for (const lng of ['en', 'zh-CN', 'zh-TW'] as const) {
      const t = createTranslator(lng).t;
      for (let rows = 0; rows < 50_000; rows += 5_000) t('po.page.receiving', { rows });
      expect(t('po.page.receiving', { rows: 62_283 })).toContain('62,283');
    }
    expect(built).toBe(3);
  });
});

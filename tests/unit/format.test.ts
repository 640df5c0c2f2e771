import { describe, expect, it } from 'vitest';
import { formatDateTime, toMillis } from '../../src/shared/domain/format.ts';
import { paletteOf } from '../../src/shared/domain/palette.ts';
import { pickLanguage } from '../../src/shared/i18n/index.ts';

describe('timestamps', () => {
  it('reads ten-digit timestamps as seconds', () => expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000));
  it('leaves millisecond timestamps alone', () => expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123));
  it('formats as yyyy-MM-dd HH:mm by default', () => expect(formatDateTime(new Date(2026, 0, 2, 3, 4).getTime())).toBe('2026-01-02 03:04'));
});

describe('theme palette', () => {
  it('puts the theme colour at shade 6 with lighter shades before and darker after', () => {
    const palette = paletteOf('#409EFF');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#409eff');
    expect(palette[0] > palette[5]).toBe(true);
    expect(palette[9] < palette[6]).toBe(true);
  });
  it('refuses something that is not a colour', () => expect(() => paletteOf('blue')).toThrow(/not a hex colour/));
});

describe('language choice (spec 000 §1)', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW', 'zh-TW'],
    ['zhtw', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['fr-FR, en;q=0.5', 'en'],
    ['fr-FR', 'zh-CN'],
    ['', 'zh-CN'],
  ])('%s -> %s', (input, expected) => expect(pickLanguage(input)).toBe(expected));
});

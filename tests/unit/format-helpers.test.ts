import { describe, expect, it } from 'vitest';
import { fileSize, money, numberSuffix, relativeTime } from '../../src/shared/domain/format.ts';
import { hasPermission } from '../../src/shared/domain/permission.ts';
import { createTranslator } from '../../src/shared/i18n/index.ts';
import { formatRelative } from '../../src/app/shell/format.ts';

const now = new Date(2026, 10, 21, 12, 0, 0).getTime();
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative time (spec 000 §9)', () => {
  it.each([
    [30_000, { key: 'time.justNow' }],
    [MIN, { key: 'time.minutesAgo', count: 1 }],
    [59 * MIN, { key: 'time.minutesAgo', count: 59 }],
    [HOUR, { key: 'time.hoursAgo', count: 1 }],
    [23 * HOUR + 59 * MIN, { key: 'time.hoursAgo', count: 23 }],
    [DAY, { key: 'time.daysAgo', count: 1 }],
    [6 * DAY, { key: 'time.daysAgo', count: 6 }],
    [7 * DAY, { key: 'time.weeksAgo', count: 1 }],
    [27 * DAY, { key: 'time.weeksAgo', count: 3 }],
    [28 * DAY, { key: 'time.monthsAgo', count: 1 }],
    [119 * DAY, { key: 'time.monthsAgo', count: 3 }],
  ])('%i ms ago', (ms, expected) => expect(relativeTime(ago(ms), now)).toEqual(expected));

  it('older than three months is the date', () => expect(relativeTime(ago(120 * DAY), now)).toEqual({ date: '2026-07-24' }));
  it('ten-digit timestamps are seconds', () => expect(relativeTime(Math.floor(ago(5 * MIN) / 1000), now)).toEqual({ key: 'time.minutesAgo', count: 5 }));
  it('says it in the user language, with plurals', () => {
    expect(formatRelative(createTranslator('en').t, ago(MIN), now)).toBe('1 minute ago');
    expect(formatRelative(createTranslator('en').t, ago(5 * MIN), now)).toBe('5 minutes ago');
    expect(formatRelative(createTranslator('zh-CN').t, ago(5 * MIN), now)).toBe('5 分钟前');
    expect(formatRelative(createTranslator('zh-TW').t, ago(2 * 7 * DAY), now)).toBe('2 週前');
  });
});

describe('file size, number suffixes, money', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5_242_880, '5 MB'],
    [157_286_400, '150 MB'],
    [3 * 1024 ** 3 + 1, '3 GB'],
  ])('fileSize(%i) = %s', (bytes, text) => expect(fileSize(bytes)).toBe(text));

  it.each([
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [2_500_000, '2.5M'],
    [7e9, '7G'],
    [1.2e12, '1.2T'],
    [3e15, '3P'],
    [4e18, '4E'],
    [-1500, '-1.5k'],
  ])('numberSuffix(%d) = %s', (n, text) => expect(numberSuffix(n)).toBe(text));

  it.each([
    [1234567.891, '1,234,567.89'],
    [0.005, '0.01'],
    [-1234.5, '-1,234.50'],
    ['1,000', '1,000.00'],
    [Number.NaN, '0.00'],
    [null, '0.00'],
  ])('money(%s) = %s', (value, text) => expect(money(value)).toBe(text));
});

describe('permission checks (spec 000 §6)', () => {
  const list = [{ modelId: 'm1', button: [{ enCode: 'btn_add' }], column: [{ enCode: 'qty' }], form: [] }];
  it('holds when the current model entry has the code', () => {
    expect(hasPermission(list, 'm1', 'button', 'btn_add')).toBe(true);
    expect(hasPermission(list, 'm1', 'column', 'qty')).toBe(true);
  });
  it('is false without the code, without a modelId, or without an entry', () => {
    expect(hasPermission(list, 'm1', 'button', 'btn_remove')).toBe(false);
    expect(hasPermission(list, undefined, 'button', 'btn_add')).toBe(false);
    expect(hasPermission(list, 'm2', 'button', 'btn_add')).toBe(false);
    expect(hasPermission(list, 'm1', 'form', 'qty')).toBe(false);
  });
});

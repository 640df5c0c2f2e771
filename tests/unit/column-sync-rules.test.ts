import { describe, expect, it } from 'vitest';
import { columnFieldList } from '../../src/shared/contracts/column-settings.ts';
import type { ColumnSetting } from '../../src/app/ui/column-settings.ts';
import { fromColumnFields, nextSyncStep, readSyncState, syncStateKey, toColumnFields } from '../../src/app/ui/column-sync-rules.ts';

const settings: ColumnSetting[] = [
  { key: 'poNumber', visible: true, width: 120, fixed: 'left' },
  { key: 'remark', visible: false, width: 0, fixed: null },
  { key: 'itemStatus', visible: true, width: 300, fixed: 'right' },
];

/** A Storage holding only the given entries. */
const storageWith = (entries: Record<string, string>): Pick<Storage, 'getItem'> => ({ getItem: (key) => entries[key] ?? null });

describe('column settings map to spec 001 column fields', () => {
  it('maps key, visible, width and pinning to prop, columnVisible, width and fixedType 1 left, 2 right, 0 none', () => {
    expect(toColumnFields(settings)).toEqual([
      { prop: 'poNumber', columnVisible: true, width: 120, fixedType: 1 },
      { prop: 'remark', columnVisible: false, width: 0, fixedType: 0 },
      { prop: 'itemStatus', columnVisible: true, width: 300, fixedType: 2 },
    ]);
  });

  it('what it sends passes the contract, and comes back as it was', () => {
    const fields = toColumnFields(settings);
    expect(columnFieldList.safeParse(fields).success).toBe(true);
    expect(fromColumnFields(fields)).toEqual(settings);
  });

  it("keeps another client's widths within 80–300 px and leaves 0 (as wide as the content) alone", () => {
    const fields = [
      { prop: 'a', columnVisible: true, width: 40, fixedType: 0 as const },
      { prop: 'b', columnVisible: true, width: 900, fixedType: 0 as const, label: 'B', commonSelect: true },
      { prop: 'c', columnVisible: true, width: 0, fixedType: 0 as const },
    ];
    expect(fromColumnFields(fields).map((s) => s.width)).toEqual([80, 300, 0]);
  });
});

describe("the device copy's sync state", () => {
  it('is null when the device has no copy', () => {
    expect(readSyncState(storageWith({}), 'k', false)).toBeNull();
  });

  it('reads back what was written', () => {
    expect(readSyncState(storageWith({ [syncStateKey('k')]: '{"updatedAt":5,"pending":false}' }), 'k', true)).toEqual({ updatedAt: 5, pending: false });
  });

  it('counts a copy saved before the server kept settings (or an unreadable state) as pending and oldest', () => {
    expect(readSyncState(storageWith({}), 'k', true)).toEqual({ updatedAt: 0, pending: true });
    expect(readSyncState(storageWith({ [syncStateKey('k')]: '{not json' }), 'k', true)).toEqual({ updatedAt: 0, pending: true });
    expect(readSyncState(storageWith({ [syncStateKey('k')]: '{"updatedAt":"5"}' }), 'k', true)).toEqual({ updatedAt: 0, pending: true });
  });
});

describe('which copy wins (last write by updatedAt)', () => {
  it.each([
    ['nothing anywhere', null, null, 'keep'],
    ['only the server has a copy', null, { updatedAt: 10 }, 'adopt'],
    ['the server copy is newer and nothing is pending', { updatedAt: 5, pending: false }, { updatedAt: 10 }, 'adopt'],
    ['both are the same save', { updatedAt: 10, pending: false }, { updatedAt: 10 }, 'keep'],
    ['the device copy is confirmed and the server has none (removed)', { updatedAt: 10, pending: false }, null, 'keep'],
    ['a pending save and no server copy', { updatedAt: 5, pending: true }, null, 'push'],
    ['a pending save newer than the server copy', { updatedAt: 20, pending: true }, { updatedAt: 10 }, 'push'],
    ['a pending save older than a save made elsewhere since', { updatedAt: 5, pending: true }, { updatedAt: 10 }, 'adopt'],
  ] as const)('%s: %s', (_what, local, server, step) => {
    expect(nextSyncStep(local, server)).toBe(step);
  });
});

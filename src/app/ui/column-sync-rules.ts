/**
 * The rules of the column settings' two copies (the device's in localStorage, the server's per user and
 * module key): how a UI kit setting maps to spec 001's column field, what the device remembers about its
 * copy, and which copy wins. Pure, so the unit tests pin them without a server.
 */
import type { ColumnField } from '../../shared/contracts/column-settings.ts';
import { clampWidth, type ColumnSetting } from './column-settings.ts';

/** The one mapping to spec 001's field: `prop` is the column key, fixedType 0 none, 1 left, 2 right. */
export function toColumnFields(settings: readonly ColumnSetting[]): ColumnField[] {
  return settings.map((s) => ({ prop: s.key, columnVisible: s.visible, width: s.width, fixedType: s.fixed === 'left' ? 1 : s.fixed === 'right' ? 2 : 0 }));
}

/** The way back; another client may have saved any width, so a set one is kept within 80–300 px as the drawer does. */
export function fromColumnFields(fields: readonly ColumnField[]): ColumnSetting[] {
  return fields.map((f) => ({
    key: f.prop,
    visible: f.columnVisible,
    width: f.width === 0 ? 0 : clampWidth(f.width),
    fixed: f.fixedType === 1 ? 'left' : f.fixedType === 2 ? 'right' : null,
  }));
}

/**
 * What the device knows of its copy: when it was written (the server's time once the server has it,
 * the device's for a save not sent yet) and whether it still has to reach the server.
 */
export interface SyncState {
  updatedAt: number;
  pending: boolean;
}

export const syncStateKey = (storageKey: string): string => `${storageKey}:sync`;

/**
 * The device copy's state, or null when the device has no copy. A copy saved before the server kept
 * settings has no state: it counts as pending and older than anything, so it goes up to a server that
 * has none, and gives way to one that has.
 */
export function readSyncState(storage: Pick<Storage, 'getItem'>, storageKey: string, hasCopy: boolean): SyncState | null {
  if (!hasCopy) return null;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(syncStateKey(storageKey)) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { updatedAt, pending } = parsed as Record<string, unknown>;
      if (typeof updatedAt === 'number' && typeof pending === 'boolean') return { updatedAt, pending };
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return { updatedAt: 0, pending: true };
}

export function writeSyncState(storage: Pick<Storage, 'setItem'>, storageKey: string, state: SyncState): void {
  storage.setItem(syncStateKey(storageKey), JSON.stringify(state));
}

export type SyncStep = 'adopt' | 'push' | 'keep';

/**
 * Last write wins by `updatedAt`: the server's copy is adopted when it is newer than the device's,
 * including over a save not sent yet that was made before it (that save lost to a later one elsewhere);
 * otherwise a pending save goes up. A pending save is compared by the device's clock, so a clock far
 * off the server's can misjudge which of two saves minutes apart came last.
 */
export function nextSyncStep(local: SyncState | null, server: { updatedAt: number } | null): SyncStep {
  if (server && (!local || server.updatedAt > local.updatedAt)) return 'adopt';
  return local?.pending ? 'push' : 'keep';
}

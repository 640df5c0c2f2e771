/**
 * List-column settings (spec 001): which columns show, how wide, pinned left or right. The device's copy
 * lives in localStorage, keyed by user and module, and is what the table renders from; column-sync.ts
 * keeps the server's copy (per user and module key) in step with it.
 */
export interface ColumnSetting {
  key: string;
  visible: boolean;
  width: number;
  fixed: 'left' | 'right' | null;
}

export const MIN_VISIBLE_COLUMNS = 10;
export const COLUMN_WIDTH = { min: 80, max: 300 } as const;

/** 0 means "as wide as the content" (no width set); any set width is kept within 80–300. */
export const clampWidth = (width: number): number => Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, Math.round(width)));

/** Refuses fewer than 10 visible columns when the table has at least 10 (spec 001: 列显示必须在10个以上). */
export function checkColumnSettings(settings: readonly ColumnSetting[]): { ok: true; settings: ColumnSetting[] } | { ok: false; messageKey: string } {
  const visible = settings.filter((s) => s.visible).length;
  if (visible < Math.min(MIN_VISIBLE_COLUMNS, settings.length)) return { ok: false, messageKey: 'ui.columns.tooFew' };
  return { ok: true, settings: settings.map((s) => ({ ...s, width: s.width === 0 ? 0 : clampWidth(s.width) })) };
}

export interface ColumnStore {
  load(key: string): ColumnSetting[] | null;
  save(key: string, settings: ColumnSetting[]): void;
}

export const columnStorageKey = (userId: string, moduleId: string): string => `supplyline:columns:${userId}:${moduleId}`;

export const localColumnStore: ColumnStore = {
  load(key) {
    try {
      const raw = localStorage.getItem(key);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isColumnSetting) : null;
    } catch {
      return null;
    }
  },
  save(key, settings) {
    localStorage.setItem(key, JSON.stringify(settings));
  },
};

function isColumnSetting(value: unknown): value is ColumnSetting {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    typeof v.visible === 'boolean' &&
    typeof v.width === 'number' &&
    (v.fixed === null || v.fixed === 'left' || v.fixed === 'right')
  );
}

/**
 * Saves the next settings; the caller shows `messageKey` when refused. On a failing store the previous
 * settings come back, so the table never shows columns that were not kept.
 */
export function saveColumnSettings(
  store: ColumnStore,
  key: string,
  previous: ColumnSetting[],
  next: ColumnSetting[],
): { ok: true; settings: ColumnSetting[] } | { ok: false; messageKey: string; settings: ColumnSetting[] } {
  const checked = checkColumnSettings(next);
  if (!checked.ok) return { ok: false, messageKey: checked.messageKey, settings: previous };
  try {
    store.save(key, checked.settings);
    return checked;
  } catch {
    return { ok: false, messageKey: 'ui.columns.saveFailed', settings: previous };
  }
}

/** Stored settings merged over the table's own columns: new columns show, removed ones drop out. */
export function mergeColumnSettings(defaults: ColumnSetting[], stored: ColumnSetting[] | null): ColumnSetting[] {
  if (!stored) return defaults;
  const byKey = new Map(stored.map((s) => [s.key, s]));
  return defaults.map((d) => byKey.get(d.key) ?? d);
}

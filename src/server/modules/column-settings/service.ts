import { MAX_SAVED_MODULES, type ColumnField, type SavedColumns } from '../../../shared/contracts/column-settings.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/errors.ts';
import * as q from './queries.ts';

const answer = (row: q.ColumnSettingsRow): SavedColumns => ({
  moduleId: row.moduleId,
  fieldList: JSON.stringify(row.fieldList),
  updatedAt: row.updatedAt.getTime(),
});

/** The caller's own saved settings for one module key; null when there are none. */
export async function columnSettings(db: Db, userId: string, moduleId: string): Promise<SavedColumns | null> {
  const row = await q.columnSettingsOf(db, userId, moduleId);
  return row ? answer(row) : null;
}

/**
 * Saves the caller's settings for one module key, overwriting what was there. A key not saved before
 * counts against the per-user cap (the contract's MAX_SAVED_MODULES); overwriting never does.
 */
export async function saveColumnSettings(db: Db, userId: string, moduleId: string, fieldList: ColumnField[]): Promise<SavedColumns> {
  return db.transaction(async (tx) => {
    await q.lockUser(tx, userId);
    const existing = await q.columnSettingsOf(tx, userId, moduleId);
    if (!existing && (await q.savedModuleCount(tx, userId)) >= MAX_SAVED_MODULES) {
      throw fieldError('moduleId', 'ui.columns.tooManyLists', { max: MAX_SAVED_MODULES });
    }
    return answer(await q.upsertColumnSettings(tx, userId, moduleId, fieldList));
  });
}

import { dictionaryDataForm } from '../../../shared/contracts/dictionaries.ts';
import { ADMIN_MENU } from '../../../shared/domain/admin-menus.ts';
import { localNamesOf } from '../../../shared/domain/local-names.ts';
import type { Db } from '../../db/client.ts';
import { viewerModule, type Viewer } from '../../plugins/access.ts';
import { formDefaults, recordAccess, type RecordAccess } from '../permission/record-fields.ts';
import { markOf } from '../permission/records.ts';
import type { ItemRecord } from './queries.ts';
import { DICTIONARY_ITEM_RECORDS } from './record-fields.ts';

export type ItemAccess = RecordAccess<keyof typeof DICTIONARY_ITEM_RECORDS.fields>;

/** What the viewer may do with dictionary items through the Dictionaries page (its gate let them in). */
export async function dictionaryItemAccess(db: Db, viewer: Viewer): Promise<ItemAccess> {
  const module = await viewerModule(db, viewer, ADMIN_MENU.dictionary);
  if (!module) throw new Error('the dictionary gate let in a viewer who does not hold the page');
  return recordAccess(db, viewer, module, DICTIONARY_ITEM_RECORDS);
}

/** A new item's form fields when left out: a field the viewer may not write must keep these. */
export const NEW_ITEM_DEFAULTS = formDefaults(dictionaryDataForm.shape);

/** A stored item as its form holds it. */
export const storedItemForm = (item: ItemRecord) => ({
  dictionaryTypeId: item.typeId,
  parentId: item.parentId,
  fullName: item.fullName,
  fullNameI18n: localNamesOf(item.fullNameI18n),
  enCode: item.enCode,
  enabledMark: markOf(item.enabled),
  description: item.description,
  sortCode: item.sortCode,
});

import { isNull } from 'drizzle-orm';
import { ADMIN_MENU } from '../../../shared/domain/admin-menus.ts';
import { dictionaryData } from '../../db/schema/index.ts';
import { recordFields } from '../permission/record-fields.ts';

/**
 * The Dictionaries page's items as permissions see them. Code and name identify an item in every
 * list, so a column permission can hide only the description, the order and the creation time; a
 * form permission can leave any field read-only; a data rule names the dictionary (type), the code
 * or the parent (`dictionaryTypeId == <id>` gives a clerk one dictionary to keep).
 *
 * The page's grants govern the page's own calls (list, detail, parent picker, export, writes): the
 * reads every signed-in user makes for form widgets and the devices' synced copy are reference data
 * of the whole platform and follow no page's grants.
 */
export const DICTIONARY_ITEM_RECORDS = recordFields({
  menu: ADMIN_MENU.dictionary,
  records: { table: dictionaryData, id: dictionaryData.id, alive: isNull(dictionaryData.deletedAt) },
  fields: {
    id: { sql: dictionaryData.id, label: 'admin.noun.dictionaryItem', rule: true },
    dictionaryTypeId: { sql: dictionaryData.typeId, label: 'admin.noun.dictionaryType', rule: true },
    parentId: { sql: dictionaryData.parentId, label: 'admin.common.parent', form: true, rule: true },
    fullName: { sql: dictionaryData.fullName, label: 'admin.common.fullName', form: true },
    fullNameI18n: { sql: dictionaryData.fullNameI18n, label: 'admin.common.fullNameI18n', form: true },
    enCode: { sql: dictionaryData.enCode, label: 'admin.common.enCode', form: true, rule: true },
    enabledMark: { sql: dictionaryData.enabled, label: 'admin.common.status', form: true },
    description: { sql: dictionaryData.description, label: 'admin.common.description', column: true, form: true },
    sortCode: { sql: dictionaryData.sortCode, label: 'admin.common.sortCode', column: true, form: true },
    creatorTime: { sql: dictionaryData.createdAt, label: 'admin.common.creatorTime', column: true },
  },
});

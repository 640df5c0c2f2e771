/** Dictionaries' export and import: a type and its items by code, parents before children (contracts/dictionary-transfer.ts). */
import type { DictionaryDocument, ExportedDictionary } from '../../../shared/contracts/dictionary-transfer.ts';
import { localNamesOf } from '../../../shared/domain/local-names.ts';
import { buildTree } from '../../../shared/domain/menu-tree.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, isUniqueViolation } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { markOf } from '../permission/records.ts';
import type { ItemAccess } from './item-access.ts';
import * as q from './queries.ts';
import { checkTypeParent, typeOf } from './service.ts';

/** A type and the items the viewer's data rules reach, without hidden columns (import gives them their defaults). */
export async function exportType(db: Db, t: TranslateFn, access: ItemAccess, ref: string): Promise<ExportedDictionary> {
  const type = await typeOf(db, t, ref);
  const rows = await q.itemsOfType(db, type.id, false, access.rows);
  const codeOf = new Map(rows.map((r) => [r.id, r.enCode]));
  // Parents before children, so an import can place each item as it reads it.
  const ordered = buildTree(rows).flatMap(function flat(n): q.ItemRecord[] {
    return [n, ...n.children.flatMap(flat)];
  });
  return {
    type: {
      fullName: type.fullName,
      fullNameI18n: localNamesOf(type.fullNameI18n),
      enCode: type.enCode,
      isTree: markOf(type.isTree),
      description: type.description,
      sortCode: type.sortCode,
    },
    items: ordered.map((r) =>
      access.visible({
        fullName: r.fullName,
        fullNameI18n: localNamesOf(r.fullNameI18n),
        enCode: r.enCode,
        parentCode: r.parentId ? (codeOf.get(r.parentId) ?? null) : null,
        enabledMark: markOf(r.enabled),
        description: r.description,
        sortCode: r.sortCode,
      }),
    ),
  };
}

/** Creates the document's type and items in one transaction: any bad item leaves nothing behind. */
export async function importType(db: Db, t: TranslateFn, doc: DictionaryDocument & { parentId: string | null }): Promise<{ id: string; items: number }> {
  return db.transaction(async (tx) => {
    await checkTypeParent(tx, t, null, doc.parentId);
    const values = { ...doc.type, fullNameI18n: doc.type.fullNameI18n ?? null, parentId: doc.parentId, isTree: doc.type.isTree === 1 };
    const typeId = await q.insertType(tx, values).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError('type.enCode', 'admin.refusal.codeTaken', { code: doc.type.enCode, what: t('admin.noun.dictionaryType') });
      throw error;
    });
    const ids = new Map<string, string>();
    for (const [n, item] of doc.items.entries()) {
      const parentId = item.parentCode === null ? null : ids.get(item.parentCode);
      if (parentId === undefined) throw fieldError(`items.${n}.parentCode`, 'admin.dictionary.parentFirst', { code: item.parentCode ?? '' });
      if (parentId && !doc.type.isTree) throw fieldError(`items.${n}.parentCode`, 'admin.dictionary.flatType');
      if (ids.has(item.enCode)) throw fieldError(`items.${n}.enCode`, 'admin.refusal.codeTaken', { code: item.enCode, what: t('admin.noun.dictionaryItem') });
      const { parentCode: _parent, enabledMark, ...rest } = item;
      ids.set(item.enCode, await q.insertItem(tx, { ...rest, fullNameI18n: rest.fullNameI18n ?? null, typeId, parentId, enabled: enabledMark === 1 }));
    }
    return { id: typeId, items: doc.items.length };
  });
}

import type { z } from 'zod';
import type {
  DictionaryItemNode,
  DictionaryOption,
  DictionaryTypeNode,
  dictionaryDataForm,
  dictionaryTypeForm,
} from '../../../shared/contracts/dictionaries.ts';
import type { Language } from '../../../shared/constants.ts';
import { localName, localNamesOf, nameOrCodeHas } from '../../../shared/domain/local-names.ts';
import { buildTree, type TreeNode } from '../../../shared/domain/menu-tree.ts';
import { subtreeOf, withAncestors } from '../../../shared/domain/tree-search.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { found, markOf, stillHolds, uniqueCode } from '../permission/records.ts';
import { requireWithinRules } from '../permission/record-fields.ts';
import { NEW_ITEM_DEFAULTS, storedItemForm, type ItemAccess } from './item-access.ts';
import * as q from './queries.ts';
import { DICTIONARY_ITEM_RECORDS } from './record-fields.ts';

type TypeForm = z.infer<typeof dictionaryTypeForm>;
type ItemForm = z.infer<typeof dictionaryDataForm>;

const typeWire = (r: q.TypeRecord): Omit<DictionaryTypeNode, 'hasChildren' | 'children'> => ({
  id: r.id,
  parentId: r.parentId,
  fullName: r.fullName,
  fullNameI18n: localNamesOf(r.fullNameI18n),
  enCode: r.enCode,
  isTree: markOf(r.isTree),
  description: r.description,
  sortCode: r.sortCode,
  creatorTime: r.createdAt.getTime(),
});

const itemWire = (r: q.ItemRecord) => ({
  id: r.id,
  parentId: r.parentId,
  dictionaryTypeId: r.typeId,
  fullName: r.fullName,
  fullNameI18n: localNamesOf(r.fullNameI18n),
  enCode: r.enCode,
  enabledMark: markOf(r.enabled),
  description: r.description,
  sortCode: r.sortCode,
  creatorTime: r.createdAt.getTime(),
});

/** Items as a tree, named for a reader of `language`: an item whose parent is gone or disabled (and so not listed) shows at the top. */
const optionTree = (items: readonly q.ItemRecord[], language: Language): DictionaryOption[] => {
  const strip = (nodes: ReturnType<typeof buildTree<q.ItemRecord>>): DictionaryOption[] =>
    nodes.map((n) => ({ id: n.id, fullName: localName(n, language), enCode: n.enCode, children: strip(n.children) }));
  return strip(buildTree(items));
};
const flatOptions = (items: readonly q.ItemRecord[], language: Language): DictionaryOption[] =>
  items.map((i) => ({ id: i.id, fullName: localName(i, language), enCode: i.enCode, children: [] }));

// ---- Types --------------------------------------------------------------------------------------

export async function typeTree(db: Db, exclude = '0'): Promise<{ list: DictionaryTypeNode[] }> {
  const rows = await q.allTypes(db);
  const excluded = exclude === '0' ? new Set<string>() : subtreeOf(rows, exclude);
  return { list: buildTree(rows.filter((r) => !excluded.has(r.id)).map(typeWire)) };
}

export async function typeInfo(db: Db, t: TranslateFn, id: string): Promise<DictionaryTypeNode> {
  return { ...typeWire(found(await q.typeById(db, id), t, 'dictionaryType')), hasChildren: (await q.subTypeCount(db, id)) > 0, children: [] };
}

/** A type's parent must be a living type and not the type itself or one below it. */
export async function checkTypeParent(db: Db, t: TranslateFn, self: string | null, parentId: string | null): Promise<void> {
  if (!parentId) return;
  const rows = await q.allTypes(db);
  if (!rows.some((r) => r.id === parentId)) throw fieldError('parentId', 'admin.refusal.notFound', { what: t('admin.noun.dictionaryType') });
  if (self && subtreeOf(rows, self).has(parentId)) throw fieldError('parentId', 'admin.refusal.ownParent', { what: t('admin.noun.dictionaryType') });
}

const typeValues = (body: TypeForm): q.TypeValues => ({
  parentId: body.parentId,
  enCode: body.enCode,
  fullName: body.fullName,
  fullNameI18n: body.fullNameI18n,
  isTree: body.isTree === 1,
  description: body.description,
  sortCode: body.sortCode,
});

export async function createType(db: Db, t: TranslateFn, body: TypeForm): Promise<string> {
  return db.transaction(async (tx) => {
    await checkTypeParent(tx, t, null, body.parentId);
    return uniqueCode(t, 'dictionaryType', body.enCode, () => q.insertType(tx, typeValues(body)));
  });
}

export async function updateType(db: Db, t: TranslateFn, id: string, body: TypeForm): Promise<void> {
  await db.transaction(async (tx) => {
    const type = found(await q.typeById(tx, id), t, 'dictionaryType');
    await checkTypeParent(tx, t, id, body.parentId);
    if (type.isTree && body.isTree === 0 && (await q.nestedItemCount(tx, id)) > 0) throw fieldError('isTree', 'admin.dictionary.stillNested');
    await uniqueCode(t, 'dictionaryType', body.enCode, () => q.updateTypeRow(tx, id, typeValues(body)));
  });
}

export async function deleteType(db: Db, t: TranslateFn, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    found(await q.typeById(tx, id), t, 'dictionaryType');
    const subTypes = await q.subTypeCount(tx, id);
    if (subTypes > 0) throw stillHolds(t, 'dictionaryType', subTypes, 'dictionaryTypes');
    const items = await q.itemCount(tx, id);
    if (items > 0) throw stillHolds(t, 'dictionaryType', items, 'dictionaryItems');
    await q.deleteTypeRow(tx, id);
  });
}

// ---- Items --------------------------------------------------------------------------------------

export const typeOf = async (db: Db, t: TranslateFn, ref: string) => found(await q.typeByRef(db, ref), t, 'dictionaryType');

/**
 * The administration list of a type's items within the viewer's data rules, without hidden columns: a
 * tree for a tree type unless asked flat; a keyword keeps the path to each find.
 */
export async function itemList(
  db: Db,
  t: TranslateFn,
  access: ItemAccess,
  ref: string,
  query: { keyword?: string | undefined; isTree?: '0' | '1' | undefined },
) {
  const type = await typeOf(db, t, ref);
  let rows = (await q.itemsOfType(db, type.id, false, access.rows)).map(itemWire);
  const asTree = type.isTree && query.isTree !== '0';
  if (query.keyword) {
    const needle = query.keyword.toLowerCase();
    const matches = (r: (typeof rows)[number]) => nameOrCodeHas(r, needle);
    rows = asTree ? withAncestors(rows, matches) : rows.filter(matches);
  }
  return { list: visibleTree(access, asTree ? buildTree(rows) : rows.map((r) => ({ ...r, hasChildren: false, children: [] }))) };
}

/** Nodes without the columns the viewer's column permission hides, at every depth (after sorting by them). */
function visibleTree(access: ItemAccess, nodes: readonly TreeNode<ReturnType<typeof itemWire>>[]): DictionaryItemNode[] {
  return nodes.map((node) => ({ ...access.visible(node), children: visibleTree(access, node.children) }));
}

/** The items an item may hang under: all of a tree type's items but `exclude` and those below it; none for a flat type. */
export async function itemParentChoices(db: Db, t: TranslateFn, access: ItemAccess, ref: string, exclude: string) {
  const type = await typeOf(db, t, ref);
  if (!type.isTree) return { list: [] };
  const rows = (await q.itemsOfType(db, type.id, false, access.rows)).map(itemWire);
  const excluded = exclude === '0' ? new Set<string>() : subtreeOf(rows, exclude);
  return { list: visibleTree(access, buildTree(rows.filter((r) => !excluded.has(r.id)))) };
}

export async function widgetOptions(db: Db, t: TranslateFn, language: Language, ref: string) {
  const type = await typeOf(db, t, ref);
  const items = await q.itemsOfType(db, type.id, true);
  return { isTree: markOf(type.isTree), list: type.isTree ? optionTree(items, language) : flatOptions(items, language) };
}

export async function widgetItems(db: Db, t: TranslateFn, language: Language, ref: string) {
  const type = await typeOf(db, t, ref);
  const items = await q.itemsOfType(db, type.id, true);
  return { list: items.map((i) => ({ id: i.id, parentId: i.parentId, fullName: localName(i, language), enCode: i.enCode })) };
}

export async function everyDictionary(db: Db, language: Language) {
  const [types, items] = await Promise.all([q.allTypes(db), q.allEnabledItems(db)]);
  const byType = new Map<string, q.ItemRecord[]>();
  for (const i of items) byType.set(i.typeId, [...(byType.get(i.typeId) ?? []), i]);
  return {
    list: types.map((type) => {
      const own = byType.get(type.id) ?? [];
      return {
        id: type.id,
        enCode: type.enCode,
        fullName: localName(type, language),
        isTree: markOf(type.isTree),
        dictionaryList: type.isTree ? optionTree(own, language) : flatOptions(own, language),
      };
    }),
  };
}

export async function itemInfo(db: Db, t: TranslateFn, access: ItemAccess, id: string): Promise<DictionaryItemNode> {
  const item = access.visible(itemWire(found(await q.itemById(db, id, access.rows), t, 'dictionaryItem')));
  return { ...item, hasChildren: (await q.childItemCount(db, id)) > 0, children: [] };
}

/** An item's parent must be an item of the same tree type, and not the item itself or one below it. */
async function checkItemParent(db: Db, t: TranslateFn, type: q.TypeRecord, self: string | null, parentId: string | null): Promise<void> {
  if (!parentId) return;
  if (!type.isTree) throw fieldError('parentId', 'admin.dictionary.flatType');
  const rows = await q.itemsOfType(db, type.id);
  if (!rows.some((r) => r.id === parentId)) throw fieldError('parentId', 'admin.refusal.notFound', { what: t('admin.noun.dictionaryItem') });
  if (self && subtreeOf(rows, self).has(parentId)) throw fieldError('parentId', 'admin.refusal.ownParent', { what: t('admin.noun.dictionaryItem') });
}

const itemValues = (body: ItemForm): q.ItemValues => ({
  typeId: body.dictionaryTypeId,
  parentId: body.parentId,
  enCode: body.enCode,
  fullName: body.fullName,
  fullNameI18n: body.fullNameI18n,
  description: body.description,
  sortCode: body.sortCode,
  enabled: body.enabledMark === 1,
});

export async function createItem(db: Db, t: TranslateFn, access: ItemAccess, body: ItemForm): Promise<string> {
  access.checkWrite(t, body, NEW_ITEM_DEFAULTS);
  return db.transaction(async (tx) => {
    const type = await q.typeById(tx, body.dictionaryTypeId);
    if (!type) throw fieldError('dictionaryTypeId', 'admin.refusal.notFound', { what: t('admin.noun.dictionaryType') });
    await checkItemParent(tx, t, type, null, body.parentId);
    const id = await uniqueCode(t, 'dictionaryItem', body.enCode, () => q.insertItem(tx, itemValues(body)));
    await requireWithinRules(tx, access, DICTIONARY_ITEM_RECORDS, id);
    return id;
  });
}

export async function updateItem(db: Db, t: TranslateFn, access: ItemAccess, id: string, sent: ItemForm): Promise<void> {
  await db.transaction(async (tx) => {
    const item = found(await q.itemById(tx, id, access.rows), t, 'dictionaryItem');
    const body = access.keepHidden(sent, storedItemForm(item));
    access.checkWrite(t, body, storedItemForm(item));
    if (body.dictionaryTypeId !== item.typeId) throw fieldError('dictionaryTypeId', 'admin.dictionary.staysInType');
    const type = found(await q.typeById(tx, item.typeId), t, 'dictionaryType');
    await checkItemParent(tx, t, type, id, body.parentId);
    await uniqueCode(t, 'dictionaryItem', body.enCode, () => q.updateItemRow(tx, id, itemValues(body)));
    await requireWithinRules(tx, access, DICTIONARY_ITEM_RECORDS, id);
  });
}

export async function deleteItem(db: Db, t: TranslateFn, access: ItemAccess, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    found(await q.itemById(tx, id, access.rows), t, 'dictionaryItem');
    const children = await q.childItemCount(tx, id);
    if (children > 0) throw stillHolds(t, 'dictionaryItem', children, 'dictionaryItems');
    await q.deleteItemRow(tx, id);
  });
}

export async function toggleItem(db: Db, t: TranslateFn, access: ItemAccess, id: string): Promise<{ enabledMark: 0 | 1 }> {
  const item = found(await q.itemById(db, id, access.rows), t, 'dictionaryItem');
  access.checkWrite(t, { enabledMark: markOf(!item.enabled) }, { enabledMark: markOf(item.enabled) });
  await q.updateItemRow(db, id, { enabled: !item.enabled });
  return { enabledMark: markOf(!item.enabled) };
}

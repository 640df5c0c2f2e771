import { ITEM_TYPES, type CatalogueModule, type GrantSet, type ItemType, type ObjectType, type setAuthorization } from '../../../shared/contracts/authorize.ts';
import type { BodyOf } from '../../../shared/contracts/endpoint.ts';
import { buildTree } from '../../../shared/domain/menu-tree.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/access.ts';
import { fieldError, forbidden } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { itemName } from '../permission/item-names.ts';
import { gone, markOf } from '../permission/records.ts';
import * as q from './queries.ts';

type Body = BodyOf<typeof setAuthorization>;
type Item = { id: string; moduleId: string; fullName: string; enCode: string };
type SubItemType = Exclude<ItemType, 'module'>;

const heldBy = (viewer: Viewer) => (viewer.isAdministrator ? null : viewer.userId);

/** What can be granted, for this viewer (an administrator: everything; anyone else: what they hold). */
export async function catalogue(db: Db, t: TranslateFn, viewer: Viewer): Promise<CatalogueModule[]> {
  const who = heldBy(viewer);
  const [menus, buttons, columns, forms, rules] = await Promise.all([
    q.catalogueModules(db, who),
    q.catalogueItems(db, 'button', who),
    q.catalogueItems(db, 'column', who),
    q.catalogueItems(db, 'form', who),
    q.dataRulesOf(db, who),
  ]);
  const of = <T extends Item>(list: T[], menu: { id: string; enCode: string }, kind: SubItemType) =>
    list.filter((i) => i.moduleId === menu.id).map(({ moduleId: _m, ...rest }) => ({ ...rest, fullName: itemName(t, menu.enCode, kind, rest) }));
  const tree = buildTree(
    menus.map(({ columnPermission, formPermission, dataPermission, ...m }) => ({
      ...m,
      isColumnAuthorize: markOf(columnPermission),
      isFormAuthorize: markOf(formPermission),
      isDataAuthorize: markOf(dataPermission),
      button: of(buttons, m, 'button'),
      column: of(columns, m, 'column'),
      form: of(forms, m, 'form'),
      resource: of(rules, m, 'resource'),
    })),
  );
  const strip = (nodes: typeof tree): CatalogueModule[] =>
    nodes.map(({ sortCode: _s, hasChildren: _h, children, ...n }) => ({ ...n, children: strip(children) }));
  return strip(tree);
}

async function requireObject(db: Db, t: TranslateFn, type: ObjectType, id: string): Promise<void> {
  // The four object types are nouns of the catalogue as they are.
  if (!(await q.objectExists(db, type, id))) throw gone(t, type);
}

export async function grantsOfObject(db: Db, t: TranslateFn, type: ObjectType, id: string): Promise<GrantSet> {
  await requireObject(db, t, type, id);
  const set: GrantSet = { module: [], button: [], column: [], form: [], resource: [] };
  for (const g of await q.grantsOf(db, type, id)) if ((ITEM_TYPES as readonly string[]).includes(g.itemType)) set[g.itemType as ItemType].push(g.itemId);
  return set;
}

/**
 * Replaces the grants of one object. Every id must name an item, and every item's menu be granted in
 * the same set. Someone who is not an administrator may grant only items they hold; grants outside
 * their own set stay as they are.
 */
export async function saveGrants(db: Db, t: TranslateFn, viewer: Viewer, objectId: string, body: Body): Promise<void> {
  await requireObject(db, t, body.objectType, objectId);
  const modules = new Set(body.module);
  const grants: { itemType: ItemType; itemId: string }[] = [];
  for (const type of ITEM_TYPES) {
    const ids = [...new Set(body[type])];
    const owners = await q.modulesOfItems(db, type, ids);
    const unknown = ids.filter((id) => !owners.has(id));
    if (unknown.length > 0)
      throw fieldError(type, 'admin.refusal.unknownIds', { field: type, what: t('admin.noun.item'), ids: unknown.slice(0, 5).join(', ') });
    const orphan = ids.find((id) => !modules.has(owners.get(id)!));
    if (orphan !== undefined) throw fieldError(type, 'admin.refusal.moduleMissing', { field: `${type} ${orphan}` });
    grants.push(...ids.map((itemId) => ({ itemType: type, itemId })));
  }
  let within: Set<string> | null = null;
  if (!viewer.isAdministrator) {
    const held = await catalogueIds(db, viewer.userId);
    if (grants.some((g) => !held.has(g.itemId))) throw forbidden('admin.refusal.notHeld');
    within = held;
  }
  await db.transaction((tx) => q.replaceGrants(tx, body.objectType, objectId, grants, within));
}

async function catalogueIds(db: Db, userId: string): Promise<Set<string>> {
  const [menus, ...items] = await Promise.all([
    q.catalogueModules(db, userId),
    q.catalogueItems(db, 'button', userId),
    q.catalogueItems(db, 'column', userId),
    q.catalogueItems(db, 'form', userId),
    q.catalogueItems(db, 'resource', userId),
  ]);
  return new Set([...menus.map((m) => m.id), ...items.flat().map((i) => i.id)]);
}

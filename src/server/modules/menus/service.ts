import type { BodyOf } from '../../../shared/contracts/endpoint.ts';
import type { MenuForm, MenuNode, setMenuPermissionSwitches } from '../../../shared/contracts/menus.ts';
import { ADMIN_MENU } from '../../../shared/domain/admin-menus.ts';
import { buildTree } from '../../../shared/domain/menu-tree.ts';
import { subtreeOf, withAncestors } from '../../../shared/domain/tree-search.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { found, markOf, stillHolds, uniqueCode } from '../permission/records.ts';
import * as q from './queries.ts';

const PLATFORM_PAGES: ReadonlySet<string> = new Set(Object.values(ADMIN_MENU));

/**
 * The platform's own pages and the directories above them: their endpoints are gated by these codes
 * and an administrator reaches them through these entries, so they keep their code and stay on.
 */
function systemIds(outline: readonly q.MenuOutline[]): Set<string> {
  const byId = new Map(outline.map((m) => [m.id, m]));
  const ids = new Set<string>();
  for (const menu of outline) {
    if (!PLATFORM_PAGES.has(menu.enCode)) continue;
    for (let at: q.MenuOutline | undefined = menu; at && !ids.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) ids.add(at.id);
  }
  return ids;
}

const titlesOf = (menu: q.MenuRecord) => ({
  en: menu.fullNameI18n?.en ?? '',
  'zh-CN': menu.fullNameI18n?.['zh-CN'] ?? '',
  'zh-TW': menu.fullNameI18n?.['zh-TW'] ?? '',
});

function wire(menu: q.MenuRecord, isSystem: boolean) {
  return {
    id: menu.id,
    parentId: menu.parentId,
    type: menu.type,
    fullName: menu.fullName,
    fullNameI18n: titlesOf(menu),
    enCode: menu.enCode,
    icon: menu.icon,
    urlAddress: menu.urlAddress,
    linkTarget: menu.linkTarget === '_blank' ? ('_blank' as const) : ('_self' as const),
    category: menu.category === 'App' ? ('App' as const) : ('Web' as const),
    propertyJson: menu.propertyJson,
    sortCode: menu.sortCode,
    enabledMark: markOf(menu.enabled),
    hidden: markOf(menu.hidden),
    isColumnAuthorize: markOf(menu.columnPermission),
    isFormAuthorize: markOf(menu.formPermission),
    isDataAuthorize: markOf(menu.dataPermission),
    isSystem: markOf(isSystem),
  };
}

/** Every menu as a tree; a keyword keeps the matching menus and the directories leading to them. */
export async function menuTree(db: Db, keyword: string | undefined): Promise<{ list: MenuNode[] }> {
  const rows = await q.allMenus(db);
  const system = systemIds(rows.map((r) => r.menu));
  let flat = rows.map(({ menu, itemCount }) => ({ ...wire(menu, system.has(menu.id)), itemCount }));
  if (keyword) {
    const needle = keyword.toLowerCase();
    flat = withAncestors(flat, (m) =>
      [m.fullName, m.enCode, m.fullNameI18n.en, m.fullNameI18n['zh-CN'], m.fullNameI18n['zh-TW']].join('\n').toLowerCase().includes(needle),
    );
  }
  return { list: buildTree(flat) };
}

/** The directories a menu may hang under: not itself nor anything below it. */
export async function parentChoices(db: Db, id: string) {
  const outline = await q.menuOutline(db);
  const excluded = id === '0' ? new Set<string>() : subtreeOf(outline, id);
  const rows = await q.allMenus(db);
  return {
    list: rows
      .map((r) => r.menu)
      .filter((m) => m.type === 1 && !excluded.has(m.id))
      .map((m) => ({ id: m.id, parentId: m.parentId, fullName: m.fullName, enCode: m.enCode })),
  };
}

export async function menuInfo(db: Db, t: TranslateFn, id: string) {
  const menu = found(await q.menuById(db, id), t, 'menu');
  return wire(menu, systemIds(await q.menuOutline(db)).has(id));
}

const values = (body: MenuForm): q.MenuValues => ({
  parentId: body.parentId,
  type: body.type,
  fullName: body.fullName,
  fullNameI18n: body.fullNameI18n,
  enCode: body.enCode,
  icon: body.icon,
  urlAddress: body.urlAddress,
  linkTarget: body.linkTarget,
  category: body.category,
  propertyJson: body.propertyJson || '{}',
  sortCode: body.sortCode,
  enabled: body.enabledMark === 1,
  hidden: body.hidden === 1,
  columnPermission: body.isColumnAuthorize === 1,
  formPermission: body.isFormAuthorize === 1,
  dataPermission: body.isDataAuthorize === 1,
});

/** The parent must be a directory, and not the menu itself or one below it (a loop). */
function checkParent(t: TranslateFn, outline: readonly q.MenuOutline[], parentId: string | null, self: string | null): void {
  if (parentId === null) return;
  const parent = outline.find((m) => m.id === parentId);
  if (!parent) throw fieldError('parentId', 'admin.refusal.notFound', { what: t('admin.noun.menu') });
  if (self && subtreeOf(outline, self).has(parentId)) throw fieldError('parentId', 'admin.refusal.ownParent', { what: t('admin.noun.menu') });
  if (parent.type !== 1) throw fieldError('parentId', 'admin.refusal.parentNotDirectory');
}

export async function createMenu(db: Db, t: TranslateFn, body: MenuForm): Promise<string> {
  checkParent(t, await q.menuOutline(db), body.parentId, null);
  return uniqueCode(t, 'menu', body.enCode, () => q.insertMenu(db, values(body)));
}

export async function updateMenu(db: Db, t: TranslateFn, id: string, body: MenuForm): Promise<void> {
  await db.transaction(async (tx) => {
    const menu = found(await q.menuById(tx, id), t, 'menu');
    const outline = await q.menuOutline(tx);
    checkParent(t, outline, body.parentId, id);
    if (systemIds(outline).has(id)) {
      if (body.enCode !== menu.enCode) throw fieldError('enCode', 'admin.refusal.systemMenu');
      if (body.enabledMark !== 1) throw fieldError('enabledMark', 'admin.refusal.systemMenu');
      if (body.hidden !== 0) throw fieldError('hidden', 'admin.refusal.systemMenu');
    }
    if (body.type !== 1 && outline.some((m) => m.parentId === id)) throw fieldError('type', 'admin.refusal.directoryHolds');
    await uniqueCode(t, 'menu', body.enCode, () => q.updateMenuRow(tx, id, values(body)));
  });
}

const systemRefusal = () => new AppError(409, 'admin.refusal.systemMenu');

export async function toggleMenuState(db: Db, t: TranslateFn, id: string): Promise<{ enabledMark: 0 | 1 }> {
  return db.transaction(async (tx) => {
    const menu = found(await q.menuById(tx, id), t, 'menu');
    if (menu.enabled && systemIds(await q.menuOutline(tx)).has(id)) throw systemRefusal();
    await q.updateMenuRow(tx, id, { enabled: !menu.enabled });
    return { enabledMark: markOf(!menu.enabled) };
  });
}

/** The switches left out keep their value; the answer is all three as they now are. */
export async function setPermissionSwitches(db: Db, t: TranslateFn, id: string, body: BodyOf<typeof setMenuPermissionSwitches>) {
  return db.transaction(async (tx) => {
    found(await q.menuById(tx, id), t, 'menu');
    const on = (mark: 0 | 1 | undefined) => (mark === undefined ? undefined : mark === 1);
    await q.updateMenuRow(tx, id, {
      columnPermission: on(body.isColumnAuthorize),
      formPermission: on(body.isFormAuthorize),
      dataPermission: on(body.isDataAuthorize),
    });
    const menu = found(await q.menuById(tx, id), t, 'menu');
    return { isColumnAuthorize: markOf(menu.columnPermission), isFormAuthorize: markOf(menu.formPermission), isDataAuthorize: markOf(menu.dataPermission) };
  });
}

export async function deleteMenu(db: Db, t: TranslateFn, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    found(await q.menuById(tx, id), t, 'menu');
    if (systemIds(await q.menuOutline(tx)).has(id)) throw systemRefusal();
    const children = await q.childCount(tx, id);
    if (children > 0) throw stillHolds(t, 'menu', children, 'menus');
    await q.deleteMenuRow(tx, id);
  });
}

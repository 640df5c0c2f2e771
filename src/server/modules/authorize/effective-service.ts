import type { Language } from '../../../shared/constants.ts';
import type { z } from 'zod';
import type { checkRecordAccess, EffectiveModule, effectivePermissions } from '../../../shared/contracts/effective-permissions.ts';
import { LAYER_RIGHTS } from '../../../shared/contracts/organize-administrators.ts';
import { menuPath } from '../../../shared/domain/menu-routes.ts';
import { isPathAllowed } from '../../../shared/domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { viewerOfUser } from '../../plugins/access.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { itemName } from '../permission/item-names.ts';
import { found } from '../permission/records.ts';
import { declaredMenus, recordFieldsOf } from '../permission/record-fields.ts';
import * as q from './effective-queries.ts';

type Effective = z.infer<typeof effectivePermissions.data>;
type Check = z.infer<typeof checkRecordAccess.data>;
type Via = EffectiveModule['via'];

/** Who grants each item: item id → the granting objects, in a stable order. */
function viaIndex(grants: readonly q.GrantRow[]): Map<string, Via> {
  const index = new Map<string, Via>();
  for (const g of grants) {
    const key = `${g.itemType}:${g.itemId}`;
    index.set(key, [...(index.get(key) ?? []), { objectType: g.objectType, objectId: g.objectId }]);
  }
  return index;
}

const idsOf = (grants: readonly q.GrantRow[], type: q.GrantRow['itemType']) => [...new Set(grants.filter((g) => g.itemType === type).map((g) => g.itemId))];

/**
 * A user's effective permissions with where each comes from. Items count only under a granted menu
 * (a button without its page opens nothing), so only those are listed.
 */
export async function effectiveOf(db: Db, t: TranslateFn, language: Language, userId: string): Promise<Effective> {
  const user = found(await q.livingUser(db, userId), t, 'user');
  const viewer = await viewerOfUser(db, userId);
  const [sources, grants, administration] = await Promise.all([
    q.sourcesOf(db, userId, language),
    user.isAdministrator ? Promise.resolve([]) : q.grantsOf(db, userId),
    q.administrationOf(db, userId, language),
  ]);
  const via = viaIndex(grants);
  const [menus, buttons, columns, forms, rules, checkable] = await Promise.all([
    q.modulesByIds(db, idsOf(grants, 'module')),
    q.itemsByIds(db, 'button', idsOf(grants, 'button')),
    q.itemsByIds(db, 'column', idsOf(grants, 'column')),
    q.itemsByIds(db, 'form', idsOf(grants, 'form')),
    q.dataRulesByIds(db, idsOf(grants, 'resource')),
    q.modulesByCodes(db, declaredMenus()),
  ]);
  const under = <T extends { moduleId: string; id: string; enCode: string; fullName: string; sortCode: number }>(
    list: T[],
    kind: 'button' | 'column' | 'form',
    menu: { id: string; enCode: string },
  ) =>
    list
      .filter((i) => i.moduleId === menu.id)
      .sort((a, b) => a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode))
      .map((i) => ({ id: i.id, enCode: i.enCode, fullName: itemName(t, menu.enCode, kind, i), via: via.get(`${kind}:${i.id}`) ?? [] }));
  const modules = menus
    .sort((a, b) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName))
    .map((m): EffectiveModule => ({
      id: m.id,
      parentId: m.parentId,
      fullName: m.fullName,
      fullNameI18n: m.fullNameI18n ?? null,
      enCode: m.enCode,
      type: m.type,
      via: via.get(`module:${m.id}`) ?? [],
      // A directory is shown while it holds a shown page (the fence looks at pages).
      notShown: !m.enabled ? 'disabled' : viewer && m.type !== 1 && !isPathAllowed(viewer.roleKind, menuPath(m)) ? 'fenced' : null,
      columnPermission: m.columnPermission,
      formPermission: m.formPermission,
      dataPermission: m.dataPermission,
      button: under(buttons, 'button', m),
      column: under(columns, 'column', m),
      form: under(forms, 'form', m),
      resource: rules
        .filter((r) => r.moduleId === m.id)
        .sort((a, b) => a.sortCode - b.sortCode)
        .map((r) => ({ id: r.id, enCode: r.enCode, fullName: r.fullName, conditions: r.conditions, via: via.get(`resource:${r.id}`) ?? [] })),
    }));
  return {
    user,
    sources: sources.map((s) => ({ ...s, enabled: Boolean(s.enabled) })),
    administers: administration.map((a) => ({ organizeId: a.organizeId, fullName: a.fullName, rights: LAYER_RIGHTS.filter((right) => a[right]) })),
    modules,
    checkable: checkable.map((m) => ({ ...m, fullNameI18n: m.fullNameI18n ?? null })),
  };
}

/** May the user see this record of the menu, and why (the same rules the menu's list applies in SQL). */
export async function checkRecord(db: Db, t: TranslateFn, userId: string, menuId: string, recordId: string): Promise<Check> {
  const user = found(await q.livingUser(db, userId), t, 'user');
  const menu = await q.moduleById(db, menuId);
  if (!menu) throw fieldError('menuId', 'admin.refusal.notFound', { what: t('admin.noun.menu') });
  const target = recordFieldsOf(menu.enCode);
  if (!target) throw fieldError('menuId', 'admin.refusal.notCheckable');
  const none = { menuVia: [], rules: [] };
  if (!(await q.recordExists(db, target, recordId))) return { visible: false, reason: 'noRecord', ...none };
  if (user.isAdministrator) return { visible: true, reason: 'administrator', ...none };
  const grants = await q.grantsOf(db, userId);
  const via = viaIndex(grants);
  const menuVia = via.get(`module:${menu.id}`) ?? [];
  if (menuVia.length === 0) return { visible: false, reason: 'noMenu', ...none };
  const viewer = await viewerOfUser(db, userId);
  if (!menu.enabled || (viewer && !isPathAllowed(viewer.roleKind, menuPath(menu)))) return { visible: false, reason: 'notShown', menuVia, rules: [] };
  if (!menu.dataPermission) return { visible: true, reason: 'noDataPermission', menuVia, rules: [] };
  const granted = (await q.dataRulesByIds(db, idsOf(grants, 'resource'))).filter((r) => r.moduleId === menu.id);
  const rules = await Promise.all(
    granted.map(async (r) => ({
      id: r.id,
      enCode: r.enCode,
      fullName: r.fullName,
      conditions: r.conditions,
      via: via.get(`resource:${r.id}`) ?? [],
      matches: await q.recordMeets(db, target, recordId, r.conditions, userId),
    })),
  );
  if (rules.length === 0) return { visible: false, reason: 'noRules', menuVia, rules };
  const visible = rules.some((r) => r.matches);
  return { visible, reason: visible ? 'ruleMatches' : 'noRuleMatches', menuVia, rules };
}

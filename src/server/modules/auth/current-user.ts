import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUSINESS_CODE, LANGUAGES, MENU_TYPE, type Language } from '../../../shared/constants.ts';
import type { CurrentUser, MenuItem, PermissionEntry } from '../../../shared/contracts/current-user.ts';
import { fenceMenu } from '../../../shared/domain/menu-fence.ts';
import { buildTree, pruneEmptyDirectories, treeIds } from '../../../shared/domain/menu-tree.ts';
import { roleKindOf } from '../../../shared/domain/roles.ts';
import { departments, organizations, userPositions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../plugins/auth.ts';
import { unauthorized } from '../../plugins/auth.ts';
import { permittedItems, permittedModules, rolesOf, type ModuleRow } from '../permission/queries.ts';
import { findUserById, previousLogin, type UserRow } from './queries.ts';
import { layoutOf, sysConfigInfo } from './service.ts';

export function toMenuItem(m: ModuleRow): Omit<MenuItem, 'children' | 'hasChildren'> {
  return {
    id: m.id,
    parentId: m.parentId,
    fullName: m.fullName,
    fullNameI18n: m.fullNameI18n,
    enCode: m.enCode,
    icon: m.icon,
    type: m.type,
    urlAddress: m.urlAddress,
    linkTarget: m.linkTarget,
    category: m.category,
    propertyJson: m.propertyJson,
    sortCode: m.sortCode,
    hidden: m.hidden,
  };
}

/** The user's menu: modules their roles grant, fenced to their area, as a tree; `rows` are the kept ones. */
export async function menuTree(app: FastifyInstance, userId: string, isAdministrator: boolean) {
  const [granted, roles] = await Promise.all([permittedModules(app.db, userId, isAdministrator), rolesOf(app.db, userId)]);
  const kind = roleKindOf(roles.map((r) => r.fullName).join(','));
  const tree = fenceMenu(pruneEmptyDirectories(buildTree(granted.map(toMenuItem))), kind);
  const kept = treeIds(tree);
  return { rows: granted.filter((m) => kept.has(m.id)), tree, roles };
}

/** The account's language; one never chosen (null) is spoken to in the default language, zh-CN. */
export function languageOf(value: string | null): Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'zh-CN';
}

/** The account's language as chosen, or null when the user has not had one yet (see settleLanguageAtSignIn). */
const chosenLanguageOf = (value: string | null): Language | null => (value === null ? null : languageOf(value));

/**
 * A locked screen shows who is signed in and nothing else, so someone at the unattended device reads
 * no menu, permissions or contact details; the full answer comes back after unlocking.
 */
function lockedView(user: UserRow, sys: CurrentUser['sysConfigInfo']): CurrentUser {
  return {
    menuList: [],
    permissionList: [],
    sysConfigInfo: sys,
    userInfo: {
      userId: user.id,
      userAccount: user.account,
      account: user.account,
      userName: user.realName,
      realName: user.realName,
      headIcon: user.headIcon,
      email: '',
      mobile: '',
      portalId: '',
      roleName: '',
      roleIds: [],
      organizeId: null,
      organizeName: '',
      departmentId: null,
      departmentName: '',
      positionIds: [],
      isAdministrator: false,
      supplierCodes: [],
      plants: [],
      purchasingGroups: [],
      theme: layoutOf(user.theme),
      language: chosenLanguageOf(user.language),
      isLock: true,
      passwordChangeRequired: user.passwordChangeRequired,
      prevLogin: false,
      prevLoginTime: null,
      prevLoginIPAddress: '',
      prevLoginIPAddressName: '',
    },
  };
}

export async function loadCurrentUser(app: FastifyInstance, request: FastifyRequest, session: SessionInfo): Promise<CurrentUser> {
  const { db } = app;
  const user = await findUserById(db, session.userId);
  if (!user) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  if (session.locked) return lockedView(user, await sysConfigInfo(app));
  const { rows, tree, roles } = await menuTree(app, user.id, user.isAdministrator);
  const pages = rows.filter((m) => m.type !== MENU_TYPE.directory);
  const ids = pages.map((m) => m.id);
  const [buttons, columns, forms, prev, org, dept, positions] = await Promise.all([
    permittedItems(db, 'button', user.id, user.isAdministrator, ids),
    permittedItems(db, 'column', user.id, user.isAdministrator, ids),
    permittedItems(db, 'form', user.id, user.isAdministrator, ids),
    previousLogin(db, user.id, session.createdAt),
    user.organizationId ? db.select({ fullName: organizations.fullName }).from(organizations).where(eq(organizations.id, user.organizationId)) : [],
    user.departmentId ? db.select({ fullName: departments.fullName }).from(departments).where(eq(departments.id, user.departmentId)) : [],
    db.select({ id: userPositions.positionId }).from(userPositions).where(eq(userPositions.userId, user.id)),
  ]);
  const pick = (list: typeof buttons, moduleId: string) =>
    list.filter((i) => i.moduleId === moduleId).map(({ id, fullName, enCode }) => ({ id, fullName, enCode }));
  const permissionList: PermissionEntry[] = pages.map((m) => ({
    modelId: m.id,
    moduleName: m.fullName,
    button: pick(buttons, m.id),
    column: pick(columns, m.id),
    form: pick(forms, m.id),
    resource: [],
  }));

  return {
    menuList: tree,
    permissionList,
    sysConfigInfo: await sysConfigInfo(app),
    userInfo: {
      userId: user.id,
      userAccount: user.account,
      account: user.account,
      userName: user.realName,
      realName: user.realName,
      headIcon: user.headIcon,
      email: user.email,
      mobile: user.mobile,
      portalId: '',
      roleName: roles.map((r) => r.fullName).join(','),
      roleIds: roles.map((r) => r.id),
      organizeId: user.organizationId,
      organizeName: org[0]?.fullName ?? '',
      departmentId: user.departmentId,
      departmentName: dept[0]?.fullName ?? '',
      positionIds: positions.map((p) => p.id),
      isAdministrator: user.isAdministrator,
      supplierCodes: user.supplierCodes,
      plants: user.plants,
      purchasingGroups: user.purchasingGroups,
      theme: layoutOf(user.theme),
      language: chosenLanguageOf(user.language),
      isLock: session.locked,
      passwordChangeRequired: user.passwordChangeRequired,
      prevLogin: Boolean(prev),
      prevLoginTime: prev ? prev.at.getTime() : null,
      prevLoginIPAddress: prev?.ip ?? '',
      prevLoginIPAddressName: prev ? request.t(prev.place) : '',
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localName } from '../../../shared/domain/local-names.ts';
import { BUSINESS_CODE, LANGUAGES, MENU_TYPE, type Language } from '../../../shared/constants.ts';
import type { CurrentUser, MenuItem, PermissionEntry, PermissionItem } from '../../../shared/contracts/current-user.ts';
import { fenceMenu } from '../../../shared/domain/menu-fence.ts';
import { buildTree, pruneEmptyDirectories, treeIds } from '../../../shared/domain/menu-tree.ts';
import { accountKindOf } from '../../../shared/domain/roles.ts';
import type { Viewer } from '../../plugins/access.ts';
import type { SessionInfo } from '../../plugins/auth.ts';
import { unauthorized } from '../../plugins/auth.ts';
import { grantedModuleIds, permittedItems, permittedModules, rolesOf, type ItemKind, type ModuleItem, type ModuleRow } from '../permission/queries.ts';
import { perDatabase } from '../../db/per-database.ts';
import { RevisionCache } from '../permission/grants-cache.ts';
import { perServer } from '../../plugins/session-changes.ts';
import { findUserById, findUserWithPlaces, type UserRow } from './queries.ts';
import { layoutOf, sysConfigInfo, sysConfigOf } from './service.ts';

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

type RoleRow = Omit<Awaited<ReturnType<typeof rolesOf>>[number], 'fullNameI18n'>;

/**
 * The user's menu: modules their roles grant, fenced to their area, as a tree; `rows` are the kept
 * ones. `knownRoles`: the user's enabled roles when the caller has them already (the request's viewer).
 */
export async function menuTree(app: FastifyInstance, userId: string, isAdministrator: boolean, knownRoles?: readonly RoleRow[]) {
  const [granted, roles] = await Promise.all([permittedModules(app.db, userId, isAdministrator), knownRoles ?? rolesOf(app.db, userId)]);
  const kind = accountKindOf(roles.map((r) => r.kind));
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
      roleKind: 'other',
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

/** One pass over a granted item list, grouped by menu (a user may hold thousands over hundreds of menus). */
function byModule(items: readonly ModuleItem[]): Map<string, PermissionItem[]> {
  const grouped = new Map<string, PermissionItem[]>();
  for (const { id, fullName, enCode, moduleId } of items) {
    const list = grouped.get(moduleId);
    if (list) list.push({ id, fullName, enCode });
    else grouped.set(moduleId, [{ id, fullName, enCode }]);
  }
  return grouped;
}

/** CurrentUser's part that depends only on the user's grants: cached per grants revision. */
interface Grants {
  menuList: MenuItem[];
  permissionList: PermissionEntry[];
}

/**
 * The menu and permission lists as the grants give them. Every read needs only the user, so all go
 * out at once: under load each round trip in a row waits its turn for a connection again. Items are
 * read for every granted module and kept below for the pages the menu keeps (fence, empty directories).
 */
async function readGrants(app: FastifyInstance, userId: string, isAdministrator: boolean, roles: readonly RoleRow[]): Promise<Grants> {
  const granted = grantedModuleIds(userId, isAdministrator);
  const items = (kind: ItemKind) => permittedItems(app.db, kind, userId, isAdministrator, granted);
  const [{ rows, tree }, buttons, columns, forms, resources] = await Promise.all([
    menuTree(app, userId, isAdministrator, roles),
    items('button'),
    items('column'),
    items('form'),
    items('resource'),
  ]);
  const pages = rows.filter((m) => m.type !== MENU_TYPE.directory);
  const [buttonsOf, columnsOf, formsOf, resourcesOf] = [byModule(buttons), byModule(columns), byModule(forms), byModule(resources)];
  const none: PermissionItem[] = [];
  const permissionList: PermissionEntry[] = pages.map((m) => ({
    modelId: m.id,
    moduleName: m.fullName,
    button: buttonsOf.get(m.id) ?? none,
    column: columnsOf.get(m.id) ?? none,
    form: formsOf.get(m.id) ?? none,
    resource: resourcesOf.get(m.id) ?? none,
  }));
  return { menuList: tree, permissionList };
}

/** What a cached answer holds: its pages and their items (a user may hold thousands). */
const weightOf = ({ permissionList }: Grants) =>
  permissionList.reduce((n, p) => n + 1 + p.button.length + p.column.length + p.form.length + p.resource.length, 0);
/** About 40 MB at most: a few hundred users of a large menu, thousands of ordinary ones. */
const GRANTS_CACHE_ITEMS = 200_000;
const grantsCacheOf = perDatabase(() => new RevisionCache<Grants>(GRANTS_CACHE_ITEMS, weightOf));

/** The user's grants at the revision their session check read (one cache per database, so per server). */
function grantsAt(app: FastifyInstance, session: SessionInfo, roles: readonly RoleRow[]): Promise<Grants> {
  const { userId, isAdministrator, grantsRevision } = session;
  return grantsCacheOf(app.db).get(`${userId}:${isAdministrator}`, grantsRevision, () => readGrants(app, userId, isAdministrator, roles));
}

/**
 * The account's places, last sign-in before the session and the public settings, per user and session
 * start (the last sign-in is the one before it), kept in step with the database like the session
 * check (plugins/session-changes.ts).
 */
const placesOf = perServer<Awaited<ReturnType<typeof findUserWithPlaces>>>({ capacity: 20_000, ttlMs: 30_000, userOf: (found) => found?.user.id });

export async function loadCurrentUser(app: FastifyInstance, request: FastifyRequest, session: SessionInfo, viewer: Viewer): Promise<CurrentUser> {
  const { db } = app;
  if (session.locked) {
    const user = await findUserById(db, session.userId);
    if (!user) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
    return lockedView(user, await sysConfigInfo(app));
  }
  const roles = viewer.roles;
  const { userId, createdAt } = session;
  const places = placesOf(app.sessionChanges).get(`${userId}:${createdAt.getTime()}`, () => findUserWithPlaces(db, userId, createdAt));
  const [found, { menuList, permissionList }] = await Promise.all([places, grantsAt(app, session, roles)]);
  if (!found) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  const { user, positionIds, prev } = found;
  // Where the user sits, named in the reader's language.
  const organizeName = localName({ fullName: found.organizeName, fullNameI18n: found.organizeNames }, request.lang);
  const departmentName = localName({ fullName: found.departmentName, fullNameI18n: found.departmentNames }, request.lang);
  const sys = sysConfigOf(found.publicConfig);

  return {
    menuList,
    permissionList,
    sysConfigInfo: sys,
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
      // The names as entered, not the reader's: the original clients fence users by reading them (roles.ts).
      roleName: roles.map((r) => r.fullName).join(','),
      roleKind: accountKindOf(roles.map((r) => r.kind)),
      roleIds: roles.map((r) => r.id),
      organizeId: user.organizationId,
      organizeName,
      departmentId: user.departmentId,
      departmentName,
      positionIds,
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

import type { Language } from '../../../shared/constants.ts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import {
  GENDERS,
  USER_PERMISSION_COLUMNS,
  type listUsers,
  type newUserForm,
  type userEditForm,
  type userForm,
  type UserRow,
} from '../../../shared/contracts/users.ts';
import { ADMIN_MENU } from '../../../shared/domain/admin-menus.ts';
import { passwordRuleOf } from '../../../shared/domain/password.ts';
import { accountKindOf } from '../../../shared/domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { viewerModule, type Viewer } from '../../plugins/access.ts';
import { fieldError, forbidden } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { hashDigest, md5Hex } from '../auth/passwords.ts';
import { endUserSessions } from '../auth/queries.ts';
import { departmentById, organizationById } from '../organize/queries.ts';
import { requireReach, type OrgReach } from '../permission/org-reach.ts';
import { grantsBeyond, heldBeyond } from '../permission/queries.ts';
import { fullAccess, recordAccess, requireWithinRules, type RecordAccess } from '../permission/record-fields.ts';
import { departmentSubtree, found, markOf, organizationSubtree, organizeKind, requireIds, subtreeIds } from '../permission/records.ts';
import { namePinyin } from './name-pinyin.ts';
import * as q from './queries.ts';
import { NEW_USER_DEFAULTS, USER_RECORDS, type UserField } from './record-fields.ts';
import { editAsSaved, hiddenDetailFields, withoutHidden } from './detail-fields.ts';
import { checkPoStanding, poStandingBeyond } from './scope-grants.ts';

type UserForm = z.infer<typeof userForm>;

const genderOf = (value: string): (typeof GENDERS)[number] =>
  (GENDERS as readonly string[]).includes(value) ? (value as (typeof GENDERS)[number]) : 'unknown';
type NewUserForm = z.infer<typeof newUserForm>;
type UserEdit = z.infer<typeof userEditForm>;

/**
 * What the viewer may do with users' records. Through the page: its column, form and data permissions
 * (USER_RECORDS). A tiered organisation administrator is trusted with the whole record of the users
 * of the organisations within reach (they edit it): grants that come with the page do not narrow it.
 */
export async function userAccess(db: Db, viewer: Viewer, reach: OrgReach): Promise<RecordAccess<UserField>> {
  if (!reach.everywhere) return { ...fullAccess(USER_RECORDS), rows: q.inReach(reach) };
  const module = await viewerModule(db, viewer, ADMIN_MENU.user);
  if (!module) throw new Error('the user module gate let in a viewer who does not hold the module');
  return recordAccess(db, viewer, module, USER_RECORDS);
}

/** The Users page's list columns the viewer's column permission hides (the detail leaves their fields out). */
const hiddenColumns = (access: RecordAccess<UserField>) => USER_PERMISSION_COLUMNS.filter((c) => access.hidden.has(c));

/** The users the viewer may act on, as a condition (undefined: all). */
export const visibleUsers = async (db: Db, viewer: Viewer, reach: OrgReach) => (await userAccess(db, viewer, reach)).rows;

/** The list's rows as a condition: under the organisation or department, matching the keyword, within the data rules. */
export async function userListFilter(db: Db, query: { keyword?: string | undefined; organizeId?: string | undefined }, access: RecordAccess<UserField>) {
  let under;
  if (query.organizeId) {
    const kind = await organizeKind(db, query.organizeId);
    under =
      kind === 'department'
        ? q.inDepartments(await subtreeIds(db, departmentSubtree(query.organizeId)))
        : q.inOrganizations(kind === 'organization' ? await subtreeIds(db, organizationSubtree(query.organizeId)) : []);
  }
  return and(under, access.rows, q.keywordFilter(query.keyword));
}

export async function userList(db: Db, viewer: Viewer, query: QueryOf<typeof listUsers>, reach: OrgReach, language: Language) {
  const access = await userAccess(db, viewer, reach);
  const page = await q.userPage(db, { ...query, language }, await userListFilter(db, query, access));
  return {
    ...page,
    list: page.list.map(({ enabled, createdAt, lockedUntil, gender, ...u }): UserRow =>
      access.visible({
        ...u,
        gender: genderOf(gender),
        enabledMark: markOf(enabled),
        lockedUntil: lockedUntil ? new Date(lockedUntil).getTime() : null,
        creatorTime: createdAt.getTime(),
      }),
    ),
  };
}

/** Checks the form's references and that a non-administrator hands out no more than they hold. */
async function checkForm(db: Db, t: TranslateFn, viewer: Viewer, id: string | null, body: UserForm): Promise<void> {
  if (!(await organizationById(db, body.organizeId))) throw fieldError('organizeId', 'admin.refusal.notFound', { what: t('admin.noun.organization') });
  if (body.departmentId !== null) {
    const dept = await departmentById(db, body.departmentId);
    if (!dept) throw fieldError('departmentId', 'admin.refusal.notFound', { what: t('admin.noun.department') });
    if (dept.organizationId !== body.organizeId) throw fieldError('departmentId', 'admin.refusal.departmentElsewhere');
  }
  if (body.managerId !== null) {
    if (body.managerId === id) throw fieldError('managerId', 'admin.refusal.ownParent', { what: t('admin.noun.manager') });
    await requireIds(db, t, 'managerId', 'manager', 'users', [body.managerId]);
  }
  await requireIds(db, t, 'roleId', 'role', 'roles', body.roleId);
  await requireIds(db, t, 'positionId', 'position', 'positions', body.positionId);
  await requireIds(db, t, 'groupId', 'group', 'user_groups', body.groupId);
  if (await q.accountTaken(db, body.account, id)) throw fieldError('account', 'admin.refusal.accountTaken', { account: body.account });
  if (await q.emailTaken(db, body.email, id)) throw fieldError('email', 'error.emailTaken');
  if (!viewer.isAdministrator) {
    if (id === viewer.userId) throw fieldError('roleId', 'admin.refusal.self');
    for (const [field, type, ids] of [
      ['roleId', 'role', body.roleId],
      ['positionId', 'position', body.positionId],
      ['groupId', 'group', body.groupId],
    ] as const)
      if ((await grantsBeyond(db, viewer.userId, type, ids)) > 0) throw fieldError(field, 'admin.refusal.notHeld');
    await checkPoStanding(db, viewer, { ...body, roleIds: body.roleId });
  }
}

const values = (body: UserForm) => ({
  account: body.account,
  realName: body.realName,
  namePinyin: namePinyin(body.realName),
  gender: body.gender,
  mobile: body.mobilePhone,
  email: body.email,
  organizationId: body.organizeId,
  departmentId: body.departmentId,
  managerId: body.managerId,
  positionId: body.positionId[0] ?? null,
  enabled: body.enabledMark === 1,
  description: body.description,
  sortCode: body.sortCode,
  supplierCodes: body.supplierCodes,
  plants: body.plants,
  purchasingGroups: body.purchasingGroups,
  signature: body.signature,
});

const memberships = (body: UserForm): q.Memberships => ({
  organizationId: body.organizeId,
  roleIds: body.roleId,
  positionIds: body.positionId,
  groupIds: body.groupId,
});

/** The stored user as its form holds it (the detail joins the id lists; a form permission compares with it). */
const storedForm = (u: q.UserRecord, m: Awaited<ReturnType<typeof q.membershipsOf>>) => ({
  account: u.account,
  realName: u.realName,
  gender: u.gender,
  mobilePhone: u.mobile,
  email: u.email,
  organizeId: u.organizationId,
  departmentId: u.departmentId,
  managerId: u.managerId,
  roleId: m.roleIds,
  positionId: m.positionIds,
  groupId: m.groupIds,
  enabledMark: markOf(u.enabled),
  description: u.description,
  sortCode: u.sortCode,
  supplierCodes: u.supplierCodes,
  plants: u.plants,
  purchasingGroups: u.purchasingGroups,
  signature: u.signature,
});

export async function createUser(db: Db, t: TranslateFn, viewer: Viewer, body: NewUserForm, reach: OrgReach): Promise<string> {
  const access = await userAccess(db, viewer, reach);
  access.checkWrite(t, body, NEW_USER_DEFAULTS);
  await checkForm(db, t, viewer, null, body);
  requireReach(reach, body.organizeId);
  const rule = passwordRuleOf(accountKindOf([...(await q.roleKindsOf(db, body.roleId)).values()]));
  if (!rule.test(body.userPassword)) throw fieldError('userPassword', rule.key);
  const passwordHash = await hashDigest(md5Hex(body.userPassword));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values(body), passwordHash, passwordChangeRequired: true })
      .returning({ id: users.id });
    await q.setMemberships(tx, row!.id, memberships(body));
    await requireWithinRules(tx, access, USER_RECORDS, row!.id);
    return row!.id;
  });
}

export async function updateUser(app: FastifyInstance, t: TranslateFn, viewer: Viewer, id: string, edit: UserEdit, reach: OrgReach): Promise<void> {
  const { db } = app;
  const access = await userAccess(db, viewer, reach);
  const current = found(await q.userById(db, id, access.rows), t, 'user');
  const body = editAsSaved(t, edit, current, hiddenDetailFields(hiddenColumns(access)));
  access.checkWrite(t, body, storedForm(current, await q.membershipsOf(db, id)));
  // Where the account would go must be within reach too, not only where it is.
  requireReach(reach, body.organizeId);
  // Whoever could edit an administrator could change their e-mail and take the account over.
  if (current.isAdministrator && !viewer.isAdministrator) throw forbidden('admin.refusal.adminOnly');
  await refuseTakeover(db, viewer, id);
  await checkForm(db, t, viewer, id, body);
  // The administrator flag is not part of the form: only another administrator's seed or database sets it.
  if (current.isAdministrator && body.enabledMark === 0) throw fieldError('enabledMark', 'admin.refusal.administrator');
  await db.transaction(async (tx) => {
    await tx.update(users).set(values(body)).where(eq(users.id, id));
    await q.setMemberships(tx, id, memberships(body));
    // Not out of the viewer's own rules: a manager could not hand a subordinate to nobody and lose them.
    await requireWithinRules(tx, access, USER_RECORDS, id);
  });
  if (current.enabled && body.enabledMark === 0) await endSessions(app, id);
}

/**
 * A non-administrator sets the password or the e-mail (a way to a new password) only of an account
 * holding nothing they do not hold themselves: signing in as it would hand them its rights.
 */
export async function refuseTakeover(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (viewer.isAdministrator) return;
  if ((await heldBeyond(db, viewer.userId, id)) > 0 || (await poStandingBeyond(db, viewer, id))) throw forbidden('admin.refusal.holdsMore');
}

/** Ends every session of the user; their next call answers 601 and their sockets hear `logout`. */
export async function endSessions(app: FastifyInstance, userId: string): Promise<void> {
  await endUserSessions(app.db, userId, 'forced');
  await app.hub.recheckSessions(userId);
}

export async function userInfo(db: Db, t: TranslateFn, viewer: Viewer, id: string, reach: OrgReach) {
  const access = await userAccess(db, viewer, reach);
  const u = found(await q.userById(db, id, access.rows), t, 'user');
  const m = await q.membershipsOf(db, id);
  const hidden = hiddenDetailFields(hiddenColumns(access));
  const detail = {
    id: u.id,
    ...storedForm(u, m),
    gender: genderOf(u.gender),
    roleId: m.roleIds.join(','),
    positionId: m.positionIds.join(','),
    groupId: m.groupIds.join(','),
    creatorTime: u.createdAt.getTime(),
    hiddenFields: hidden,
  };
  return withoutHidden(detail, hidden);
}

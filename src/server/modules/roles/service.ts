import type { z } from 'zod';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import type { listRoles, roleForm } from '../../../shared/contracts/roles.ts';
import type { Language } from '../../../shared/constants.ts';
import { localNamesOf } from '../../../shared/domain/local-names.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/access.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { found, markOf, requireIds, stillHolds, uniqueCode } from '../permission/records.ts';
import { requireKindAuthority, requireNoHoldersToDisable, settledKind } from './kinds.ts';
import * as q from './queries.ts';

type RoleForm = z.infer<typeof roleForm>;

export async function roleList(db: Db, query: QueryOf<typeof listRoles>, language: Language) {
  const page = await q.rolePage(db, { ...query, language }, query.organizeId ? q.offeredIn([query.organizeId]) : undefined);
  return {
    ...page,
    list: page.list.map(({ enabled, createdAt, globalMark, fullNameI18n, ...r }) => ({
      ...r,
      fullNameI18n: localNamesOf(fullNameI18n),
      globalMark: markOf(globalMark),
      enabledMark: markOf(enabled),
      creatorTime: createdAt.getTime(),
    })),
  };
}

const optionsOf = (rows: Awaited<ReturnType<typeof q.enabledRoles>>) => rows.map((r) => ({ ...r, globalMark: markOf(r.globalMark) }));

export async function roleOptions(db: Db, language: Language, organizationIds?: readonly string[]) {
  return optionsOf(await q.enabledRoles(db, language, organizationIds ? q.offeredIn(organizationIds) : undefined));
}

/** The enabled roles the viewer may hand out (contracts/roles.ts roleSelectorByPermission). */
export async function rolesToHandOut(db: Db, viewer: Viewer, language: Language) {
  return optionsOf(await q.enabledRoles(db, language, viewer.isAdministrator ? undefined : q.givableBy(viewer.userId)));
}

const values = (body: RoleForm, kind: q.RoleValues['kind']): q.RoleValues => ({
  enCode: body.enCode,
  fullName: body.fullName,
  fullNameI18n: body.fullNameI18n,
  description: body.description,
  sortCode: body.sortCode,
  enabled: body.enabledMark === 1,
  globalMark: body.globalMark === 1,
  kind,
});

/** A role neither global nor offered in an organisation could be given to no one: its scope would read empty. */
function requireScope(body: RoleForm): void {
  if (body.globalMark !== 1 && body.organizeIds.length === 0) throw fieldError('organizeIds', 'admin.role.organizationsRequired');
}

export async function createRole(db: Db, t: TranslateFn, viewer: Viewer, body: RoleForm): Promise<string> {
  requireScope(body);
  const kind = settledKind(viewer, t, body, body.kind, 'none');
  await requireIds(db, t, 'organizeIds', 'organization', 'organizations', body.organizeIds);
  return db.transaction(async (tx) => {
    const id = await uniqueCode(t, 'role', body.enCode, () => q.insertRole(tx, values(body, kind)));
    await q.setRoleOrganizations(tx, id, body.globalMark === 1 ? [] : body.organizeIds);
    return id;
  });
}

export async function updateRole(db: Db, t: TranslateFn, viewer: Viewer, id: string, body: RoleForm): Promise<void> {
  requireScope(body);
  const current = found(await q.roleById(db, id), t, 'role');
  requireKindAuthority(viewer, current);
  const kind = settledKind(viewer, t, body, body.kind, current.kind);
  await requireIds(db, t, 'organizeIds', 'organization', 'organizations', body.organizeIds);
  await db.transaction(async (tx) => {
    requireNoHoldersToDisable(current, body.enabledMark === 1, await q.holderCount(tx, id));
    await uniqueCode(t, 'role', body.enCode, () => q.updateRoleRow(tx, id, values(body, kind)));
    await q.setRoleOrganizations(tx, id, body.globalMark === 1 ? [] : body.organizeIds);
  });
}

export async function roleInfo(db: Db, t: TranslateFn, id: string) {
  const r = found(await q.roleById(db, id), t, 'role');
  return {
    id: r.id,
    fullName: r.fullName,
    fullNameI18n: localNamesOf(r.fullNameI18n),
    enCode: r.enCode,
    globalMark: markOf(r.globalMark),
    organizeIds: await q.organizationsOfRole(db, id),
    enabledMark: markOf(r.enabled),
    kind: r.kind,
    description: r.description,
    sortCode: r.sortCode,
    creatorTime: r.createdAt.getTime(),
  };
}

export async function toggleRole(db: Db, t: TranslateFn, viewer: Viewer, id: string): Promise<0 | 1> {
  return db.transaction(async (tx) => {
    const r = found(await q.roleById(tx, id), t, 'role');
    requireKindAuthority(viewer, r);
    requireNoHoldersToDisable(r, !r.enabled, await q.holderCount(tx, id));
    await q.updateRoleRow(tx, id, { enabled: !r.enabled });
    return markOf(!r.enabled);
  });
}

export async function deleteRole(db: Db, t: TranslateFn, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    requireKindAuthority(viewer, found(await q.roleById(tx, id), t, 'role'));
    const holders = await q.holderCount(tx, id);
    if (holders > 0) throw stillHolds(t, 'role', holders, 'users');
    await q.deleteRoleRow(tx, id);
  });
}

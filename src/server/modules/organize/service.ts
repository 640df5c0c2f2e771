import type { z } from 'zod';
import type { DepartmentNode, OrganizeNode, departmentForm, organizationForm } from '../../../shared/contracts/organize.ts';
import type { TreeNode } from '../../../shared/contracts/admin-fields.ts';
import type { Language } from '../../../shared/constants.ts';
import { localName, localNamesOf, nameOrCodeHas, type LocalNames } from '../../../shared/domain/local-names.ts';
import { buildTree, keepMatching, withoutSubtree } from '../../../shared/domain/menu-tree.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { outsideReach, placesUnder, reaches, requireReach, type OrgReach } from '../permission/org-reach.ts';
import { departmentSubtree, found, isWithin, markOf, organizationSubtree, stillHolds, uniqueCode } from '../permission/records.ts';
import * as q from './queries.ts';

type OrganizationForm = z.infer<typeof organizationForm>;
type DepartmentForm = z.infer<typeof departmentForm>;

/** A keyword matches the name as entered, the code, or the name in any language. */
const matchesKeyword = (keyword: string | undefined) => (n: { fullName: string; fullNameI18n: LocalNames; enCode: string }) =>
  !keyword || nameOrCodeHas(n, keyword.toLowerCase());

/** An organisation as its page and form hold it: the name as entered, and per language. */
const organizationRecord = (o: q.OrganizationRecord) => ({
  id: o.id,
  parentId: o.parentId,
  fullName: o.fullName,
  fullNameI18n: localNamesOf(o.fullNameI18n),
  enCode: o.enCode,
  enabledMark: markOf(o.enabled),
  description: o.description,
  sortCode: o.sortCode,
  creatorTime: o.createdAt.getTime(),
});

/** Where the caller reaches for each action on the Organisations page. */
export interface OrganizationReaches {
  select: OrgReach;
  edit: OrgReach;
  add: OrgReach;
  remove: OrgReach;
}

/**
 * The organisations within reach as a tree (one whose parent is out of reach stands at the top), each
 * saying what the caller's reach allows there, and whether they may add one at the top.
 */
export async function organizationList(db: Db, keyword: string | undefined, reach: OrganizationReaches): Promise<{ list: OrganizeNode[]; mayAddTop: boolean }> {
  const rows = (await q.allOrganizations(db)).filter((o) => reaches(reach.select, o.id));
  const tree = buildTree(
    rows.map((o) => ({
      ...organizationRecord(o),
      mayEdit: reaches(reach.edit, o.id),
      mayAddChild: placesUnder(reach.add, o.id),
      mayRemove: reaches(reach.remove, o.id),
    })),
  );
  return { list: keepMatching(tree, matchesKeyword(keyword)), mayAddTop: placesUnder(reach.add, null) };
}

/** An organisation as a picker's node, named for a reader of `language`. */
const organizationNode = (o: q.OrganizationRecord, language: Language) => ({
  id: o.id,
  parentId: o.parentId,
  fullName: localName(o, language),
  enCode: o.enCode,
  sortCode: o.sortCode,
  type: 'company' as const,
  enabledMark: markOf(o.enabled),
});

/** Organisations, without `exclude` and its subtree (the parent choices of `exclude`). */
export async function organizationChoices(db: Db, language: Language, exclude: string): Promise<TreeNode[]> {
  const tree = buildTree((await q.allOrganizations(db)).map((o) => organizationNode(o, language)));
  return exclude === '0' ? tree : withoutSubtree(tree, exclude);
}

/** Organisations with their departments under them; without department `exclude` and its subtree. */
export async function organizeTree(db: Db, language: Language, exclude = '0'): Promise<TreeNode[]> {
  const [orgs, depts] = await Promise.all([q.allOrganizations(db), q.departmentsOf(db)]);
  const nodes = [
    ...orgs.map((o) => organizationNode(o, language)),
    ...depts.map((d) => ({
      id: d.id,
      // A top department hangs under its organisation.
      parentId: d.parentId ?? d.organizationId,
      fullName: localName(d, language),
      enCode: d.enCode,
      sortCode: d.sortCode,
      type: 'department' as const,
      enabledMark: markOf(d.enabled),
    })),
  ];
  const tree = buildTree(nodes);
  return exclude === '0' ? tree : withoutSubtree(tree, exclude);
}

function organizationValues(body: OrganizationForm): q.OrganizationValues {
  return {
    parentId: body.parentId,
    enCode: body.enCode,
    fullName: body.fullName,
    fullNameI18n: body.fullNameI18n,
    description: body.description,
    sortCode: body.sortCode,
    enabled: body.enabledMark === 1,
  };
}

async function checkOrganizationParent(db: Db, t: TranslateFn, id: string | null, parentId: string | null): Promise<void> {
  if (parentId === null) return;
  if (!(await q.organizationById(db, parentId))) throw fieldError('parentId', 'admin.refusal.notFound', { what: t('admin.noun.organization') });
  if (id !== null && (await isWithin(db, organizationSubtree(id), parentId)))
    throw fieldError('parentId', 'admin.refusal.ownParent', { what: t('admin.noun.organization') });
}

export async function createOrganization(db: Db, t: TranslateFn, body: OrganizationForm, reach: OrgReach): Promise<string> {
  await checkOrganizationParent(db, t, null, body.parentId);
  if (!placesUnder(reach, body.parentId)) throw outsideReach();
  return uniqueCode(t, 'organization', body.enCode, () => q.insertOrganization(db, organizationValues(body)));
}

export async function updateOrganization(db: Db, t: TranslateFn, id: string, body: OrganizationForm, reach: OrgReach): Promise<void> {
  const current = found(await q.organizationById(db, id), t, 'organization');
  requireReach(reach, id);
  await checkOrganizationParent(db, t, id, body.parentId);
  // Moving it is placing it anew: where it goes must be within reach too.
  if (body.parentId !== current.parentId && !placesUnder(reach, body.parentId)) throw outsideReach();
  await uniqueCode(t, 'organization', body.enCode, () => q.updateOrganizationRow(db, id, organizationValues(body)));
}

export async function organizationInfo(db: Db, t: TranslateFn, id: string, reach: OrgReach) {
  const o = found(await q.organizationById(db, id), t, 'organization');
  requireReach(reach, id);
  return organizationRecord(o);
}

export async function deleteOrganization(db: Db, t: TranslateFn, id: string, reach: OrgReach): Promise<void> {
  await db.transaction(async (tx) => {
    found(await q.organizationById(tx, id), t, 'organization');
    requireReach(reach, id);
    const holds = await q.organizationHolds(tx, id);
    if (holds.organizations > 0) throw stillHolds(t, 'organization', holds.organizations, 'organizations');
    if (holds.departments > 0) throw stillHolds(t, 'organization', holds.departments, 'departments');
    if (holds.positions > 0) throw stillHolds(t, 'organization', holds.positions, 'positions');
    if (holds.users > 0) throw stillHolds(t, 'organization', holds.users, 'users');
    await q.deleteOrganizationRow(tx, id);
  });
}

export async function departmentList(db: Db, t: TranslateFn, organizationId: string, keyword: string | undefined, reach: OrgReach): Promise<DepartmentNode[]> {
  found(await q.organizationById(db, organizationId), t, 'organization');
  requireReach(reach, organizationId);
  const rows = await q.departmentsOf(db, organizationId);
  const tree = buildTree(
    rows.map((d) => ({
      id: d.id,
      parentId: d.parentId,
      organizeId: d.organizationId,
      fullName: d.fullName,
      fullNameI18n: localNamesOf(d.fullNameI18n),
      enCode: d.enCode,
      managerId: d.managerId,
      manager: d.manager,
      enabledMark: markOf(d.enabled),
      description: d.description,
      sortCode: d.sortCode,
      creatorTime: d.createdAt.getTime(),
    })),
  );
  return keepMatching(tree, matchesKeyword(keyword));
}

async function checkDepartment(db: Db, t: TranslateFn, id: string | null, body: DepartmentForm): Promise<void> {
  if (!(await q.organizationById(db, body.organizeId))) throw fieldError('organizeId', 'admin.refusal.notFound', { what: t('admin.noun.organization') });
  if (body.parentId !== null) {
    const parent = await q.departmentById(db, body.parentId);
    if (!parent) throw fieldError('parentId', 'admin.refusal.notFound', { what: t('admin.noun.department') });
    if (parent.organizationId !== body.organizeId) throw fieldError('parentId', 'admin.refusal.parentElsewhere');
    if (id !== null && (await isWithin(db, departmentSubtree(id), body.parentId)))
      throw fieldError('parentId', 'admin.refusal.ownParent', { what: t('admin.noun.department') });
  }
  if (body.managerId !== null && !(await q.activeUserExists(db, body.managerId)))
    throw fieldError('managerId', 'admin.refusal.notFound', { what: t('admin.noun.manager') });
}

function departmentValues(body: DepartmentForm): q.DepartmentValues {
  return {
    organizationId: body.organizeId,
    parentId: body.parentId,
    enCode: body.enCode,
    fullName: body.fullName,
    fullNameI18n: body.fullNameI18n,
    managerId: body.managerId,
    description: body.description,
    sortCode: body.sortCode,
    enabled: body.enabledMark === 1,
  };
}

export async function createDepartment(db: Db, t: TranslateFn, body: DepartmentForm, reach: OrgReach): Promise<string> {
  await checkDepartment(db, t, null, body);
  requireReach(reach, body.organizeId);
  return uniqueCode(t, 'department', body.enCode, () => q.insertDepartment(db, departmentValues(body)));
}

export async function updateDepartment(db: Db, t: TranslateFn, id: string, body: DepartmentForm, reach: OrgReach): Promise<void> {
  const current = found(await q.departmentById(db, id), t, 'department');
  // A write checks where the record is and where it would go.
  requireReach(reach, current.organizationId);
  requireReach(reach, body.organizeId);
  // Moving a department to another organisation would strand its positions and members there.
  if (current.organizationId !== body.organizeId) {
    const holds = await q.departmentHolds(db, id);
    if (holds.departments + holds.positions + holds.users > 0) throw fieldError('organizeId', 'admin.refusal.departmentElsewhere');
  }
  await checkDepartment(db, t, id, body);
  await uniqueCode(t, 'department', body.enCode, () => q.updateDepartmentRow(db, id, departmentValues(body)));
}

export async function departmentInfo(db: Db, t: TranslateFn, id: string, reach: OrgReach) {
  const d = found(await q.departmentById(db, id), t, 'department');
  requireReach(reach, d.organizationId);
  return {
    id: d.id,
    organizeId: d.organizationId,
    parentId: d.parentId,
    managerId: d.managerId,
    fullName: d.fullName,
    fullNameI18n: localNamesOf(d.fullNameI18n),
    enCode: d.enCode,
    enabledMark: markOf(d.enabled),
    description: d.description,
    sortCode: d.sortCode,
    creatorTime: d.createdAt.getTime(),
  };
}

export async function deleteDepartment(db: Db, t: TranslateFn, id: string, reach: OrgReach): Promise<void> {
  await db.transaction(async (tx) => {
    const department = found(await q.departmentById(tx, id), t, 'department');
    requireReach(reach, department.organizationId);
    const holds = await q.departmentHolds(tx, id);
    if (holds.departments > 0) throw stillHolds(t, 'department', holds.departments, 'departments');
    if (holds.positions > 0) throw stillHolds(t, 'department', holds.positions, 'positions');
    if (holds.users > 0) throw stillHolds(t, 'department', holds.users, 'users');
    await q.deleteDepartmentRow(tx, id);
  });
}

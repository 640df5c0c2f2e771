/**
 * The user picker's answers (contracts/user-pickers.ts). Every caller the contract admits sees every
 * enabled user, as Users/All: no data rule narrows a picker. Searches answer at most PICKER_LIMIT
 * users, and so does each level of the tree and each list; getUserList (a picker's current value,
 * which the contract bounds) answers every id asked, GetUsersList pages, and Selector is the whole tree. An id that names nothing (a selector's
 * node, an organisation, a position, a role) answers an empty list, as the original platform did:
 * a picker showing a node deleted meanwhile just shows it empty.
 */
import { and, type SQL } from 'drizzle-orm';
import type { TreeNode } from '../../../shared/contracts/admin-fields.ts';
import type { PickerNode, PickerUser } from '../../../shared/contracts/user-pickers.ts';
import type { Language } from '../../../shared/constants.ts';
import { localName, type LocalNames } from '../../../shared/domain/local-names.ts';
import type { Db } from '../../db/client.ts';
import type { Paged } from '../../db/paged.ts';
import { organizeTree } from '../organize/service.ts';
import { organizationSubtree, organizeKind, subtreeIds } from '../permission/records.ts';
import { inOrganizations, keywordFilter } from '../users/queries.ts';
import * as q from './queries.ts';

type PathOf = (organizationId: string | null) => string;

/**
 * Spells organisation paths `Top/Region/Site` from one read of the (few) organisations; a parent
 * loop in bad data stops where it would repeat instead of running forever.
 */
async function organizationPaths(db: Db, language: Language): Promise<PathOf> {
  const byId = new Map((await q.organizationNames(db)).map((o) => [o.id, o]));
  const known = new Map<string, string>();
  return (id) => {
    if (id === null) return '';
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at = byId.get(id); at && !seen.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) {
      seen.add(at.id);
      names.unshift(localName(at, language));
    }
    const path = names.join('/');
    known.set(id, path);
    return path;
  };
}

const fullNameOf = (u: { realName: string; account: string }) => `${u.realName}/${u.account}`;

function pickerUserOf(u: q.PickerUserRow, pathOf: PathOf, language: Language): PickerUser {
  return {
    id: u.id,
    account: u.account,
    realName: u.realName,
    fullName: fullNameOf(u),
    headIcon: u.headIcon,
    organize: pathOf(u.organizationId),
    department: localName({ fullName: u.department, fullNameI18n: u.departmentNames }, language),
    type: 'user',
    isLeaf: true,
  };
}

/** The offered users matching `where` and the keyword, as the picker shows them. */
async function userList(db: Db, language: Language, where: SQL | undefined, keyword: string): Promise<PickerUser[]> {
  const [rows, pathOf] = await Promise.all([q.pickerUsers(db, and(where, keywordFilter(keyword))), organizationPaths(db, language)]);
  return rows.map((u) => pickerUserOf(u, pathOf, language));
}

function userNode(u: q.PickerUserRow, pathOf: PathOf): PickerNode {
  return {
    id: u.id,
    // Where the user hangs in the tree: their department, else their organisation.
    parentId: u.departmentId ?? u.organizationId,
    fullName: fullNameOf(u),
    type: 'user',
    account: u.account,
    organize: pathOf(u.organizationId),
    headIcon: u.headIcon,
    isLeaf: true,
    hasChildren: false,
  };
}

function groupNode(
  n: { id: string; parentId: string | null; fullName: string; fullNameI18n: Partial<LocalNames> | null; hasChildren: boolean },
  type: 'company' | 'department',
  language: Language,
): PickerNode {
  return {
    id: n.id,
    parentId: n.parentId,
    fullName: localName(n, language),
    type,
    account: '',
    organize: '',
    headIcon: '',
    isLeaf: !n.hasChildren,
    hasChildren: n.hasChildren,
  };
}

/**
 * One level of the tree under `id` ('0': the top organisations), or with a keyword the matching
 * users anywhere, flat. Organisations come first, then departments, then users.
 */
export async function selectorLevel(db: Db, language: Language, id: string, keyword: string): Promise<PickerNode[]> {
  if (keyword) {
    const [rows, pathOf] = await Promise.all([q.pickerUsers(db, keywordFilter(keyword)), organizationPaths(db, language)]);
    return rows.map((u) => userNode(u, pathOf));
  }
  if (id === '0') return (await q.organizationLevel(db, null)).map((o) => groupNode(o, 'company', language));
  const kind = await organizeKind(db, id);
  if (kind === null) return [];
  const [orgs, depts, rows, pathOf] = await Promise.all([
    kind === 'organization' ? q.organizationLevel(db, id) : [],
    q.departmentLevel(db, kind === 'organization' ? { organizationId: id } : { departmentId: id }),
    q.pickerUsers(db, kind === 'organization' ? q.outsideDepartments(id) : q.inDepartment(id)),
    organizationPaths(db, language),
  ]);
  return [
    ...orgs.map((o) => groupNode(o, 'company', language)),
    // A top department hangs under its organisation.
    ...depts.map((d) => groupNode({ ...d, parentId: d.parentId ?? d.organizationId }, 'department', language)),
    ...rows.map((u) => userNode(u, pathOf)),
  ];
}

/** The users with these ids in the order asked, each once; ids naming no offered user are left out. */
export async function usersByIds(db: Db, language: Language, ids: readonly string[]): Promise<PickerUser[]> {
  const [rows, pathOf] = await Promise.all([q.pickerUsersByIds(db, [...new Set(ids)]), organizationPaths(db, language)]);
  const byId = new Map(rows.map((u) => [u.id, u]));
  return [...new Set(ids)].flatMap((id) => {
    const u = byId.get(id);
    return u ? [pickerUserOf(u, pathOf, language)] : [];
  });
}

/** The living users matching `where`, disabled ones too, as a picker shows them, by name then account. */
export async function livingUsers(db: Db, language: Language, where: SQL): Promise<PickerUser[]> {
  const [rows, pathOf] = await Promise.all([q.livingUsers(db, where), organizationPaths(db, language)]);
  return rows.map((u) => pickerUserOf(u, pathOf, language));
}

export function subordinates(db: Db, language: Language, userId: string, keyword: string): Promise<PickerUser[]> {
  return userList(db, language, q.belowInManagerChain(userId), keyword);
}

/** The users of the organisation (its departments' included): the caller's own when none is named. */
export async function organizationUsers(
  db: Db,
  language: Language,
  userId: string,
  query: { organizeId?: string | undefined; keyword: string },
): Promise<PickerUser[]> {
  const organizationId = query.organizeId ?? (await q.organizationOf(db, userId));
  if (organizationId === null) return [];
  return userList(db, language, q.inOrganization(organizationId), query.keyword);
}

export function usersByPosition(db: Db, language: Language, positionId: string, keyword: string): Promise<PickerUser[]> {
  return userList(db, language, q.holdingPosition(positionId), keyword);
}

/** The role's holders, within the organisation and the organisations below it when one is named. */
export async function usersByRole(
  db: Db,
  language: Language,
  query: { roleId: string; organizeId?: string | undefined; keyword: string },
): Promise<PickerUser[]> {
  const within = query.organizeId ? inOrganizations(await subtreeIds(db, organizationSubtree(query.organizeId))) : undefined;
  return userList(db, language, and(q.holdingRole(query.roleId), within), query.keyword);
}

/** A page of the offered users, the keyword matching as in the other pickers. */
export async function userPage(
  db: Db,
  language: Language,
  query: Parameters<typeof q.pickerUserPage>[1] & { keyword?: string | undefined },
): Promise<Paged<PickerUser>> {
  const [page, pathOf] = await Promise.all([q.pickerUserPage(db, query, keywordFilter(query.keyword)), organizationPaths(db, language)]);
  return { ...page, list: page.list.map((u) => pickerUserOf(u, pathOf, language)) };
}

/** The organisation tree with every offered user under their department, else their organisation. */
export async function userTree(db: Db, language: Language): Promise<TreeNode[]> {
  const [tree, rows] = await Promise.all([organizeTree(db, language), q.allPickerUsers(db)]);
  const under = new Map<string, TreeNode[]>();
  for (const u of rows) {
    const parentId = u.departmentId ?? u.organizationId;
    if (parentId === null) continue;
    const node: TreeNode = { id: u.id, parentId, fullName: fullNameOf(u), enCode: u.account, type: 'user', enabledMark: 1, hasChildren: false, children: [] };
    const siblings = under.get(parentId);
    if (siblings) siblings.push(node);
    else under.set(parentId, [node]);
  }
  const attach = (nodes: TreeNode[]): TreeNode[] =>
    nodes.map((n) => {
      const children = [...attach(n.children), ...(under.get(n.id) ?? [])];
      return { ...n, children, hasChildren: children.length > 0 };
    });
  return attach(tree);
}

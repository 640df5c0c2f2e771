import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TreeNode } from '../../../shared/contracts/admin-fields.ts';
import type { listPositions, positionForm } from '../../../shared/contracts/positions.ts';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import type { Language } from '../../../shared/constants.ts';
import { localNamesOf } from '../../../shared/domain/local-names.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { departmentById, organizationById } from '../organize/queries.ts';
import { organizeTree } from '../organize/service.ts';
import { requireReach, type OrgReach } from '../permission/org-reach.ts';
import { departmentSubtree, found, markOf, organizationSubtree, organizeKind, stillHolds, uniqueCode } from '../permission/records.ts';
import * as q from './queries.ts';

type PositionForm = z.infer<typeof positionForm>;

export async function positionList(db: Db, query: QueryOf<typeof listPositions>, reach: OrgReach, language: Language) {
  let under;
  if (query.organizeId) {
    const kind = await organizeKind(db, query.organizeId);
    // An id that names neither keeps nothing, rather than everything.
    under =
      kind === 'organization'
        ? q.organizationFilter(organizationSubtree(query.organizeId))
        : kind === 'department'
          ? q.departmentFilter(departmentSubtree(query.organizeId))
          : sql`false`;
  }
  const page = await q.positionPage(db, { ...query, language }, and(under, q.reachedFilter(reach)));
  return {
    ...page,
    list: page.list.map(({ enabled, createdAt, fullNameI18n, ...p }) => ({
      ...p,
      fullNameI18n: localNamesOf(fullNameI18n),
      enabledMark: markOf(enabled),
      creatorTime: createdAt.getTime(),
    })),
  };
}

/** Organisations and departments with their enabled positions as leaves. */
export async function positionTree(db: Db, language: Language): Promise<TreeNode[]> {
  const [tree, list] = await Promise.all([organizeTree(db, language), q.enabledPositions(db, language)]);
  const attach = (nodes: TreeNode[]): TreeNode[] =>
    nodes.map((n) => {
      const own = list
        .filter((p) => (n.type === 'department' ? p.departmentId === n.id : n.type === 'company' && p.organizeId === n.id && p.departmentId === null))
        .map((p): TreeNode => ({
          id: p.id,
          parentId: n.id,
          fullName: p.fullName,
          enCode: p.enCode,
          type: 'position',
          enabledMark: 1,
          hasChildren: false,
          children: [],
        }));
      const children = [...attach(n.children), ...own];
      return { ...n, children, hasChildren: children.length > 0 };
    });
  return attach(tree);
}

async function checkPlace(db: Db, t: TranslateFn, body: PositionForm): Promise<void> {
  if (!(await organizationById(db, body.organizeId))) throw fieldError('organizeId', 'admin.refusal.notFound', { what: t('admin.noun.organization') });
  if (body.departmentId !== null) {
    const dept = await departmentById(db, body.departmentId);
    if (!dept) throw fieldError('departmentId', 'admin.refusal.notFound', { what: t('admin.noun.department') });
    if (dept.organizationId !== body.organizeId) throw fieldError('departmentId', 'admin.refusal.departmentElsewhere');
  }
}

const values = (body: PositionForm): q.PositionValues => ({
  organizationId: body.organizeId,
  departmentId: body.departmentId,
  enCode: body.enCode,
  fullName: body.fullName,
  fullNameI18n: body.fullNameI18n,
  type: body.type,
  description: body.description,
  sortCode: body.sortCode,
  enabled: body.enabledMark === 1,
});

export async function createPosition(db: Db, t: TranslateFn, body: PositionForm, reach: OrgReach): Promise<string> {
  await checkPlace(db, t, body);
  requireReach(reach, body.organizeId);
  return uniqueCode(t, 'position', body.enCode, () => q.insertPosition(db, values(body)));
}

export async function updatePosition(db: Db, t: TranslateFn, id: string, body: PositionForm, reach: OrgReach): Promise<void> {
  const current = found(await q.positionById(db, id), t, 'position');
  await checkPlace(db, t, body);
  // A write checks where the record is and where it would go.
  requireReach(reach, current.organizationId);
  requireReach(reach, body.organizeId);
  await uniqueCode(t, 'position', body.enCode, () => q.updatePositionRow(db, id, values(body)));
}

export async function positionInfo(db: Db, t: TranslateFn, id: string, reach: OrgReach) {
  const p = found(await q.positionById(db, id), t, 'position');
  requireReach(reach, p.organizationId);
  return {
    id: p.id,
    fullName: p.fullName,
    fullNameI18n: localNamesOf(p.fullNameI18n),
    enCode: p.enCode,
    type: p.type,
    organizeId: p.organizationId,
    departmentId: p.departmentId,
    enabledMark: markOf(p.enabled),
    description: p.description,
    sortCode: p.sortCode,
    creatorTime: p.createdAt.getTime(),
  };
}

export async function deletePosition(db: Db, t: TranslateFn, id: string, reach: OrgReach): Promise<void> {
  await db.transaction(async (tx) => {
    const position = found(await q.positionById(tx, id), t, 'position');
    requireReach(reach, position.organizationId);
    const holders = await q.holderCount(tx, id);
    if (holders > 0) throw stillHolds(t, 'position', holders, 'users');
    await q.deletePositionRow(tx, id);
  });
}

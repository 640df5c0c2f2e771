import type { z } from 'zod';
import { AREA_MAX_LEVEL, type AreaRow, type areaForm } from '../../../shared/contracts/areas.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { found, markOf, stillHolds, uniqueCode } from '../permission/records.ts';
import * as q from './queries.ts';

type AreaForm = z.infer<typeof areaForm>;

/** `-1` and `0` both stand for the top level in the original's paths. */
const parentOf = (ref: string): string | null => (ref === '-1' || ref === '0' ? null : ref);

const wire = ({ area, parentName, children }: Awaited<ReturnType<typeof q.areaRows>>[number]): AreaRow => ({
  id: area.id,
  parentId: area.parentId,
  parentName,
  fullName: area.fullName,
  enCode: area.enCode,
  level: area.level,
  enabledMark: markOf(area.enabled),
  description: area.description,
  sortCode: area.sortCode,
  creatorTime: area.createdAt.getTime(),
  hasChildren: children > 0,
});

export async function areaList(db: Db, t: TranslateFn, id: string, keyword: string | undefined) {
  const parentId = parentOf(id);
  const trail = parentId === null ? [] : await q.ancestry(db, parentId);
  if (parentId !== null && trail.length === 0) found(undefined, t, 'area');
  const where = keyword ? q.matching(keyword) : q.under(parentId);
  return { list: (await q.areaRows(db, where, keyword ? 200 : 5000)).map(wire), trail };
}

/** The areas under `parentId` that `id` may hang under: not itself, and only levels that can hold one more. */
export async function parentChoices(db: Db, id: string, parentId: string) {
  const rows = (await q.areaRows(db, q.under(parentOf(parentId)))).map(wire);
  return { list: rows.filter((r) => r.id !== id && r.level < AREA_MAX_LEVEL) };
}

export async function addressChildren(db: Db, parentId: string) {
  const rows = await q.enabledChildren(db, parentOf(parentId));
  return { list: rows.map(({ children, ...r }) => ({ ...r, isLeaf: children === 0 })) };
}

export async function namePaths(db: Db, idsList: readonly (readonly string[])[]): Promise<string[][]> {
  const names = new Map((await q.namesOf(db, [...new Set(idsList.flat())])).map((r) => [r.id, r.fullName]));
  return idsList.map((path) => path.map((id) => names.get(id) ?? ''));
}

export async function areaInfo(db: Db, t: TranslateFn, id: string): Promise<AreaRow> {
  found(await q.areaById(db, id), t, 'area');
  const [row] = await q.areaRows(db, q.byId(id));
  return wire(row!);
}

/** The level a new area takes under `parentId`: refused when the parent is unknown or already the deepest. */
async function levelUnder(db: Db, t: TranslateFn, parentId: string | null): Promise<number> {
  if (parentId === null) return 1;
  const parent = await q.areaById(db, parentId);
  if (!parent) throw fieldError('parentId', 'admin.refusal.notFound', { what: t('admin.noun.area') });
  if (parent.level >= AREA_MAX_LEVEL) throw fieldError('parentId', 'admin.area.tooDeep', { max: AREA_MAX_LEVEL });
  return parent.level + 1;
}

const values = (body: AreaForm, parentId: string | null, level: number): q.AreaValues => ({
  parentId,
  level,
  enCode: body.enCode,
  fullName: body.fullName,
  description: body.description,
  sortCode: body.sortCode,
  enabled: body.enabledMark === 1,
});

export async function createArea(db: Db, t: TranslateFn, body: AreaForm): Promise<string> {
  const parentId = parentOf(body.parentId);
  const level = await levelUnder(db, t, parentId);
  return uniqueCode(t, 'area', body.enCode, () => q.insertArea(db, values(body, parentId, level)));
}

export async function updateArea(db: Db, t: TranslateFn, id: string, body: AreaForm): Promise<void> {
  const area = found(await q.areaById(db, id), t, 'area');
  if (parentOf(body.parentId) !== area.parentId) throw fieldError('parentId', 'admin.area.staysUnder');
  await uniqueCode(t, 'area', body.enCode, () => q.updateAreaRow(db, id, values(body, area.parentId, area.level)));
}

export async function deleteArea(db: Db, t: TranslateFn, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    found(await q.areaById(tx, id), t, 'area');
    const children = await q.subAreaCount(tx, id);
    if (children > 0) throw stillHolds(t, 'area', children, 'areas');
    await q.deleteAreaRow(tx, id);
  });
}

export async function toggleArea(db: Db, t: TranslateFn, id: string): Promise<{ enabledMark: 0 | 1 }> {
  const area = found(await q.areaById(db, id), t, 'area');
  await q.updateAreaRow(db, id, { enabled: !area.enabled });
  return { enabledMark: markOf(!area.enabled) };
}

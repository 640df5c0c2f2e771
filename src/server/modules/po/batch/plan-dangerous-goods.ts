import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { RowError } from '../../../../shared/domain/po/batch.ts';
import { duplicateMaterials, readDangerousGoodsRow, type DangerousGoodsLine, type DangerousGoodsValues } from '../../../../shared/domain/po/dangerous-goods.ts';
import type { Db } from '../../../db/client.ts';
import { dangerousGoods, type BatchRowValues } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { readBatchRows } from './parse.ts';
import type { BatchPlan, PlannedRow } from './plan.ts';
import type { RandomAccess } from '../../../xlsx/zip-reader.ts';

/** Lookups and writes go in chunks of this many materials: one statement each, whatever the workbook's size. */
const CHUNK = 1000;

type Stored = Omit<DangerousGoodsValues, 'hazardClass'> & { hazardClass: string };

const valuesOf = (v: Stored): BatchRowValues => ({
  material: v.material,
  description: v.description,
  unNumber: v.unNumber,
  hazardClass: v.hazardClass,
  packingGroup: v.packingGroup,
  remark: v.remark,
});
const same = (a: BatchRowValues, b: BatchRowValues) => JSON.stringify(a) === JSON.stringify(b);

/** The live entries of these materials, read in chunks. */
async function existingEntries(db: Db, materials: readonly string[]): Promise<Map<string, Stored>> {
  const out = new Map<string, Stored>();
  for (let i = 0; i < materials.length; i += CHUNK) {
    const rows = await db
      .select({
        material: dangerousGoods.material,
        description: dangerousGoods.description,
        unNumber: dangerousGoods.unNumber,
        hazardClass: dangerousGoods.hazardClass,
        packingGroup: dangerousGoods.packingGroup,
        remark: dangerousGoods.remark,
      })
      .from(dangerousGoods)
      .where(and(inArray(dangerousGoods.material, materials.slice(i, i + CHUNK)), isNull(dangerousGoods.deletedAt)));
    for (const row of rows) out.set(row.material, row);
  }
  return out;
}

/**
 * Reads a dangerous-goods workbook and works out, per row, whether it adds a material, changes one
 * (before and after), leaves it as it is, or cannot be used. No POs: `dangerousGoods` holds the
 * entries to write, unchanged ones left out so they draw no new rev.
 */
export async function planDangerousGoods(db: Db, input: RandomAccess): Promise<BatchPlan> {
  const lines: DangerousGoodsLine[] = [];
  const rowErrors: RowError[] = [];
  // A row whose cells cannot be used still shows its material in the dry run.
  const materialOfRow = new Map<number, string>();
  await readBatchRows(input, 'dangerousGoods', (row, cells) => {
    const read = readDangerousGoodsRow(row, cells);
    if (read.line) lines.push(read.line);
    else materialOfRow.set(row, String(cells.material ?? '').trim());
    rowErrors.push(...read.errors);
  });
  const unique = duplicateMaterials(lines);
  for (const e of unique.errors) materialOfRow.set(e.row, String(e.params?.material ?? ''));
  const byRow = new Map<number, Omit<RowError, 'row'>[]>();
  for (const { row, ...e } of [...rowErrors, ...unique.errors]) byRow.set(row, [...(byRow.get(row) ?? []), e]);

  const rows: PlannedRow[] = [...byRow].map(([row, errors]) => ({
    row,
    poNumber: '',
    itemNumber: '',
    outcome: 'error',
    before: null,
    after: materialOfRow.get(row) ? { material: materialOfRow.get(row)! } : null,
    errors,
  }));
  const existing = await existingEntries(
    db,
    unique.lines.map((l) => l.material),
  );
  const changed: DangerousGoodsLine[] = [];
  for (const line of unique.lines) {
    const found = existing.get(line.material);
    const before = found ? valuesOf(found) : null;
    const after = valuesOf(line);
    const outcome = !before ? 'create' : same(before, after) ? 'unchanged' : 'update';
    if (outcome !== 'unchanged') changed.push(line);
    rows.push({ row: line.row, poNumber: '', itemNumber: '', outcome, before, after, errors: [] });
  }
  rows.sort((a, b) => a.row - b.row);
  const errorCount = rows.filter((r) => r.outcome === 'error').length;
  return { pos: [], rows, errorCount, dangerousGoods: changed };
}

/**
 * Writes the entries of a confirmed batch inside its transaction: one upsert by material per chunk
 * (the unique index on live materials decides insert or update), stamped with the batch and its
 * confirmer. The rev trigger gives every written row a new rev, so devices pull the change.
 */
export async function applyDangerousGoods(tx: Db, viewer: Viewer, batchId: string, lines: readonly DangerousGoodsLine[]): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (let i = 0; i < lines.length; i += CHUNK) {
    await tx
      .insert(dangerousGoods)
      .values(
        lines.slice(i, i + CHUNK).map((l) => ({
          material: l.material,
          description: l.description,
          unNumber: l.unNumber,
          hazardClass: l.hazardClass,
          packingGroup: l.packingGroup,
          remark: l.remark,
          batchId,
          updatedBy: viewer.realName,
        })),
      )
      .onConflictDoUpdate({
        target: dangerousGoods.material,
        targetWhere: isNull(dangerousGoods.deletedAt),
        set: {
          description: excluded('description'),
          unNumber: excluded('un_number'),
          hazardClass: excluded('hazard_class'),
          packingGroup: excluded('packing_group'),
          remark: excluded('remark'),
          batchId: excluded('batch_id'),
          updatedBy: excluded('updated_by'),
          updatedAt: sql`now()`,
        },
      });
  }
}

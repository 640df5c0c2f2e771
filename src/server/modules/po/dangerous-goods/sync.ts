import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dangerousGoods } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/access.ts';
import type { SyncRegistry } from '../../sync/registry.ts';

const d = dangerousGoods;
/** The columns a device receives, in the shape of `dangerousGoodsRow` (src/shared/contracts/po-rows.ts). */
export const DANGEROUS_GOODS_COLUMNS = {
  id: d.id,
  material: d.material,
  description: d.description,
  unNumber: d.unNumber,
  hazardClass: d.hazardClass,
  packingGroup: d.packingGroup,
  remark: d.remark,
  updatedBy: d.updatedBy,
  updatedAt: d.updatedAt,
} satisfies Record<string, PgColumn>;

/**
 * Master data of the whole PO area: vendors need the marker as much as buyers (they pack and ship),
 * so every vendor, buyer, uploader and administrator gets the whole list; other accounts none.
 */
export function dangerousGoodsScope(viewer: Viewer) {
  return viewer.isAdministrator || viewer.roleKind !== 'other' ? undefined : sql`false`;
}

export function registerDangerousGoods(registry: SyncRegistry): SyncRegistry {
  return registry.table({
    name: 'dangerousGoods',
    table: d,
    id: d.id,
    rev: d.rev,
    deletedAt: d.deletedAt,
    columns: DANGEROUS_GOODS_COLUMNS,
    scope: dangerousGoodsScope,
  });
}

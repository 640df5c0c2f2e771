import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../plugins/access.ts';

/** The three columns every PO table carries for its row scope. */
export interface ScopedColumns {
  supplierCode: PgColumn;
  plant: PgColumn;
  purchasingGroup: PgColumn;
}

/** A PO row's scope values, as every PO table holds them. */
export interface PoScopeValues {
  supplierCode: string;
  plant: string;
  purchasingGroup: string;
}

const NOTHING = sql`false`;

/**
 * How a value of the rule enters the statement: as itself (the default), or as a named placeholder
 * (a statement prepared once for every viewer of the same shape, po/queries.ts).
 */
export type ScopeValue = (name: string, value: string) => unknown;
const inline: ScopeValue = (_name, value) => value;

/**
 * Which PO rows a viewer may see (DESIGN "Data"): an administrator all; a vendor those of its
 * supplier codes; a buyer (or uploader) those of its plants and, when the account names purchasing
 * groups, only of those groups; anyone else none. The server is the only place this is decided.
 */
export function poScope(viewer: Viewer, t: ScopedColumns, value: ScopeValue = inline): SQL | undefined {
  if (viewer.isAdministrator) return undefined;
  const lists = scopeLists(viewer);
  if (!lists) return NOTHING;
  const values = (name: ScopeList, list: readonly string[]) => list.map((v, n) => value(valueName(name, n), v));
  const supplier = lists.supplier && inArray(t.supplierCode, values('supplier', lists.supplier));
  const plant = lists.plant && inArray(t.plant, values('plant', lists.plant));
  const group = lists.group && inArray(t.purchasingGroup, values('group', lists.group));
  return and(supplier, plant, group);
}

const SCOPE_LISTS = ['supplier', 'plant', 'group'] as const;
type ScopeList = (typeof SCOPE_LISTS)[number];
/** The name the n-th value of a list goes by (a placeholder's, po/queries.ts). */
const valueName = (list: ScopeList, n: number) => `${list}${n}`;

/** The lists poScope tests the viewer's rows against (not for an administrator); null: no rows at all. */
function scopeLists(viewer: Viewer): Partial<Record<ScopeList, readonly string[]>> | null {
  if (viewer.roleKind === 'vendor') return viewer.supplierCodes.length ? { supplier: viewer.supplierCodes } : null;
  if (viewer.roleKind !== 'buyer' || !viewer.plants.length) return null;
  return viewer.purchasingGroups.length ? { plant: viewer.plants, group: viewer.purchasingGroups } : { plant: viewer.plants };
}

/** The values poScope gives its placeholders, by name, without building its SQL (a statement built once, run again). */
export function poScopeValues(viewer: Viewer): Record<string, string> {
  const values: Record<string, string> = {};
  const lists = viewer.isAdministrator ? null : scopeLists(viewer);
  for (const name of SCOPE_LISTS) lists?.[name]?.forEach((v, n) => (values[valueName(name, n)] = v));
  return values;
}

/** What decides the text of poScope's SQL for a viewer (its values aside). */
export const poScopeShape = (viewer: Viewer): string =>
  viewer.isAdministrator ? 'all' : `${viewer.roleKind}:${viewer.supplierCodes.length}:${viewer.plants.length}:${viewer.purchasingGroups.length}`;

/** Vendor master data: a vendor sees its own suppliers, a buyer those delivering to its plants. */
export function vendorScope(viewer: Viewer, supplierCode: PgColumn, plants: PgColumn): SQL | undefined {
  if (viewer.isAdministrator) return undefined;
  if (viewer.roleKind === 'vendor') return viewer.supplierCodes.length ? inArray(supplierCode, [...viewer.supplierCodes]) : NOTHING;
  if (viewer.roleKind === 'buyer' && viewer.plants.length) {
    return or(...viewer.plants.map((plant) => sql`${plant} = any(${plants})`)) ?? NOTHING;
  }
  return NOTHING;
}

/** Does this row fall in the viewer's scope? The same rule as poScope, for a row already read. */
export function inPoScope(viewer: Viewer, row: PoScopeValues): boolean {
  if (viewer.isAdministrator) return true;
  if (viewer.roleKind === 'vendor') return viewer.supplierCodes.includes(row.supplierCode);
  if (viewer.roleKind === 'buyer') {
    return viewer.plants.includes(row.plant) && (viewer.purchasingGroups.length === 0 || viewer.purchasingGroups.includes(row.purchasingGroup));
  }
  return false;
}

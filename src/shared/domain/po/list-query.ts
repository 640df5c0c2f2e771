import { z } from 'zod';
import type { PoItemRow, PurchaseOrderRow } from '../../contracts/po-rows.ts';
import { ITEM_STATUSES, PO_STATUSES, type PoStatus } from './status.ts';

/**
 * The PO list: one row per item, with its PO's fields beside it (the spec's list shows PO status and
 * item status side by side). The same filter, sort and paging run on the server (GET /api/po/items)
 * and on the device's synced copy (the screens, which also work offline); this file is their one
 * definition.
 */
export const PO_LIST_SORTS = ['poNumber', 'deliveryDate', 'documentDate', 'supplierCode', 'plant', 'material', 'updatedAt'] as const;
export type PoListSort = (typeof PO_LIST_SORTS)[number];

/** Spec 000 §9: page 1, 20 rows, options 10 / 20 / 30 / 40. */
export const PO_PAGE_SIZES = [10, 20, 30, 40] as const;

const code = z.string().trim().max(40).optional();

export const poListFilter = z.strictObject({
  status: z.enum(PO_STATUSES).optional(),
  itemStatus: z.enum(ITEM_STATUSES).optional(),
  supplierCode: code,
  plant: code,
  material: code,
  /** Delivery date range, inclusive. */
  deliveryFrom: z.iso.date('must be a date as YYYY-MM-DD').optional(),
  deliveryTo: z.iso.date('must be a date as YYYY-MM-DD').optional(),
  /** Matches PO number, material, material description and supplier name, ignoring case. */
  keyword: z.string().trim().max(100).optional(),
  sidx: z.enum(PO_LIST_SORTS).default('poNumber'),
  sort: z.enum(['asc', 'desc']).default('asc'),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PoListFilter = z.infer<typeof poListFilter>;

const f = poListFilter.shape;
/**
 * The list's state as a page address carries it (`?status=…&keyword=…&sidx=…&currentPage=2`): the
 * server's query, read leniently, since a link may be old or hand-edited: a field that does not parse
 * falls back to none or its default. Other parameters (an e-mail's `PO`, `Type`, `Account`) pass through.
 */
export const poListSearch = z.looseObject({
  status: f.status.catch(undefined),
  itemStatus: f.itemStatus.catch(undefined),
  supplierCode: f.supplierCode.catch(undefined),
  plant: f.plant.catch(undefined),
  material: f.material.catch(undefined),
  deliveryFrom: f.deliveryFrom.catch(undefined),
  deliveryTo: f.deliveryTo.catch(undefined),
  keyword: f.keyword.catch(undefined),
  sidx: f.sidx.catch('poNumber'),
  sort: f.sort.catch('asc'),
  currentPage: f.currentPage.catch(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (PO_PAGE_SIZES as readonly number[]).includes(n))
    .default(20)
    .catch(20),
});
export type PoListSearch = z.infer<typeof poListSearch>;

/** A list row: the item, plus the PO fields the list shows (a field a column permission hides is absent). */
export type PoListRow = PoItemRow & Pick<PurchaseOrderRow, 'supplierName' | 'documentDate' | 'currency' | 'remark'> & { poStatus: PoStatus };

export function listRowOf(item: PoItemRow, po: Pick<PurchaseOrderRow, 'status' | 'supplierName' | 'documentDate' | 'currency' | 'remark'>): PoListRow {
  return { ...item, poStatus: po.status, supplierName: po.supplierName, documentDate: po.documentDate, currency: po.currency, remark: po.remark };
}

/** A hidden field matches nothing, as on the server: a search must not tell what it holds. */
const has = (value: string | undefined, part: string) => value !== undefined && value.toLowerCase().includes(part.toLowerCase());

export function matchesPoFilter(row: PoListRow, f: Partial<PoListFilter>): boolean {
  if (f.status && row.poStatus !== f.status) return false;
  if (f.itemStatus && row.itemStatus !== f.itemStatus) return false;
  if (f.supplierCode && row.supplierCode !== f.supplierCode) return false;
  if (f.plant && row.plant !== f.plant) return false;
  if (f.material && !has(row.material, f.material)) return false;
  if (f.deliveryFrom && row.deliveryDate < f.deliveryFrom) return false;
  if (f.deliveryTo && row.deliveryDate > f.deliveryTo) return false;
  if (f.keyword) {
    const k = f.keyword;
    if (!has(row.poNumber, k) && !has(row.material, k) && !has(row.materialDescription, k) && !has(row.supplierName, k)) return false;
  }
  return true;
}

/** Plain code-point order, as PostgreSQL's "C" collation sorts (the server sorts the same way). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The sort column, then PO number and item number, so equal keys keep a stable order across pages. */
export function comparePoRows(sidx: PoListSort, sort: 'asc' | 'desc'): (a: PoListRow, b: PoListRow) => number {
  const sign = sort === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a[sidx];
    const y = b[sidx];
    const primary = x < y ? -1 : x > y ? 1 : 0;
    if (primary !== 0) return primary * sign;
    return byCodePoint(a.poNumber, b.poNumber) || byCodePoint(a.itemNumber, b.itemNumber);
  };
}

export interface PoPage {
  list: PoListRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export function pageOfPoRows(rows: readonly PoListRow[], f: PoListFilter): PoPage {
  const matched = rows.filter((r) => matchesPoFilter(r, f)).sort(comparePoRows(f.sidx, f.sort));
  const start = (f.currentPage - 1) * f.pageSize;
  return { list: matched.slice(start, start + f.pageSize), pagination: { currentPage: f.currentPage, pageSize: f.pageSize, total: matched.length } };
}

/** Overview: how many POs are in each status. */
export function countByStatus(pos: Iterable<Pick<PurchaseOrderRow, 'status'>>): Record<PoStatus, number> {
  const counts = Object.fromEntries(PO_STATUSES.map((s) => [s, 0])) as Record<PoStatus, number>;
  for (const po of pos) counts[po.status] += 1;
  return counts;
}

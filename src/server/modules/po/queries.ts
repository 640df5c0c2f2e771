import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PoDetail } from '../../../shared/contracts/po.ts';
import { countByStatus, type PoListFilter, type PoListSort, type PoPage } from '../../../shared/domain/po/list-query.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { poChangeRecords, poChangeRequests, poItems, poOperationRecords, poScheduleLines, purchaseOrders } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import type { Viewer } from '../../plugins/access.ts';
import { CHANGE_RECORD_COLUMNS, CHANGE_REQUEST_COLUMNS, ITEM_COLUMNS, OPERATION_RECORD_COLUMNS, PO_COLUMNS, SCHEDULE_LINE_COLUMNS } from './columns.ts';
import { poScope } from './scope.ts';
import { instantsAsMs } from './sync.ts';

const i = poItems;
const p = purchaseOrders;

/**
 * Sort columns. The PO's number, supplier, plant and status are read from the item's own copies, so a
 * page in PO-number order filtered by plant (or supplier) and status is one range of the item indexes
 * po_items_plant_list / po_items_supplier_list, and its total is counted there without the join.
 */
const SORT_COLUMNS: Record<PoListSort, PgColumn> = {
  poNumber: i.poNumber,
  deliveryDate: i.deliveryDate,
  documentDate: p.documentDate,
  supplierCode: i.supplierCode,
  plant: i.plant,
  material: i.material,
  updatedAt: i.updatedAt,
};

function listWhere(viewer: Viewer, f: PoListFilter): SQL | undefined {
  const keyword = f.keyword ? likePattern(f.keyword) : undefined;
  return and(
    poScope(viewer, i),
    isNull(i.deletedAt),
    f.status ? eq(i.poStatus, f.status) : undefined,
    f.itemStatus ? eq(i.itemStatus, f.itemStatus) : undefined,
    f.supplierCode ? eq(i.supplierCode, f.supplierCode) : undefined,
    f.plant ? eq(i.plant, f.plant) : undefined,
    f.material ? ilike(i.material, likePattern(f.material)) : undefined,
    f.deliveryFrom ? gte(i.deliveryDate, f.deliveryFrom) : undefined,
    f.deliveryTo ? lte(i.deliveryDate, f.deliveryTo) : undefined,
    keyword ? or(ilike(i.poNumber, keyword), ilike(i.material, keyword), ilike(i.materialDescription, keyword), ilike(p.supplierName, keyword)) : undefined,
  );
}

/**
 * The two statements of a PO-list page: its rows, and the total for the pager. Text sorts follow the
 * database's collation, which is "C" on the embedded store and on the PostgreSQL this runs on; the
 * device sorts the same way (code points). Exported apart from listPoItems so the benchmark can run
 * the very same SQL through a bare driver (tests/bench/po-list.ts).
 */
export function poListQueries(db: Db, viewer: Viewer, f: PoListFilter) {
  const where = listWhere(viewer, f);
  const direction = f.sort === 'asc' ? asc : desc;
  // PO number and item number break ties, so equal keys keep a stable order across pages.
  const order = f.sidx === 'poNumber' ? [direction(i.poNumber)] : [direction(SORT_COLUMNS[f.sidx]), asc(i.poNumber)];
  const page = db
    .select({ ...ITEM_COLUMNS, poStatus: p.status, supplierName: p.supplierName, documentDate: p.documentDate, currency: p.currency, remark: p.remark })
    .from(i)
    .innerJoin(p, eq(p.id, i.poId))
    .where(where)
    .orderBy(...order, asc(i.itemNumber))
    .limit(f.pageSize)
    .offset((f.currentPage - 1) * f.pageSize);
  // Every item has its PO (a foreign key), so the join changes the count only through the supplier-name
  // keyword; without a keyword the total is counted on the items alone.
  const total = f.keyword ? db.select({ n: count() }).from(i).innerJoin(p, eq(p.id, i.poId)).where(where) : db.select({ n: count() }).from(i).where(where);
  return { page, total };
}

/** One page of the PO list within the viewer's scope. */
export async function listPoItems(db: Db, viewer: Viewer, f: PoListFilter): Promise<PoPage> {
  const queries = poListQueries(db, viewer, f);
  const rows = await queries.page;
  const [total] = await queries.total;
  return {
    list: rows.map((row) => instantsAsMs(row) as PoPage['list'][number]),
    pagination: { currentPage: f.currentPage, pageSize: f.pageSize, total: total?.n ?? 0 },
  };
}

export async function poOverviewOf(db: Db, viewer: Viewer) {
  const rows = await db
    .select({ status: p.status, n: count() })
    .from(p)
    .where(and(poScope(viewer, p), isNull(p.deletedAt)))
    .groupBy(p.status);
  const counts = countByStatus([]);
  for (const row of rows) counts[row.status] = row.n;
  return { counts, total: rows.reduce((sum, row) => sum + row.n, 0) };
}

/** A PO with everything under it; outside the viewer's scope it does not exist (404, not 403: no probing). */
export async function poDetailOf(db: Db, viewer: Viewer, id: string): Promise<PoDetail> {
  const [po] = await db
    .select(PO_COLUMNS)
    .from(p)
    .where(and(eq(p.id, id), isNull(p.deletedAt), poScope(viewer, p)));
  if (!po) throw notFound('po.error.notFound', { id });
  const [items, scheduleLines, changeRequests, changeRecords, operationRecords] = await Promise.all([
    db
      .select(ITEM_COLUMNS)
      .from(i)
      .where(and(eq(i.poId, id), isNull(i.deletedAt)))
      .orderBy(asc(i.itemNumber)),
    db
      .select(SCHEDULE_LINE_COLUMNS)
      .from(poScheduleLines)
      .where(and(eq(poScheduleLines.poId, id), isNull(poScheduleLines.deletedAt)))
      .orderBy(asc(poScheduleLines.lineNumber)),
    db.select(CHANGE_REQUEST_COLUMNS).from(poChangeRequests).where(eq(poChangeRequests.poId, id)).orderBy(asc(poChangeRequests.requestedAt)),
    db.select(CHANGE_RECORD_COLUMNS).from(poChangeRecords).where(eq(poChangeRecords.poId, id)).orderBy(asc(poChangeRecords.changedAt)),
    db.select(OPERATION_RECORD_COLUMNS).from(poOperationRecords).where(eq(poOperationRecords.poId, id)).orderBy(asc(poOperationRecords.at)),
  ]);
  const ms = <T>(rows: T[]) => rows.map((row) => instantsAsMs(row as Record<string, unknown>)) as T[];
  return {
    po: instantsAsMs(po) as PoDetail['po'],
    items: ms(items) as unknown as PoDetail['items'],
    scheduleLines,
    changeRequests: ms(changeRequests) as unknown as PoDetail['changeRequests'],
    changeRecords: ms(changeRecords) as unknown as PoDetail['changeRecords'],
    operationRecords: ms(operationRecords) as unknown as PoDetail['operationRecords'],
  };
}

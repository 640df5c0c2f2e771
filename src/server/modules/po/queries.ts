import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PoDetail } from '../../../shared/contracts/po.ts';
import { countByStatus, type PoListFilter, type PoListSort, type PoPage } from '../../../shared/domain/po/list-query.ts';
import type { Db } from '../../db/client.ts';
import { directSelect, instantsAsMs } from '../../db/direct-select.ts';
import { perDatabase } from '../../db/per-database.ts';
import { likePattern } from '../../db/like.ts';
import { poChangeRecords, poChangeRequests, poItems, poOperationRecords, poScheduleLines, purchaseOrders } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import type { Viewer } from '../../plugins/access.ts';
import { CHANGE_RECORD_COLUMNS, CHANGE_REQUEST_COLUMNS, ITEM_COLUMNS, OPERATION_RECORD_COLUMNS, PO_COLUMNS, SCHEDULE_LINE_COLUMNS } from './columns.ts';
import { poRows, visibleOf, type PoReach } from './access.ts';
import { poScopeShape, poScopeValues } from './scope.ts';

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

type FilterKey = Exclude<keyof PoListFilter, 'sidx' | 'sort' | 'currentPage' | 'pageSize'>;

/**
 * The list's filters: each its condition on its placeholder (named as the filter) and, when the
 * placeholder does not take the filter's value as given, what it takes. A filter added to
 * PoListFilter and not here does not compile.
 */
const FILTERS: Record<FilterKey, { where: (v: Placeholder, reach: PoReach) => SQL | undefined; value?: (given: string) => string }> = {
  status: { where: (v) => eq(i.poStatus, v) },
  itemStatus: { where: (v) => eq(i.itemStatus, v) },
  supplierCode: { where: (v) => eq(i.supplierCode, v) },
  plant: { where: (v) => eq(i.plant, v) },
  material: { where: (v) => ilike(i.material, v), value: likePattern },
  deliveryFrom: { where: (v) => gte(i.deliveryDate, v) },
  deliveryTo: { where: (v) => lte(i.deliveryDate, v) },
  // A hidden field is not searched: a search must not tell what it holds.
  keyword: {
    where: (v, reach) =>
      or(
        ilike(i.poNumber, v),
        ilike(i.material, v),
        reach.hidden.has('materialDescription') ? undefined : ilike(i.materialDescription, v),
        reach.hidden.has('supplierName') ? undefined : ilike(p.supplierName, v),
      ),
    value: likePattern,
  },
};
const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];
const given = (f: PoListFilter) => FILTER_KEYS.filter((key) => f[key]);

/**
 * The list's condition, every value a named placeholder: the text depends only on the filter's shape
 * (listShape), so one built statement serves every viewer and page of that shape.
 */
function listWhere(reach: PoReach, f: PoListFilter): SQL | undefined {
  return and(
    poRows(reach, i, (name) => sql.placeholder(name)),
    isNull(i.deletedAt),
    ...given(f).map((key) => FILTERS[key].where(sql.placeholder(key), reach)),
  );
}

/** The values of listWhere's placeholders and of the page's limit and offset, without building any SQL. */
function listValues(viewer: Viewer, f: PoListFilter): Record<string, unknown> {
  const values: Record<string, unknown> = { limit: f.pageSize, offset: (f.currentPage - 1) * f.pageSize, ...poScopeValues(viewer) };
  for (const key of given(f)) {
    const value = f[key]!;
    values[key] = FILTERS[key].value?.(value) ?? value;
  }
  return values;
}

/**
 * Everything that decides the list's two statements: the scope's shape, the data rules (bound in the
 * statement: they change only with the grants) and hidden columns, the filters given, the order.
 */
const listShape = (reach: PoReach, f: PoListFilter) =>
  [poScopeShape(reach.viewer), reach.fingerprint, ...FILTER_KEYS.map((k) => (f[k] ? k : '')), f.sidx, f.sort].join('|');

/** A list row: the item with what the list shows of its PO. */
const LIST_COLUMNS = {
  ...ITEM_COLUMNS,
  poStatus: p.status,
  supplierName: p.supplierName,
  documentDate: p.documentDate,
  currency: p.currency,
  remark: p.remark,
};

/**
 * The two statements of a PO-list page: its rows, and the total for the pager, with the values of
 * their placeholders. Text sorts follow the database's collation, which is "C" on the embedded store
 * and on the PostgreSQL this runs on; the device sorts the same way (code points). Exported apart from
 * listPoItems so the benchmark can run the very same SQL through a bare driver (tests/bench/po-list.ts).
 */
export function poListQueries(db: Db, reach: PoReach, f: PoListFilter) {
  const values = listValues(reach.viewer, f);
  const where = listWhere(reach, f);
  const columns = visibleOf(LIST_COLUMNS, reach);
  const direction = f.sort === 'asc' ? asc : desc;
  // PO number and item number break ties, so equal keys keep a stable order across pages.
  const order = f.sidx === 'poNumber' ? [direction(i.poNumber)] : [direction(SORT_COLUMNS[f.sidx]), asc(i.poNumber)];
  const page = db
    .select(columns)
    .from(i)
    .innerJoin(p, eq(p.id, i.poId))
    .where(where)
    .orderBy(...order, asc(i.itemNumber))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // Every item has its PO (a foreign key), so the join changes the count only through the supplier-name
  // keyword; without a keyword the total is counted on the items alone.
  const total = f.keyword ? db.select({ n: count() }).from(i).innerJoin(p, eq(p.id, i.poId)).where(where) : db.select({ n: count() }).from(i).where(where);
  return { page, total, values, columns };
}

/** At most this many list shapes keep their built statements; past them, a page is built each time. */
const KEPT_SHAPES = 500;

/**
 * The list's two statements built once (Drizzle building them was an eighth of a request's CPU) but
 * sent unnamed, so PostgreSQL plans each execution with its values: prepared by name it switched to a
 * generic plan, and at 1,000,000 items the list answered 70-78 req/s against 82-84.
 */
function buildList(db: Db, reach: PoReach, f: PoListFilter) {
  const { page, total, columns } = poListQueries(db, reach, f);
  return { page: directSelect(db, page, columns), total: total.prepare('') };
}

/** The built statements of each list shape met so far, per database. */
const builtLists = perDatabase(() => new Map<string, ReturnType<typeof buildList>>());

/** The statements of the filter's shape, with the filter's values for their placeholders. */
function listStatements(db: Db, reach: PoReach, f: PoListFilter) {
  const shape = listShape(reach, f);
  const known = builtLists(db);
  let statements = known.get(shape);
  if (!statements) {
    statements = buildList(db, reach, f);
    if (known.size < KEPT_SHAPES) known.set(shape, statements);
  }
  return { statements, values: listValues(reach.viewer, f) };
}

/** The rows of one page, for a caller that reads page after page (the export). */
export function poListRows(db: Db, reach: PoReach, f: PoListFilter) {
  const { statements, values } = listStatements(db, reach, f);
  return statements.page.execute(values);
}

/** How many items the filter finds. */
export async function poListTotal(db: Db, reach: PoReach, f: PoListFilter): Promise<number> {
  const { statements, values } = listStatements(db, reach, f);
  const [total] = await statements.total.execute(values);
  return total?.n ?? 0;
}

/** One page of the PO list within the viewer's scope. */
export async function listPoItems(db: Db, reach: PoReach, f: PoListFilter): Promise<PoPage> {
  const { statements, values } = listStatements(db, reach, f);
  const rows = await statements.page.execute(values);
  const [total] = await statements.total.execute(values);
  return {
    list: rows,
    pagination: { currentPage: f.currentPage, pageSize: f.pageSize, total: total?.n ?? 0 },
  };
}

export async function poOverviewOf(db: Db, reach: PoReach) {
  const rows = await db
    .select({ status: p.status, n: count() })
    .from(p)
    .where(and(poRows(reach, p), isNull(p.deletedAt)))
    .groupBy(p.status);
  const counts = countByStatus([]);
  for (const row of rows) counts[row.status] = row.n;
  return { counts, total: rows.reduce((sum, row) => sum + row.n, 0) };
}

/** A PO with everything under it; outside the viewer's scope it does not exist (404, not 403: no probing). */
export async function poDetailOf(db: Db, reach: PoReach, id: string): Promise<PoDetail> {
  const [po] = await db
    .select(visibleOf(PO_COLUMNS, reach))
    .from(p)
    .where(and(eq(p.id, id), isNull(p.deletedAt), poRows(reach, p)));
  if (!po) throw notFound('po.error.notFound', { id });
  const [items, scheduleLines, changeRequests, changeRecords, operationRecords] = await Promise.all([
    db
      .select(visibleOf(ITEM_COLUMNS, reach))
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

import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The page a list asks for (the spec's currentPage and pageSize, parsed by the contract's pageQuery). */
export interface PageRequest {
  currentPage: number;
  pageSize: number;
}

/** A list answer of the spec's shape: `{list, pagination: {currentPage, pageSize, total}}`. */
export interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/**
 * One page of a list: `rows` reads the page (given limit and offset), `total` counts the whole
 * filtered list, both with the same filter. Every list endpoint answers through this, so the
 * envelope, the offset arithmetic and the count stay one thing.
 */
export async function paged<T>(page: PageRequest, rows: (limit: number, offset: number) => Promise<T[]>, total: () => Promise<number>): Promise<Paged<T>> {
  const [list, n] = await Promise.all([rows(page.pageSize, (page.currentPage - 1) * page.pageSize), total()]);
  return { list, pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total: n } };
}

/** The number of rows of `table` matching `where`: the usual `total` of paged(). */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The ORDER BY of a list query (contracts' `listQuery`): the column `sidx` names in `sort`'s
 * direction, then `tiebreak` (a unique column last) so equal keys keep one order across pages.
 */
export function sortedBy<S extends string>(columns: Record<S, AnyPgColumn>, q: { sidx: S; sort: 'asc' | 'desc' }, ...tiebreak: SQL[]): SQL[] {
  return [(q.sort === 'asc' ? asc : desc)(columns[q.sidx]), ...tiebreak];
}

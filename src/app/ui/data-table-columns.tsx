import type { DataTableColumn } from 'mantine-datatable';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ColumnSetting } from './column-settings.ts';

/** One column: `title` is the header and the card label; `render` defaults to the record's `key` field. */
export interface Column<T> {
  key: string;
  title: string;
  render?: (record: T) => ReactNode;
  width?: number;
  sortable?: boolean;
  fixed?: 'left' | 'right';
  /** Keeps the cell on one line (times, codes). */
  noWrap?: boolean;
  /** Numbers align right. */
  align?: 'left' | 'right' | 'center';
}

export function cellOf<T>(column: Column<T>, record: T): ReactNode {
  if (column.render) return column.render(record);
  const value = (record as Record<string, unknown>)[column.key];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Renders one cell of the table around it with that render's columns: `(column key, record)`. */
export const CellRenderer = createContext<(key: string, record: unknown) => ReactNode>(() => null);

/** A column's layout: what mantine-datatable is given besides the cell renderer. */
interface ColumnLayout {
  accessor: string;
  title: string;
  sortable?: boolean;
  width?: number;
  pinned?: 'left' | 'right';
  noWrap?: boolean;
  textAlign?: 'left' | 'right' | 'center';
}

function Cell({ columnKey, record }: { columnKey: string; record: unknown }) {
  return useContext(CellRenderer)(columnKey, record);
}

/**
 * The columns as mantine-datatable takes them, the same array while their layout is the same: a new
 * array makes it measure every header again to place pinned columns (a forced layout at each render).
 * Cells render through `CellRenderer`, so new row contents still show.
 */
export function useTableColumns<T>(visible: Column<T>[], bySetting: ReadonlyMap<string, ColumnSetting>): DataTableColumn<T>[] {
  // The layout compared by value: the same text, the same columns.
  const layoutKey = JSON.stringify(
    visible.map((c): ColumnLayout => {
      const s = bySetting.get(c.key);
      return {
        accessor: c.key,
        title: c.title,
        sortable: c.sortable,
        width: s?.width ? s.width : c.width,
        pinned: s?.fixed ?? c.fixed,
        noWrap: c.noWrap,
        textAlign: c.align,
      };
    }),
  );
  return useMemo(
    () => (JSON.parse(layoutKey) as ColumnLayout[]).map((c) => ({ ...c, render: (record: T) => <Cell columnKey={c.accessor} record={record} /> })),
    [layoutKey],
  );
}

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

function Cell({ columnKey, record }: { columnKey: string; record: unknown }) {
  return useContext(CellRenderer)(columnKey, record);
}

/**
 * The columns as mantine-datatable takes them, the same array while their layout is the same: a new
 * array makes it measure every header again to place pinned columns (a forced layout at each render).
 * Cells render through `CellRenderer`, so new row contents still show.
 */
export function useTableColumns<T>(visible: Column<T>[], bySetting: ReadonlyMap<string, ColumnSetting>): DataTableColumn<T>[] {
  const layout = visible.map((c) => {
    const s = bySetting.get(c.key);
    return {
      key: c.key,
      title: c.title,
      sortable: c.sortable,
      width: s?.width ? s.width : c.width,
      pinned: s?.fixed ?? c.fixed,
      noWrap: c.noWrap,
      align: c.align,
    };
  });
  const layoutKey = JSON.stringify(layout);
  return useMemo(
    () =>
      layout.map((c) => ({
        accessor: c.key,
        title: c.title,
        render: (record: T) => <Cell columnKey={c.key} record={record} />,
        sortable: c.sortable,
        width: c.width,
        pinned: c.pinned,
        noWrap: c.noWrap,
        textAlign: c.align,
      })),
    // The layout is compared by value: `layoutKey` stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [layoutKey],
  );
}

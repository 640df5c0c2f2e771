import type { DataTableColumn } from 'mantine-datatable';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { ColumnSetting } from './column-settings.ts';
import classes from './data-table.module.css';

/** A pinned column's width when it states none: its neighbours' offsets must be known without measuring. */
const PINNED_WIDTH = 150;
/** The selection column's width when a column is pinned left: it is pinned too, first. */
const PINNED_SELECTION_WIDTH = 44;

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

interface Pin {
  className: string;
  style: CSSProperties;
  /** The width it must keep: a column further in sticks beside it at an offset counted from it. */
  width?: number;
}

/**
 * Where each pinned column sticks: left ones after the selection column and each other, right ones
 * before each other. An offset is the sum of the widths outside it, so every pinned column but the
 * innermost of its side keeps a fixed width. mantine-datatable's own pinning measures every header
 * cell after each render of the rows instead (a forced layout of 20-80 ms in the PO list's first rows
 * and page changes).
 */
function pinsOf(columns: readonly ColumnLayout[], withSelection: boolean): Map<string, Pin> {
  const pins = new Map<string, Pin>();
  const place = (side: 'left' | 'right', outermostFirst: readonly ColumnLayout[], start: number) => {
    let offset = start;
    outermostFirst.forEach((c, i) => {
      const innermost = i === outermostFirst.length - 1;
      const width = innermost ? c.width : (c.width ?? PINNED_WIDTH);
      const edge = innermost ? (side === 'left' ? classes.edgeLeft : classes.edgeRight) : '';
      pins.set(c.accessor, { className: `${classes.pinned} ${edge}`, style: { [side]: offset }, width });
      offset += width ?? 0;
    });
  };
  place(
    'left',
    columns.filter((c) => c.pinned === 'left'),
    withSelection ? PINNED_SELECTION_WIDTH : 0,
  );
  place('right', columns.filter((c) => c.pinned === 'right').reverse(), 0);
  return pins;
}

/** The selection column when a column is pinned left: it sticks first, at a fixed width. */
export const PINNED_SELECTION: Pin = {
  className: classes.pinned ?? '',
  style: { left: 0, width: PINNED_SELECTION_WIDTH, minWidth: PINNED_SELECTION_WIDTH, maxWidth: PINNED_SELECTION_WIDTH },
};

/** Whether any shown column is pinned left (the selection column is then pinned too). */
export const pinsLeft = <T,>(visible: readonly Column<T>[], bySetting: ReadonlyMap<string, ColumnSetting>) =>
  visible.some((c) => (bySetting.get(c.key)?.fixed ?? c.fixed) === 'left');

/**
 * The columns as mantine-datatable takes them, the same array while their layout is the same.
 * Pinned columns stick through CSS at offsets known in advance (pinsOf), not through the table's own
 * pinning. Cells render through `CellRenderer`, so new row contents still show.
 */
export function useTableColumns<T>(visible: Column<T>[], bySetting: ReadonlyMap<string, ColumnSetting>, withSelection: boolean): DataTableColumn<T>[] {
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
  return useMemo(() => {
    const layout = JSON.parse(layoutKey) as ColumnLayout[];
    const pins = pinsOf(layout, withSelection);
    return layout.map(({ pinned, ...c }): DataTableColumn<T> => {
      const pin = pins.get(c.accessor);
      const render = (record: T) => <Cell columnKey={c.accessor} record={record} />;
      if (!pinned || !pin) return { ...c, render };
      const style = pin.style;
      return {
        ...c,
        width: c.width ?? PINNED_WIDTH,
        render,
        titleClassName: pin.className,
        titleStyle: style,
        cellsClassName: pin.className,
        cellsStyle: () => style,
      };
    });
  }, [layoutKey, withSelection]);
}

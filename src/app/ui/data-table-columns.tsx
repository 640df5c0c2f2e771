import type { CSSProperties, ReactNode } from 'react';
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
  /**
   * The page's column permission code governing it: `useGrantedColumns` leaves the column out for a
   * viewer not granted it (the server leaves the field out; a column of dashes reads as missing data).
   */
  permission?: string;
}

export function cellOf<T>(column: Column<T>, record: T): ReactNode {
  if (column.render) return column.render(record);
  const value = (record as Record<string, unknown>)[column.key];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A column's layout: its width and where it sticks, besides what it shows. */
interface ColumnLayout {
  accessor: string;
  width?: number;
  pinned?: 'left' | 'right';
}

export interface Pin {
  className: string;
  style: CSSProperties;
  /** The width it must keep: a column further in sticks beside it at an offset counted from it. */
  width?: number;
}

/**
 * Where each pinned column sticks: left ones after the selection column and each other, right ones
 * before each other. An offset is the sum of the widths outside it, so every pinned column but the
 * innermost of its side keeps a fixed width: nothing on the page is measured for it.
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

/** A shown column with its width and, when pinned, where it sticks. */
export interface TableColumn<T> {
  column: Column<T>;
  width?: number;
  pin?: Pin;
}

/** The shown columns with their layout: the user's widths and pinning over the screen's. */
export function tableColumns<T>(visible: readonly Column<T>[], bySetting: ReadonlyMap<string, ColumnSetting>, withSelection: boolean): TableColumn<T>[] {
  const layout = visible.map((c): ColumnLayout => {
    const s = bySetting.get(c.key);
    return { accessor: c.key, width: s?.width ? s.width : c.width, pinned: s?.fixed ?? c.fixed };
  });
  const pins = pinsOf(layout, withSelection);
  return visible.map((column, i) => {
    const pin = pins.get(column.key);
    const width = layout[i]?.width;
    return pin ? { column, width: width ?? PINNED_WIDTH, pin } : { column, width };
  });
}

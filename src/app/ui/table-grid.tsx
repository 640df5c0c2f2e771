import { Loader, UnstyledButton } from '@mantine/core';
import { memo, useDeferredValue, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellOf, PINNED_SELECTION, type TableColumn } from './data-table-columns.tsx';
import classes from './data-table.module.css';
import touch from './touch.module.css';
import { sameShallow } from './same-props.ts';

/** Which column a list is sorted by, and which way. */
export interface SortStatus {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}

/** Row selection: the chosen ids, a toggle of one record and of the whole page, and their names. */
export interface GridSelection<T> {
  selectedIds: ReadonlySet<string>;
  onToggle: (record: T, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  labels?: { record: (record: T) => string; all: string };
  /** The selection column sticks first when a column is pinned left. */
  pinned: boolean;
}

export interface TableGridProps<T> {
  records: readonly T[];
  columns: readonly TableColumn<T>[];
  idAccessor: (record: T) => string;
  ariaLabel?: string;
  selection?: GridSelection<T>;
  sort?: { status: SortStatus; onChange: (status: SortStatus) => void };
  rowAttributes?: (record: T) => Record<string, string>;
  /** A click anywhere on a row but its own controls (a picker's row chooses its record). */
  onRowClick?: (record: T) => void;
  expandedContent?: (record: T) => ReactNode;
  /** Sticky header inside a scrolling body of this height. */
  height?: number | string;
  minWidth?: number;
  fetching: boolean;
  /** Shown under the header when there are no rows. */
  empty?: ReactNode;
}

function sizeOf(width: number | undefined): CSSProperties | undefined {
  return width === undefined ? undefined : { width, minWidth: width, maxWidth: width };
}

function cellClass<T>(c: TableColumn<T>): string | undefined {
  const names = [c.pin?.className, c.column.noWrap && classes.noWrap, c.column.align && classes[c.column.align]].filter(Boolean);
  return names.length ? names.join(' ') : undefined;
}

function selectionCellOf(pinned: boolean): { className: string; style?: CSSProperties } {
  return pinned
    ? { className: `${touch.selectionCell} ${classes.selection} ${PINNED_SELECTION.className}`, style: PINNED_SELECTION.style }
    : { className: `${touch.selectionCell} ${classes.selection}` };
}

interface RowProps<T> {
  record: T;
  columns: readonly TableColumn<T>[];
  /** Undefined: the list has no selection. */
  selected?: boolean;
  selectionPinned: boolean;
  selectionLabel?: string;
  onToggle: (record: T, selected: boolean) => void;
  attributes?: Record<string, string>;
  onClick?: (record: T) => void;
}

/** A click on a control in the row (its checkbox, radio, a button) is the control's, not the row's. */
export const onControl = (target: EventTarget): boolean => target instanceof Element && target.closest('input, button, a, label, select, textarea') !== null;

interface SelectionBoxProps {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string | undefined;
  onChange: (checked: boolean) => void;
}

/** The browser's own checkbox in the theme's colour: one a row, where Mantine's is eight elements. */
function SelectionBox({ checked, indeterminate = false, disabled, label, onChange }: SelectionBoxProps) {
  return (
    <input
      type="checkbox"
      className={classes.checkbox}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

/**
 * One row. Cells are plain table cells: a page of a wide list is hundreds of them, and every Mantine
 * component in them costs its own render.
 */
function RowOf<T>({ record, columns, selected, selectionPinned, selectionLabel, onToggle, attributes, onClick }: RowProps<T>) {
  const selectionCell = selectionCellOf(selectionPinned);
  return (
    <tr
      data-selected={selected || undefined}
      className={onClick ? classes.clickable : undefined}
      onClick={onClick && ((e) => !onControl(e.target) && onClick(record))}
      {...attributes}
    >
      {selected !== undefined && (
        <td className={selectionCell.className} style={selectionCell.style}>
          {/* The whole cell is the checkbox's label: a target a finger hits. */}
          <label className={classes.selectionHit}>
            <SelectionBox checked={selected} label={selectionLabel} onChange={(checked) => onToggle(record, checked)} />
          </label>
        </td>
      )}
      {columns.map((c) => (
        <td key={c.column.key} className={cellClass(c)} style={{ ...sizeOf(c.width), ...c.pin?.style }}>
          {cellOf(c.column, record)}
        </td>
      ))}
    </tr>
  );
}

/** A row renders again only when what it shows changed: a click on one checkbox renders one row. */
const Row = memo(
  RowOf,
  (a, b) =>
    a.record === b.record &&
    a.columns === b.columns &&
    a.selected === b.selected &&
    a.selectionPinned === b.selectionPinned &&
    a.selectionLabel === b.selectionLabel &&
    a.onToggle === b.onToggle &&
    a.onClick === b.onClick &&
    sameShallow(a.attributes, b.attributes),
) as typeof RowOf;

function SortHeader({ title, active, direction, onSort }: { title: string; active: boolean; direction: 'asc' | 'desc'; onSort: () => void }) {
  const { t } = useTranslation();
  const state = active ? (direction === 'asc' ? t('ui.table.sortedAscending') : t('ui.table.sortedDescending')) : t('ui.table.notSorted');
  return (
    <UnstyledButton className={classes.sortButton} onClick={onSort}>
      <span>{title}</span>{' '}
      <span role="img" aria-label={state} className={classes.sortIcon} data-active={active || undefined} data-direction={active ? direction : undefined}>
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {active ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M8 9l4-4 4 4M16 15l-4 4-4-4" />}
        </svg>
      </span>
    </UnstyledButton>
  );
}

const ignoreToggle = () => undefined;

/** Rows a table's first render shows: about a screen of them. */
const FIRST_RENDER_ROWS = 10;

/** A list's table on a wide screen: sticky header and pinned columns through CSS, nothing measured. */
export function TableGrid<T>(props: TableGridProps<T>) {
  const { records, columns, idAccessor, selection, sort, rowAttributes, onRowClick, expandedContent } = props;
  const pageIds = records.map(idAccessor);
  const chosenOnPage = selection ? pageIds.filter((id) => selection.selectedIds.has(id)).length : 0;
  const allChosen = records.length > 0 && chosenOnPage === records.length;
  const selectionHead = selection && selectionCellOf(selection.pinned);
  // A new table's rows are styled and laid out at once, in the task that shows them: the first render
  // shows a screen of rows and the rest follow in a deferred one, so a wide page of rows is two
  // shorter tasks. Later renders (another page, a filter) show every row at once.
  const whole = useDeferredValue(true, false);
  const shown = whole ? records : records.slice(0, FIRST_RENDER_ROWS);
  // With a fixed height the body scrolls: a keyboard reaches it even when its rows hold nothing to focus.
  const scrolling = props.height !== undefined;
  return (
    <div
      className={scrolling ? `${classes.frame} ${classes.scrolling}` : classes.frame}
      style={scrolling ? { height: props.height } : undefined}
      {...(scrolling ? { tabIndex: 0, role: 'region', 'aria-label': props.ariaLabel } : {})}
    >
      <table className={classes.table} aria-label={props.ariaLabel} style={props.minWidth ? { minWidth: props.minWidth } : undefined}>
        <thead>
          <tr>
            {selection && selectionHead && (
              <th className={selectionHead.className} style={selectionHead.style}>
                <label className={classes.selectionHit}>
                  <SelectionBox
                    checked={allChosen}
                    indeterminate={chosenOnPage > 0 && !allChosen}
                    disabled={records.length === 0}
                    label={selection.labels?.all}
                    onChange={(checked) => selection.onToggleAll(checked)}
                  />
                </label>
              </th>
            )}
            {columns.map((c) => {
              const active = sort?.status.columnAccessor === c.column.key;
              const direction = sort?.status.direction ?? 'asc';
              return (
                <th
                  key={c.column.key}
                  className={cellClass(c)}
                  style={{ ...sizeOf(c.width), ...c.pin?.style }}
                  aria-sort={sort && c.column.sortable ? (active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                >
                  {sort && c.column.sortable ? (
                    <SortHeader
                      title={c.column.title}
                      active={active}
                      direction={direction}
                      // The same column turns its order; another one starts ascending, as in spreadsheets.
                      onSort={() => sort.onChange({ columnAccessor: c.column.key, direction: active && direction === 'asc' ? 'desc' : 'asc' })}
                    />
                  ) : (
                    c.column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((record, i) => {
            const id = pageIds[i] ?? '';
            const row = (
              <Row
                key={id}
                record={record}
                columns={columns}
                selected={selection ? selection.selectedIds.has(id) : undefined}
                selectionPinned={selection?.pinned ?? false}
                selectionLabel={selection?.labels?.record(record)}
                onToggle={selection?.onToggle ?? ignoreToggle}
                attributes={rowAttributes?.(record)}
                onClick={onRowClick}
              />
            );
            if (!expandedContent) return row;
            const expanded = expandedContent(record);
            return expanded === null ? (
              row
            ) : (
              <FragmentRows key={id} row={row} span={columns.length + (selection ? 1 : 0)}>
                {expanded}
              </FragmentRows>
            );
          })}
        </tbody>
      </table>
      {records.length === 0 && props.empty}
      {props.fetching && (
        <div className={classes.fetching}>
          <Loader size="sm" />
        </div>
      )}
    </div>
  );
}

/** A row with its expansion below it, across every column. */
function FragmentRows({ row, span, children }: { row: ReactNode; span: number; children: ReactNode }) {
  return (
    <>
      {row}
      <tr className={classes.expansion}>
        <td colSpan={span}>{children}</td>
      </tr>
    </>
  );
}

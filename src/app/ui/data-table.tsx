import { Box, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useCallbackRef, useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../platform/current-user.ts';
import { ColumnSettingsButton } from './column-settings-button.tsx';
import { cellOf, pinsLeft, tableColumns, type Column } from './data-table-columns.tsx';
import { columnStorageKey, localColumnStore, mergeColumnSettings, type ColumnSetting, type ColumnStore } from './column-settings.ts';
import { EmptyState } from './empty-state.tsx';
import { Pager } from './pager.tsx';
import { TableFooter } from './table-footer.tsx';
import gridClasses from './data-table.module.css';
import { onControl, TableGrid, type GridSelection, type SortStatus } from './table-grid.tsx';

export type { Column } from './data-table-columns.tsx';
export type { SortStatus } from './table-grid.tsx';

/**
 * Server paging: `records` are one page of a `{list, pagination}` envelope (from the server, or paged
 * by the caller from the device's rows); device paging slices the rows given here. With `pageSizes`
 * the user picks how many rows a page holds; with it or `totalText` the total is shown.
 */
export type Paging =
  | {
      mode: 'server';
      page: number;
      pageSize: number;
      total: number;
      onPage: (page: number) => void;
      pageSizes?: readonly number[];
      onPageSize?: (size: number) => void;
      totalText?: (total: number) => string;
    }
  | { mode: 'device'; pageSize: number };

export interface DataTableProps<T> {
  records: readonly T[];
  columns: Column<T>[];
  idAccessor: (record: T) => string;
  paging?: Paging;
  fetching?: boolean;
  /**
   * Per-module column settings (visibility, width, pinning), kept per user on this device and, with the
   * default store, on the server under this key, so they follow the user to another device.
   */
  moduleId?: string;
  sortStatus?: SortStatus;
  onSortStatusChange?: (status: SortStatus) => void;
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  /** Sticky header inside a scrolling body of this height. */
  height?: number | string;
  ariaLabel?: string;
  minWidth?: number;
  store?: ColumnStore;
  /** Attributes of a row (or card), e.g. a test id naming the record. */
  rowAttributes?: (record: T) => Record<string, string>;
  /** A click anywhere on a row (or card) but its own controls: a picker's row chooses its record. */
  onRowClick?: (record: T) => void;
  /** Records opened below their row (or card), e.g. a vendor's accounts; the page's own button toggles `expandedIds`. */
  expansion?: { expandedIds: readonly string[]; content: (record: T) => ReactNode };
  /** What an empty list says when the screen knows why (else the generic no-data text). */
  emptyText?: string;
  /** The accessible names of the selection checkboxes: one record's, and the whole page's. */
  selectionLabels?: { record: (record: T) => string; all: string };
}

/** Screens up to 576 px (phones are 360–430 px wide) get cards: a 10-column table cannot be read there. */
export const PHONE_MAX_WIDTH = 576;

function defaultSettings<T>(columns: Column<T>[]): ColumnSetting[] {
  return columns.map((c) => ({ key: c.key, visible: true, width: c.width ?? 0, fixed: c.fixed ?? null }));
}

/** The one list component: the kit's table on wide screens (table-grid.tsx), label: value cards on a phone. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { records, columns, idAccessor, paging, fetching = false, moduleId, ariaLabel, store = localColumnStore } = props;
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  const { data: user } = useQuery({ ...currentUserQuery(), enabled: moduleId !== undefined });
  const storageKey = moduleId && user ? columnStorageKey(user.userInfo.userId, moduleId) : null;
  const [devicePage, setDevicePage] = useState(1);
  const [settingsOverride, setSettings] = useState<ColumnSetting[] | null>(null);
  const settings = settingsOverride ?? mergeColumnSettings(defaultSettings(columns), storageKey ? store.load(storageKey) : null);
  const serverModuleId = storageKey && store === localColumnStore ? moduleId : undefined;
  const queryClient = useQueryClient();
  const [, rereadStore] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!storageKey || !serverModuleId) return;
    // The table shows the device's copy at once; the server sync loads after it, outside the first load.
    const stop = import('./column-sync.ts').then(
      ({ startColumnSync }) =>
        startColumnSync({ queryClient, storageKey, moduleId: serverModuleId }, () => {
          setSettings(null);
          rereadStore();
        }),
      // Offline before the sync's chunk was cached: the device's copy stands.
      () => () => undefined,
    );
    return () => void stop.then((end) => end());
  }, [queryClient, storageKey, serverModuleId]);

  const total = paging?.mode === 'server' ? paging.total : records.length;
  const pageSize = paging?.pageSize ?? Math.max(records.length, 1);
  const page = paging?.mode === 'server' ? paging.page : Math.min(devicePage, Math.max(1, Math.ceil(total / pageSize)));
  const shown = paging?.mode === 'device' ? records.slice((page - 1) * pageSize, page * pageSize) : [...records];
  const onPage = paging?.mode === 'server' ? paging.onPage : setDevicePage;

  const { selectedRecords, onSelectedRecordsChange, selectionLabels, rowAttributes } = props;
  const selectedIds = new Set((selectedRecords ?? []).map(idAccessor));
  const totalText = (paging?.mode === 'server' && paging.totalText) || ((count: number) => t('ui.table.total', { count }));
  // The total shows with a page size choice, or where the screen names what it counts.
  const showTotal = paging?.mode === 'server' && Boolean(paging.onPageSize || paging.totalText);
  const hasSelection = Boolean(selectedRecords);
  // The shown columns and their layout, the same while the screen's columns and the user's settings
  // are the same: unchanged rows are then not rendered again (a click on one checkbox renders one row).
  const settingsKey = JSON.stringify(settings);
  const { visible, gridColumns, selectionPinned } = useMemo(() => {
    const bySetting = new Map((JSON.parse(settingsKey) as ColumnSetting[]).map((s) => [s.key, s]));
    const shown = columns.filter((c) => bySetting.get(c.key)?.visible !== false);
    const pinned = hasSelection && pinsLeft(shown, bySetting);
    return { visible: shown, gridColumns: tableColumns(shown, bySetting, pinned), selectionPinned: pinned };
  }, [columns, settingsKey, hasSelection]);
  const toggleRecord = useCallbackRef((record: T, checked: boolean) => {
    const id = idAccessor(record);
    const rest = (selectedRecords ?? []).filter((r) => idAccessor(r) !== id);
    onSelectedRecordsChange?.(checked ? [...rest, record] : rest);
  });
  const expansion = props.expansion;
  const empty = !fetching && records.length === 0;

  if (narrow) {
    return (
      <Stack gap="sm">
        {selectedRecords && (
          <Checkbox
            label={selectionLabels?.all}
            checked={shown.length > 0 && shown.every((r) => selectedIds.has(idAccessor(r)))}
            indeterminate={shown.some((r) => selectedIds.has(idAccessor(r))) && !shown.every((r) => selectedIds.has(idAccessor(r)))}
            onChange={(e) => onSelectedRecordsChange?.(e.currentTarget.checked ? shown : [])}
          />
        )}
        {/* Only the cards are the list's items: the page-wide checkbox, pager and total stand beside it. */}
        <Stack gap="sm" aria-label={ariaLabel} role="list">
          {shown.map((record) => (
            <Card
              key={idAccessor(record)}
              withBorder
              padding="sm"
              role="listitem"
              className={props.onRowClick ? gridClasses.clickable : undefined}
              onClick={props.onRowClick && ((e) => !onControl(e.target) && props.onRowClick?.(record))}
              {...rowAttributes?.(record)}
            >
              {selectedRecords && (
                <Checkbox
                  mb="xs"
                  aria-label={selectionLabels?.record(record)}
                  checked={selectedIds.has(idAccessor(record))}
                  onChange={(e) => toggleRecord(record, e.currentTarget.checked)}
                />
              )}
              {visible.map((c) => (
                <Group key={c.key} gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" c="gray.7" miw={96} style={{ flexShrink: 0 }}>
                    {c.title}
                  </Text>
                  <Box style={{ minWidth: 0, overflowWrap: 'anywhere' }} fz="sm">
                    {cellOf(c, record)}
                  </Box>
                </Group>
              ))}
              {expansion?.expandedIds.includes(idAccessor(record)) && <Box mt="xs">{expansion.content(record)}</Box>}
            </Card>
          ))}
        </Stack>
        {empty && <EmptyState message={props.emptyText} />}
        <Pager total={total} page={page} pageSize={pageSize} onPage={onPage} />
        {showTotal && (
          <Text size="sm" c="dimmed">
            {totalText(total)}
          </Text>
        )}
      </Stack>
    );
  }

  const sizes = paging?.mode === 'server' && paging.onPageSize && paging.pageSizes ? { options: paging.pageSizes, onSize: paging.onPageSize } : undefined;
  const { sortStatus, onSortStatusChange } = props;
  const selection: GridSelection<T> | undefined = selectedRecords
    ? {
        selectedIds,
        onToggle: toggleRecord,
        // The page's box adds the page's rows to those chosen elsewhere, or takes them out.
        onToggleAll: (checked) => {
          const onPageIds = new Set(shown.map(idAccessor));
          const others = selectedRecords.filter((r) => !onPageIds.has(idAccessor(r)));
          onSelectedRecordsChange?.(checked ? [...others, ...shown] : others);
        },
        labels: selectionLabels,
        pinned: selectionPinned,
      }
    : undefined;
  return (
    <Stack gap="xs">
      {storageKey && (
        <Group justify="flex-end">
          <ColumnSettingsButton
            titles={new Map(columns.map((c) => [c.key, c.title]))}
            settings={settings}
            storageKey={storageKey}
            store={store}
            onChange={setSettings}
            serverModuleId={serverModuleId}
          />
        </Group>
      )}
      <div>
        <TableGrid<T>
          ariaLabel={ariaLabel}
          records={shown}
          columns={gridColumns}
          idAccessor={idAccessor}
          fetching={fetching}
          height={props.height}
          minWidth={props.minWidth}
          empty={empty ? <EmptyState message={props.emptyText} /> : undefined}
          rowAttributes={rowAttributes}
          onRowClick={props.onRowClick}
          selection={selection}
          sort={sortStatus && onSortStatusChange ? { status: sortStatus, onChange: onSortStatusChange } : undefined}
          expandedContent={expansion && ((record) => (expansion.expandedIds.includes(idAccessor(record)) ? expansion.content(record) : null))}
        />
        {paging && (total > pageSize || showTotal) && (
          <TableFooter page={page} pageSize={pageSize} total={total} onPage={onPage} text={showTotal ? totalText(total) : ''} sizes={sizes} />
        )}
      </div>
    </Stack>
  );
}

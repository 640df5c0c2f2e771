import { Box, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable as MantineDataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../features/auth/queries.ts';
import { ColumnSettingsButton } from './column-settings-button.tsx';
import { CellRenderer, cellOf, PINNED_SELECTION, pinsLeft, useTableColumns, type Column } from './data-table-columns.tsx';
import { columnStorageKey, localColumnStore, mergeColumnSettings, type ColumnSetting, type ColumnStore } from './column-settings.ts';
import { EmptyState } from './empty-state.tsx';
import { Pager } from './pager.tsx';
import touch from './touch.module.css';

export type { Column } from './data-table-columns.tsx';

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
  sortStatus?: DataTableSortStatus<T>;
  onSortStatusChange?: (status: DataTableSortStatus<T>) => void;
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  /** Sticky header inside a scrolling body of this height. */
  height?: number | string;
  ariaLabel?: string;
  minWidth?: number;
  store?: ColumnStore;
  /** Attributes of a row (or card), e.g. a test id naming the record. */
  rowAttributes?: (record: T) => Record<string, string>;
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

/** The one list component: Mantine DataTable on wide screens, label: value cards on a phone. */
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
  const bySetting = new Map(settings.map((s) => [s.key, s]));
  const visible = columns.filter((c) => bySetting.get(c.key)?.visible !== false);
  const selectionPinned = Boolean(selectedRecords) && pinsLeft(visible, bySetting);
  const tableColumns = useTableColumns(visible, bySetting, selectionPinned);
  const byKey = new Map(visible.map((c) => [c.key, c]));
  // Records reach a cell from this table's own `records`, so they are `T`.
  const renderCell = (key: string, record: unknown) => {
    const column = byKey.get(key);
    return column ? cellOf(column, record as T) : null;
  };
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
            <Card key={idAccessor(record)} withBorder padding="sm" role="listitem" {...rowAttributes?.(record)}>
              {selectedRecords && (
                <Checkbox
                  mb="xs"
                  aria-label={selectionLabels?.record(record)}
                  checked={selectedIds.has(idAccessor(record))}
                  onChange={(e) =>
                    onSelectedRecordsChange?.(
                      e.currentTarget.checked ? [...selectedRecords, record] : selectedRecords.filter((r) => idAccessor(r) !== idAccessor(record)),
                    )
                  }
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
              {props.expansion?.expandedIds.includes(idAccessor(record)) && <Box mt="xs">{props.expansion.content(record)}</Box>}
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

  const sizes = paging?.mode === 'server' && paging.onPageSize && paging.pageSizes ? { sizes: [...paging.pageSizes], onSize: paging.onPageSize } : null;
  const pagination =
    paging && (total > pageSize || showTotal)
      ? {
          page,
          onPageChange: onPage,
          totalRecords: total,
          recordsPerPage: pageSize,
          paginationText: () => (showTotal ? totalText(total) : ''),
          ...(sizes ? { recordsPerPageOptions: sizes.sizes, onRecordsPerPageChange: sizes.onSize, recordsPerPageLabel: t('ui.table.pageSize') } : {}),
        }
      : {};
  const { sortStatus, onSortStatusChange } = props;
  // mantine-datatable keeps the old direction on a new column; a new column starts ascending, as in spreadsheets.
  const onSort = (next: DataTableSortStatus<T>) =>
    onSortStatusChange?.(next.columnAccessor === sortStatus?.columnAccessor ? next : { ...next, direction: 'asc' });
  const sorting = sortStatus ? { sortStatus, onSortStatusChange: onSort } : {};
  const selection = selectedRecords
    ? {
        selectedRecords,
        onSelectedRecordsChange,
        // The whole cell around a checkbox selects, a target a finger hits (44 px on touch screens).
        selectionTrigger: 'cell' as const,
        selectionColumnClassName: selectionPinned ? `${touch.selectionCell} ${PINNED_SELECTION.className}` : touch.selectionCell,
        ...(selectionPinned ? { selectionColumnStyle: PINNED_SELECTION.style } : {}),
        ...(selectionLabels
          ? {
              getRecordSelectionCheckboxProps: (record: T) => ({ 'aria-label': selectionLabels.record(record) }),
              allRecordsSelectionCheckboxProps: { 'aria-label': selectionLabels.all },
            }
          : {}),
      }
    : {};
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
      <CellRenderer value={renderCell}>
        <MantineDataTable<T>
          aria-label={ariaLabel}
          records={shown}
          columns={tableColumns}
          idAccessor={idAccessor}
          fetching={fetching}
          striped
          highlightOnHover
          minHeight={empty ? 160 : undefined}
          height={props.height}
          noRecordsText={props.emptyText ?? t('common.noData')}
          emptyState={empty ? <EmptyState message={props.emptyText} /> : undefined}
          scrollAreaProps={{
            ...(props.minWidth ? { type: 'auto' as const } : {}),
            // A body of fixed height scrolls: a keyboard reaches it even when its rows hold nothing to focus.
            ...(props.height !== undefined ? { viewportProps: { tabIndex: 0, 'aria-label': ariaLabel } } : {}),
          }}
          styles={props.minWidth ? { table: { minWidth: props.minWidth } } : undefined}
          customRowAttributes={rowAttributes}
          {...(props.expansion
            ? {
                rowExpansion: {
                  trigger: 'never' as const,
                  allowMultiple: true,
                  expanded: { recordIds: [...props.expansion.expandedIds], onRecordIdsChange: () => undefined },
                  content: ({ record }: { record: T }) => props.expansion?.content(record),
                },
              }
            : {})}
          {...pagination}
          {...sorting}
          {...selection}
        />
      </CellRenderer>
    </Stack>
  );
}

import { Box, Card, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DataTable as MantineDataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../features/session/queries.ts';
import { ColumnSettingsButton } from './column-settings-button.tsx';
import { columnStorageKey, localColumnStore, mergeColumnSettings, type ColumnSetting, type ColumnStore } from './column-settings.ts';
import { EmptyState } from './empty-state.tsx';
import { Pager } from './pager.tsx';

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
}

/** Server paging answers one page of a `{list, pagination}` envelope; device paging slices rows already here (Dexie). */
export type Paging = { mode: 'server'; page: number; pageSize: number; total: number; onPage: (page: number) => void } | { mode: 'device'; pageSize: number };

export interface DataTableProps<T> {
  records: T[];
  columns: Column<T>[];
  idAccessor: (record: T) => string;
  paging?: Paging;
  fetching?: boolean;
  /** Per-module column settings (visibility, width, pinning), kept per user on this device. */
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
}

/** Phones up to 390 px wide (an iPhone 14) get cards: a 10-column table cannot be read there. */
export const MOBILE_BREAKPOINT = 390;

function defaultSettings<T>(columns: Column<T>[]): ColumnSetting[] {
  return columns.map((c) => ({ key: c.key, visible: true, width: c.width ?? 0, fixed: c.fixed ?? null }));
}

function cellOf<T>(column: Column<T>, record: T): ReactNode {
  if (column.render) return column.render(record);
  const value = (record as Record<string, unknown>)[column.key];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The one list component: Mantine DataTable on wide screens, label: value cards below 390 px. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { records, columns, idAccessor, paging, fetching = false, moduleId, ariaLabel, store = localColumnStore } = props;
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT}px)`, false);
  const { data: user } = useQuery({ ...currentUserQuery(), enabled: moduleId !== undefined });
  const storageKey = moduleId && user ? columnStorageKey(user.userInfo.userId, moduleId) : null;
  const [devicePage, setDevicePage] = useState(1);
  const [settingsOverride, setSettings] = useState<ColumnSetting[] | null>(null);
  const settings = settingsOverride ?? mergeColumnSettings(defaultSettings(columns), storageKey ? store.load(storageKey) : null);

  const total = paging?.mode === 'server' ? paging.total : records.length;
  const pageSize = paging?.pageSize ?? Math.max(records.length, 1);
  const page = paging?.mode === 'server' ? paging.page : Math.min(devicePage, Math.max(1, Math.ceil(total / pageSize)));
  const shown = paging?.mode === 'device' ? records.slice((page - 1) * pageSize, page * pageSize) : records;
  const onPage = paging?.mode === 'server' ? paging.onPage : setDevicePage;

  const bySetting = new Map(settings.map((s) => [s.key, s]));
  const visible = columns.filter((c) => bySetting.get(c.key)?.visible !== false);
  const empty = !fetching && records.length === 0;

  if (narrow) {
    return (
      <Stack gap="sm" aria-label={ariaLabel} role="list">
        {shown.map((record) => (
          <Card key={idAccessor(record)} withBorder padding="sm" role="listitem">
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
          </Card>
        ))}
        {empty && <EmptyState />}
        <Pager total={total} page={page} pageSize={pageSize} onPage={onPage} />
      </Stack>
    );
  }

  const tableColumns: DataTableColumn<T>[] = visible.map((c) => {
    const s = bySetting.get(c.key);
    return {
      accessor: c.key,
      title: c.title,
      render: (record: T) => cellOf(c, record),
      sortable: c.sortable,
      width: s?.width ? s.width : c.width,
      pinned: s?.fixed ?? c.fixed,
      noWrap: c.noWrap,
    };
  });
  const pagination = paging && total > pageSize ? { page, onPageChange: onPage, totalRecords: total, recordsPerPage: pageSize, paginationText: () => '' } : {};
  const { sortStatus, onSortStatusChange } = props;
  // mantine-datatable keeps the old direction on a new column; a new column starts ascending, as in spreadsheets.
  const onSort = (next: DataTableSortStatus<T>) =>
    onSortStatusChange?.(next.columnAccessor === sortStatus?.columnAccessor ? next : { ...next, direction: 'asc' });
  const sorting = sortStatus ? { sortStatus, onSortStatusChange: onSort } : {};
  const selection = props.selectedRecords ? { selectedRecords: props.selectedRecords, onSelectedRecordsChange: props.onSelectedRecordsChange } : {};
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
          />
        </Group>
      )}
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
        noRecordsText={t('common.noData')}
        emptyState={empty ? <EmptyState /> : undefined}
        scrollAreaProps={props.minWidth ? { type: 'auto' } : undefined}
        styles={props.minWidth ? { table: { minWidth: props.minWidth } } : undefined}
        {...pagination}
        {...sorting}
        {...selection}
      />
    </Stack>
  );
}

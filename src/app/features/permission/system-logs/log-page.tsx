import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_CATEGORIES, listSystemLogs, type LogCategory, type LogRow } from '../../../../shared/contracts/system-logs.ts';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LazyDateField } from '../../../ui/lazy-date-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { CellClamp } from '../../../ui/table-cells.tsx';
import { permissionKeys } from '../shared/queries.ts';
import { RetentionDialog } from './retention-dialog.tsx';
import { serverTable } from '../../../ui/admin/use-server-list.ts';
import { z } from 'zod';
import { pagedListSearch } from '../../../../shared/domain/list-search.ts';
import { useAddressSearchState } from '../../../platform/search-state.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()
  .catch(null);
/** Its address: the kind of log, the keyword, the days and the page. */
const logSearch = pagedListSearch.extend({ category: z.enum(LOG_CATEGORIES).catch('login'), from: day, to: day });

/** The log of one kind at a time, newest first, by user / address / path and by days. */
export function LogPage() {
  const { t } = useTranslation();
  const [list, setList] = useAddressSearchState(logSearch);
  const { category, keyword, from, to, currentPage: page } = list;
  const [searched] = useDebouncedValue(keyword.trim(), 300);
  const setPage = (currentPage: number) => setList({ ...list, currentPage });
  const [keeping, setKeeping] = useState(false);
  const columns = useColumns(category);
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'logs', category, searched, from, to, page],
    queryFn: () =>
      call(listSystemLogs, {
        query: {
          category,
          currentPage: page,
          pageSize: PAGINATION.pageSize,
          ...(searched ? { keyword: searched } : {}),
          ...(from ? { startTime: from } : {}),
          ...(to ? { endTime: to } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
  // A new filter starts again at the first page.
  const filter = (patch: Partial<typeof list>) => setList({ ...list, ...patch, currentPage: 1 });
  return (
    <Paper withBorder p="md" radius="md" maw={1400}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('admin.log.title')}
          </Title>
          <Permitted code="btn_edit">
            <Button variant="default" onClick={() => setKeeping(true)}>
              {t('admin.log.retention')}
            </Button>
          </Permitted>
        </Group>
        <SegmentedControl
          aria-label={t('admin.log.category')}
          value={category}
          onChange={(category) => filter({ category })}
          data={LOG_CATEGORIES.map((c) => ({ value: c, label: t(`admin.log.categories.${c}`) }))}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          styles={{ root: { flexWrap: 'wrap' } }}
        />
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('admin.common.search')}
            placeholder={t('admin.log.searchHint')}
            value={keyword}
            onChange={(e) => filter({ keyword: e.currentTarget.value })}
            w={240}
          />
          <LazyDateField label={t('admin.log.from')} value={from} onChange={(from) => filter({ from })} clearable w={170} />
          <LazyDateField label={t('admin.log.to')} value={to} onChange={(to) => filter({ to })} clearable w={170} />
        </Group>
        {query.isError ? (
          <ErrorState message={query.error.message || t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<LogRow>
            ariaLabel={t(`admin.log.categories.${category}`)}
            {...serverTable(t, query, page, setPage)}
            minWidth={1000}
            rowAttributes={(r) => ({ 'data-testid': `log-${r.category}-${r.userName}` })}
            columns={columns}
          />
        )}
      </Stack>
      {keeping && <RetentionDialog onClose={() => setKeeping(false)} />}
    </Paper>
  );
}

function useColumns(category: LogCategory): Column<LogRow>[] {
  const { t } = useTranslation();
  const time: Column<LogRow> = { key: 'creatorTime', title: t('admin.log.time'), noWrap: true, render: (r) => formatDateTime(r.creatorTime) };
  const user: Column<LogRow> = { key: 'userName', title: t('admin.log.user'), render: (r) => r.userName || '—' };
  const address: Column<LogRow> = { key: 'ipAddress', title: t('admin.log.address'), noWrap: true };
  const client: Column<LogRow> = { key: 'client', title: t('admin.log.client') };
  if (category === 'login') {
    return [
      time,
      user,
      {
        key: 'status',
        title: t('admin.log.status'),
        noWrap: true,
        render: (r) => (
          <StatusBadge color={r.status === 200 ? 'green' : 'red'} variant="light">
            {t(r.status === 200 ? 'admin.log.outcome.ok' : 'admin.log.outcome.failed')}
          </StatusBadge>
        ),
      },
      { key: 'message', title: t('admin.log.message'), render: (r) => r.message || '—' },
      address,
      { key: 'place', title: t('admin.log.place'), render: (r) => r.place || '—' },
      client,
    ];
  }
  return [
    time,
    user,
    {
      key: 'path',
      title: t('admin.log.action'),
      // What was done in words, the request itself beneath for whoever needs it.
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {r.action}
          </Text>
          <Text size="xs" c="gray.7" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {`${r.method} ${r.path}`}
          </Text>
        </Stack>
      ),
    },
    { key: 'recordId', title: t('admin.log.record'), noWrap: true, render: (r) => <CellClamp>{r.recordId || '—'}</CellClamp> },
    { key: 'status', title: t('admin.log.status'), align: 'right', noWrap: true },
    { key: 'durationMs', title: t('admin.log.duration'), align: 'right', noWrap: true, render: (r) => t('admin.log.durationMs', { ms: r.durationMs ?? 0 }) },
    ...(category === 'exception'
      ? [{ key: 'message', title: t('admin.log.message'), render: (r: LogRow) => <Text size="sm">{`${r.message} (${r.requestId})`}</Text> }]
      : []),
    address,
    client,
  ];
}

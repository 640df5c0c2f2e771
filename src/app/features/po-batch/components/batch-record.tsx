import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PoBatchSummary } from '../../../../shared/contracts/po-batch.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { batchListQuery } from '../queries.ts';
import { sortedListSearch } from '../../../../shared/domain/list-search.ts';
import { serverSort } from '../../../ui/server-sort.ts';
import { useAddressSearchState } from '../../../platform/search-state.ts';

const PAGE_SIZE = 20;

/** The record's address: keyword, page and sort (newest first unless chosen otherwise). */
const batchRecordSearch = sortedListSearch(['createdAt', 'serialNumber', 'fileName', 'category', 'status'], { sidx: 'createdAt', sort: 'desc' });
const STATUS_COLOR: Record<PoBatchSummary['status'], string> = { parsing: 'blue', ready: 'teal', failed: 'red', applied: 'green', discarded: 'gray' };

export function BatchStatusBadge({ status }: { status: PoBatchSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={STATUS_COLOR[status]} variant="light">
      {t(`po.batch.status.${status}`)}
    </StatusBadge>
  );
}

/** The batch change record (spec 000 §3 upload record), newest first. */
export function BatchRecord({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [list, setList] = useAddressSearchState(batchRecordSearch);
  const { currentPage: page, sidx, sort } = list;
  const [keyword] = useDebouncedValue(list.keyword.trim(), 300);
  const { data, isError } = useQuery(batchListQuery({ currentPage: page, pageSize: PAGE_SIZE, sidx, sort, keyword }));
  if (isError) return <Text role="alert">{t('po.batch.page.loadFailed')}</Text>;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('po.batch.page.search')}
        placeholder={t('po.batch.page.searchHint')}
        value={list.keyword}
        onChange={(e) => setList({ ...list, keyword: e.currentTarget.value, currentPage: 1 })}
        maw={320}
      />
      <DataTable
        records={data?.list ?? []}
        idAccessor={(b) => b.id}
        fetching={!data}
        ariaLabel={t('po.batch.page.record')}
        emptyText={t('po.batch.page.none')}
        minWidth={900}
        rowAttributes={(b) => ({ 'data-testid': `batch-${b.serialNumber}` })}
        paging={{ mode: 'server', page, pageSize: PAGE_SIZE, total: data?.pagination.total ?? 0, onPage: (next) => setList({ ...list, currentPage: next }) }}
        {...serverSort(list, setList)}
        columns={[
          {
            key: 'serialNumber',
            title: t('po.batch.record.serialNumber'),
            sortable: true,
            render: (b) => (
              <Anchor component="button" type="button" onClick={() => onOpen(b.id)} aria-label={t('po.batch.page.open', { serial: b.serialNumber })}>
                {b.serialNumber}
              </Anchor>
            ),
          },
          { key: 'createdAt', title: t('po.batch.record.uploadTime'), noWrap: true, sortable: true, render: (b) => formatDateTime(b.createdAt) },
          { key: 'uploaderName', title: t('po.batch.record.uploadBy') },
          { key: 'category', title: t('po.batch.record.category'), sortable: true, render: (b) => t(`po.batch.category.${b.category}`) },
          { key: 'status', title: t('po.batch.record.confirmStatus'), sortable: true, render: (b) => <BatchStatusBadge status={b.status} /> },
          { key: 'fileName', title: t('po.batch.record.fileName'), sortable: true },
          { key: 'poCount', title: t('po.batch.record.poCount'), align: 'right' },
          { key: 'itemCount', title: t('po.batch.record.itemCount'), align: 'right' },
          { key: 'sourceType', title: t('po.batch.record.sourceType'), render: (b) => t(`po.batch.source.${b.sourceType}`, { defaultValue: b.sourceType }) },
        ]}
      />
    </Stack>
  );
}

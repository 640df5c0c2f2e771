import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PoBatchSummary } from '../../../../shared/contracts/po-batch.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { batchListQuery } from '../queries.ts';
import { keywordPageSearch } from '../../../../shared/domain/list-search.ts';
import { useAddressSearchState } from '../../../shell/page-cache/search-state.ts';

const PAGE_SIZE = 20;
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
  const [{ currentPage: page }, setList] = useAddressSearchState(keywordPageSearch);
  const { data, isError } = useQuery(batchListQuery(page, PAGE_SIZE));
  if (isError) return <Text role="alert">{t('po.batch.page.loadFailed')}</Text>;
  const list = data?.list ?? [];
  return (
    <DataTable
      records={list}
      idAccessor={(b) => b.id}
      fetching={!data}
      ariaLabel={t('po.batch.page.record')}
      emptyText={t('po.batch.page.none')}
      minWidth={900}
      rowAttributes={(b) => ({ 'data-testid': `batch-${b.serialNumber}` })}
      paging={{ mode: 'server', page, pageSize: PAGE_SIZE, total: data?.pagination.total ?? 0, onPage: (next) => setList({ keyword: '', currentPage: next }) }}
      columns={[
        {
          key: 'serialNumber',
          title: t('po.batch.record.serialNumber'),
          render: (b) => (
            <Anchor component="button" type="button" onClick={() => onOpen(b.id)} aria-label={t('po.batch.page.open', { serial: b.serialNumber })}>
              {b.serialNumber}
            </Anchor>
          ),
        },
        { key: 'createdAt', title: t('po.batch.record.uploadTime'), noWrap: true, render: (b) => formatDateTime(b.createdAt) },
        { key: 'uploaderName', title: t('po.batch.record.uploadBy') },
        { key: 'category', title: t('po.batch.record.category'), render: (b) => t(`po.batch.category.${b.category}`) },
        { key: 'status', title: t('po.batch.record.confirmStatus'), render: (b) => <BatchStatusBadge status={b.status} /> },
        { key: 'fileName', title: t('po.batch.record.fileName') },
        { key: 'poCount', title: t('po.batch.record.poCount'), align: 'right' },
        { key: 'itemCount', title: t('po.batch.record.itemCount'), align: 'right' },
        { key: 'sourceType', title: t('po.batch.record.sourceType'), render: (b) => t(`po.batch.source.${b.sourceType}`, { defaultValue: b.sourceType }) },
      ]}
    />
  );
}

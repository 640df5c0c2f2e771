import { Anchor, Badge, Group, Pagination, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoBatchSummary } from '../../../../shared/contracts/po-batch.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { batchListQuery } from '../queries.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<PoBatchSummary['status'], string> = { parsing: 'blue', ready: 'teal', failed: 'red', applied: 'green', discarded: 'gray' };

export function BatchStatusBadge({ status }: { status: PoBatchSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`po.batch.status.${status}`)}
    </Badge>
  );
}

/** The batch change record (spec 000 §3 upload record), newest first. */
export function BatchRecord({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isError } = useQuery(batchListQuery(page, PAGE_SIZE));
  if (isError) return <Text role="alert">{t('po.batch.page.loadFailed')}</Text>;
  const list = data?.list ?? [];
  const total = data?.pagination.total ?? 0;
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label={t('po.batch.page.record')}>
          <Table.Thead>
            <Table.Tr>
              {['serialNumber', 'uploadTime', 'uploadBy', 'category', 'confirmStatus', 'fileName', 'poCount', 'itemCount', 'sourceType'].map((key) => (
                <Table.Th key={key}>{t(`po.batch.record.${key}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((b) => (
              <Table.Tr key={b.id} data-testid={`batch-${b.serialNumber}`}>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => onOpen(b.id)} aria-label={t('po.batch.page.open', { serial: b.serialNumber })}>
                    {b.serialNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(b.createdAt)}</Table.Td>
                <Table.Td>{b.uploaderName}</Table.Td>
                <Table.Td>{t(`po.batch.category.${b.category}`)}</Table.Td>
                <Table.Td>
                  <BatchStatusBadge status={b.status} />
                </Table.Td>
                <Table.Td>{b.fileName}</Table.Td>
                <Table.Td>{b.poCount}</Table.Td>
                <Table.Td>{b.itemCount}</Table.Td>
                <Table.Td>{t(`po.batch.source.${b.sourceType}`, { defaultValue: b.sourceType })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.length === 0 && <Text c="dimmed">{t('po.batch.page.none')}</Text>}
      {total > PAGE_SIZE && (
        <Group justify="flex-end">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  );
}

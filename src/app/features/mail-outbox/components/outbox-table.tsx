import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import type { DataTableSortStatus } from 'mantine-datatable';
import type { OutboxMail } from '../../../../shared/contracts/mail.ts';
import { mailOutboxQuery, type OutboxSort } from '../queries.ts';

/** Mail that went nowhere because no SMTP server is configured, newest first. */
export function OutboxTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(PAGINATION.page);
  const [sort, setSort] = useState<OutboxSort>({ sidx: 'createdAt', sort: 'desc' });
  const { data, isPending } = useQuery(mailOutboxQuery(page, PAGINATION.pageSize, sort));
  const sortStatus: DataTableSortStatus<OutboxMail> = { columnAccessor: sort.sidx, direction: sort.sort };
  // The server sorts the whole outbox, so a new sort starts again at its first page.
  const onSort = (status: DataTableSortStatus<OutboxMail>) => {
    setSort({ sidx: status.columnAccessor as OutboxSort['sidx'], sort: status.direction });
    setPage(PAGINATION.page);
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('outbox.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('outbox.hint')}
      </Text>
      <DataTable
        records={data?.list ?? []}
        idAccessor={(mail) => mail.id}
        fetching={isPending}
        minWidth={640}
        paging={{ mode: 'server', page, pageSize: PAGINATION.pageSize, total: data?.pagination.total ?? 0, onPage: setPage }}
        sortStatus={sortStatus}
        onSortStatusChange={onSort}
        columns={[
          { key: 'createdAt', title: t('outbox.time'), noWrap: true, sortable: true, render: (mail) => formatDateTime(mail.createdAt) },
          { key: 'to', title: t('outbox.to'), sortable: true },
          { key: 'subject', title: t('outbox.subject'), sortable: true },
          { key: 'text', title: t('outbox.text') },
        ]}
      />
    </Paper>
  );
}

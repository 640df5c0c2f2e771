import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { mailOutboxQuery } from '../queries.ts';

/** Mail that went nowhere because no SMTP server is configured, newest first. */
export function OutboxTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(PAGINATION.page);
  const { data, isPending } = useQuery(mailOutboxQuery(page, PAGINATION.pageSize));
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
        columns={[
          { key: 'createdAt', title: t('outbox.time'), noWrap: true, render: (mail) => formatDateTime(mail.createdAt) },
          { key: 'to', title: t('outbox.to') },
          { key: 'subject', title: t('outbox.subject') },
          { key: 'text', title: t('outbox.text') },
        ]}
      />
    </Paper>
  );
}

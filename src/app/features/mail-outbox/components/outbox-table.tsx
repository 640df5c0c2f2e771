import { Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { PageFooter } from '../../../shell/page-footer.tsx';
import { mailOutboxQuery } from '../queries.ts';

/** Mail that went nowhere because no SMTP server is configured, newest first. */
export function OutboxTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(PAGINATION.page);
  const { data, isPending } = useQuery(mailOutboxQuery(page, PAGINATION.pageSize));
  const total = data?.pagination.total ?? 0;
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('outbox.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('outbox.hint')}
      </Text>
      <ScrollArea>
        <Table striped highlightOnHover miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outbox.time')}</Table.Th>
              <Table.Th>{t('outbox.to')}</Table.Th>
              <Table.Th>{t('outbox.subject')}</Table.Th>
              <Table.Th>{t('outbox.text')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.list.map((mail) => (
              <Table.Tr key={mail.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createdAt)}</Table.Td>
                <Table.Td>{mail.to}</Table.Td>
                <Table.Td>{mail.subject}</Table.Td>
                <Table.Td>{mail.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <PageFooter total={total} page={page} pageSize={PAGINATION.pageSize} loading={isPending} onPage={setPage} />
    </Paper>
  );
}

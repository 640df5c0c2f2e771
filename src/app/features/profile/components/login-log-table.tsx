import { useState } from 'react';
import { Badge, Paper, ScrollArea, Table, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { formatRelative } from '../../../shell/format.ts';
import { PageFooter } from '../../../shell/page-footer.tsx';
import { loginLogQuery } from '../queries.ts';

/** My sign-ins, newest first: when, from where, on what, and whether they succeeded. */
export function LoginLogTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(PAGINATION.page);
  const { data, isPending } = useQuery(loginLogQuery(page, PAGINATION.pageSize));
  const total = data?.pagination.total ?? 0;
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t('profile.loginLog')}
      </Title>
      <ScrollArea>
        <Table striped miw={560} aria-label={t('profile.loginLog')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.log.time')}</Table.Th>
              <Table.Th>{t('profile.log.address')}</Table.Th>
              <Table.Th>{t('profile.log.place')}</Table.Th>
              <Table.Th>{t('profile.log.platform')}</Table.Th>
              <Table.Th>{t('profile.log.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.list.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Tooltip label={formatDateTime(entry.creatorTime)}>
                    <span>{formatRelative(t, entry.creatorTime)}</span>
                  </Tooltip>
                </Table.Td>
                <Table.Td>{entry.ipAddress}</Table.Td>
                <Table.Td>{entry.ipAddressName}</Table.Td>
                <Table.Td>{entry.platForm}</Table.Td>
                <Table.Td>
                  <Badge color={entry.success ? 'green' : 'red'} variant="light">
                    {entry.success ? t('profile.log.success') : t('profile.log.failure')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <PageFooter total={total} page={page} pageSize={PAGINATION.pageSize} loading={isPending} onPage={setPage} />
    </Paper>
  );
}

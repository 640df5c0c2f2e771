import { Paper, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { formatRelative } from '../../../shell/format.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { loginLogQuery } from '../queries.ts';

/** My sign-ins, newest first: when, from where, on what, and whether they succeeded; `page` is kept in the address. */
export function LoginLogTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(loginLogQuery(page, PAGINATION.pageSize));
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t('profile.loginLog')}
      </Title>
      <DataTable
        ariaLabel={t('profile.loginLog')}
        records={data?.list ?? []}
        idAccessor={(entry) => entry.id}
        fetching={isPending}
        minWidth={560}
        paging={{ mode: 'server', page, pageSize: PAGINATION.pageSize, total: data?.pagination.total ?? 0, onPage }}
        columns={[
          {
            key: 'creatorTime',
            title: t('profile.log.time'),
            render: (entry) => (
              <Tooltip label={formatDateTime(entry.creatorTime)}>
                <span>{formatRelative(t, entry.creatorTime)}</span>
              </Tooltip>
            ),
          },
          { key: 'ipAddress', title: t('profile.log.address') },
          { key: 'ipAddressName', title: t('profile.log.place') },
          { key: 'platForm', title: t('profile.log.platform') },
          {
            key: 'success',
            title: t('profile.log.result'),
            render: (entry) => (
              <StatusBadge color={entry.success ? 'green' : 'red'}>{entry.success ? t('profile.log.success') : t('profile.log.failure')}</StatusBadge>
            ),
          },
        ]}
      />
    </Paper>
  );
}

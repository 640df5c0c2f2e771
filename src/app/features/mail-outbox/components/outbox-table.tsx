import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { sortedListSearch } from '../../../../shared/domain/list-search.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { serverSort } from '../../../ui/server-sort.ts';
import { mailOutboxQuery, type OutboxSort } from '../queries.ts';
import type { CachedPageProps } from '../../../shell/page-cache/cached-pages.tsx';
import { useSearchState } from '../../../platform/search-state.ts';

/** Its address: page and sort (newest first by default); anything else falls back to the default. */
const outboxSearch = sortedListSearch(['createdAt', 'to', 'subject'], { sidx: 'createdAt', sort: 'desc' });

/** Mail that went nowhere because no SMTP server is configured, newest first. */
export function OutboxTable({ search, setSearch }: CachedPageProps) {
  const { t } = useTranslation();
  const [list, setList] = useSearchState(outboxSearch, search, setSearch);
  const { currentPage: page } = list;
  const sort: OutboxSort = { sidx: list.sidx, sort: list.sort };
  const { data, isPending } = useQuery(mailOutboxQuery(page, PAGINATION.pageSize, sort));
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
        paging={{
          mode: 'server',
          page,
          pageSize: PAGINATION.pageSize,
          total: data?.pagination.total ?? 0,
          onPage: (next) => setList({ ...list, currentPage: next }),
        }}
        {...serverSort(list, setList)}
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

import { Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listRoles, type RoleRow } from '../../../../shared/contracts/roles.ts';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { call } from '../../../api/client.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { serverSort } from '../../../ui/server-sort.ts';
import { EnabledBadge } from '../../../ui/admin/enabled-badge.tsx';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { permissionKeys } from '../shared/queries.ts';
import { RoleActions } from './role-actions.tsx';
import { RoleForm, type RoleEditing } from './role-form.tsx';

interface RoleList {
  currentPage: number;
  sidx: 'sortCode' | 'fullName' | 'enCode' | 'creatorTime';
  sort: 'asc' | 'desc';
}

/** The roles, a page at a time from the server: search, add, and per row edit, enable/disable, authorise, delete. */
export function RolePage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // One request per pause in typing, not per key.
  const [searched] = useDebouncedValue(keyword.trim(), 300);
  const [list, setList] = useState<RoleList>({ currentPage: 1, sidx: 'sortCode', sort: 'asc' });
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'roles', searched, list],
    queryFn: () => call(listRoles, { query: { ...list, pageSize: PAGINATION.pageSize, ...(searched ? { keyword: searched } : {}) } }),
    // The rows stay while the next page or sort loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  const search = (value: string) => {
    setKeyword(value);
    setList((l) => ({ ...l, currentPage: 1 }));
  };
  return (
    <Paper withBorder p="md" radius="md" maw={1400}>
      <Stack gap="sm">
        <ListHeader title={t('admin.role.title')} keyword={keyword} onKeyword={search} onAdd={() => setEditing({ mode: 'add' })} />
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<RoleRow>
            ariaLabel={t('admin.role.title')}
            records={query.data?.list ?? []}
            idAccessor={(r) => r.id}
            fetching={query.isPending}
            emptyText={t('admin.common.empty')}
            minWidth={900}
            rowAttributes={(r) => ({ 'data-testid': `role-${r.enCode}` })}
            paging={{
              mode: 'server',
              page: list.currentPage,
              pageSize: PAGINATION.pageSize,
              total: query.data?.pagination.total ?? 0,
              onPage: (page) => setList({ ...list, currentPage: page }),
              totalText: (count) => t('admin.common.total', { count }),
            }}
            {...serverSort(list, setList)}
            columns={[
              { key: 'fullName', title: t('admin.common.fullName'), sortable: true },
              { key: 'enCode', title: t('admin.common.enCode'), sortable: true, noWrap: true },
              {
                key: 'organizeInfo',
                title: t('admin.role.scope'),
                render: (r) =>
                  r.globalMark === 1 ? (
                    <Text span size="sm" fw={500}>
                      {t('admin.role.global')}
                    </Text>
                  ) : (
                    r.organizeInfo
                  ),
              },
              { key: 'kind', title: t('admin.role.kind'), noWrap: true, render: (r) => t(`admin.role.kinds.${r.kind}`) },
              { key: 'userCount', title: t('admin.common.members'), align: 'right' },
              { key: 'enabledMark', title: t('admin.common.status'), render: (r) => <EnabledBadge mark={r.enabledMark} /> },
              { key: 'sortCode', title: t('admin.common.sortCode'), sortable: true, align: 'right' },
              { key: 'creatorTime', title: t('admin.common.creatorTime'), sortable: true, noWrap: true, render: (r) => formatDateTime(r.creatorTime) },
              {
                key: 'actions',
                title: t('admin.common.actions'),
                noWrap: true,
                // Pinned, so the actions stay in reach when a narrower screen scrolls the table sideways.
                fixed: 'right',
                render: (r) => <RoleActions role={r} onEdit={() => setEditing({ mode: 'edit', id: r.id, name: r.fullName })} />,
              },
            ]}
          />
        )}
      </Stack>
      {editing && <RoleForm editing={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

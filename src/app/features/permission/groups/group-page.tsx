import { Button, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUserGroup, listUserGroups, type UserGroupRow } from '../../../../shared/contracts/user-groups.ts';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { serverSort } from '../../../ui/server-sort.ts';
import { AuthorizeLink } from '../shared/authorize-link.tsx';
import { EnabledBadge } from '../../../ui/admin/enabled-badge.tsx';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { permissionKeys } from '../shared/queries.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { GroupForm } from './group-form.tsx';
import { GroupMembers } from './group-members.tsx';

interface GroupList {
  currentPage: number;
  sidx: 'sortCode' | 'fullName' | 'enCode' | 'creatorTime';
  sort: 'asc' | 'desc';
}

/**
 * User groups: people across the organisation tree granted permissions together. Members are chosen
 * in each user's form (Groups) or all at once here (Members, the user transfer); a group is
 * authorised like a role.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [searched] = useDebouncedValue(keyword.trim(), 300);
  const [list, setList] = useState<GroupList>({ currentPage: 1, sidx: 'sortCode', sort: 'asc' });
  const [editing, setEditing] = useState<UserGroupRow | 'add' | null>(null);
  const [membersOf, setMembersOf] = useState<UserGroupRow | null>(null);
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'groups', searched, list],
    queryFn: () => call(listUserGroups, { query: { ...list, pageSize: PAGINATION.pageSize, ...(searched ? { keyword: searched } : {}) } }),
    placeholderData: keepPreviousData,
  });
  const search = (value: string) => {
    setKeyword(value);
    setList((l) => ({ ...l, currentPage: 1 }));
  };
  return (
    <Paper withBorder p="md" radius="md" maw={1200}>
      <Stack gap="sm">
        <ListHeader title={t('admin.group.title')} keyword={keyword} onKeyword={search} onAdd={() => setEditing('add')} />
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<UserGroupRow>
            ariaLabel={t('admin.group.title')}
            records={query.data?.list ?? []}
            idAccessor={(r) => r.id}
            fetching={query.isPending}
            emptyText={t('admin.common.empty')}
            minWidth={800}
            rowAttributes={(r) => ({ 'data-testid': `group-${r.enCode}` })}
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
              { key: 'userCount', title: t('admin.common.members'), align: 'right' },
              { key: 'enabledMark', title: t('admin.common.status'), noWrap: true, render: (r) => <EnabledBadge mark={r.enabledMark} /> },
              { key: 'description', title: t('admin.common.description'), render: (r) => r.description || '—' },
              { key: 'sortCode', title: t('admin.common.sortCode'), sortable: true, align: 'right' },
              { key: 'creatorTime', title: t('admin.common.creatorTime'), sortable: true, noWrap: true, render: (r) => formatDateTime(r.creatorTime) },
              {
                key: 'actions',
                title: t('admin.common.actions'),
                noWrap: true,
                fixed: 'right',
                render: (r) => (
                  <RowActions name={r.fullName}>
                    <Permitted code="btn_edit">
                      <Button size="compact-sm" variant="subtle" onClick={() => setEditing(r)}>
                        {t('admin.common.edit')}
                      </Button>
                    </Permitted>
                    <Permitted code="btn_edit">
                      <Button size="compact-sm" variant="subtle" onClick={() => setMembersOf(r)} aria-label={t('admin.group.membersOf', { name: r.fullName })}>
                        {t('admin.group.members')}
                      </Button>
                    </Permitted>
                    <AuthorizeLink objectType="group" id={r.id} name={r.fullName} />
                    <RemoveAction name={r.fullName} remove={() => call(deleteUserGroup, { params: { id: r.id } })} />
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </Stack>
      {membersOf && <GroupMembers group={membersOf} onClose={() => setMembersOf(null)} />}
      {editing && <GroupForm record={editing === 'add' ? null : editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

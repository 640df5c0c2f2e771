import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePosition, listPositions } from '../../../../shared/contracts/positions.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { serverSort } from '../../../ui/server-sort.ts';
import { EnabledBadge } from '../../../ui/admin/enabled-badge.tsx';
import { organizeTreeQuery, permissionKeys } from '../shared/queries.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { findNode, organizationOf, pathOptions } from '../../../ui/admin/tree.ts';
import { PositionForm, type PositionEditing } from './position-form.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';

const PAGE_SIZE = 20;
type Sorting = { sidx: 'sortCode' | 'fullName' | 'enCode' | 'creatorTime'; sort: 'asc' | 'desc' };

/** Positions, filtered by an organisation or department (and everything under it), paged by the server. */
export function PositionPage() {
  const { t } = useTranslation();
  const tree = useQuery(organizeTreeQuery());
  const [under, setUnder] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<Sorting>({ sidx: 'sortCode', sort: 'asc' });
  const [editing, setEditing] = useState<PositionEditing | null>(null);
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'positions', under, keyword, page, sorting],
    queryFn: () =>
      call(listPositions, {
        query: { currentPage: page, pageSize: PAGE_SIZE, ...sorting, ...(keyword ? { keyword } : {}), ...(under ? { organizeId: under } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const addTo = (): PositionEditing | null => {
    const node = under ? findNode(tree.data?.list ?? [], under) : undefined;
    const firstOrganization = tree.data?.list[0]?.id;
    if (node?.type === 'department') return { mode: 'add', organizeId: organizationOf(tree.data?.list ?? [], node.id) ?? '', departmentId: node.id };
    return { mode: 'add', organizeId: node?.id ?? firstOrganization ?? '', departmentId: null };
  };
  const list = { ...sorting, currentPage: page };
  return (
    <Paper withBorder p="md" radius="md" maw={1200}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Title order={2} size="h4">
            {t('admin.position.title')}
          </Title>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('admin.common.tree')}
              placeholder={t('admin.common.allOrganizations')}
              data={pathOptions(tree.data?.list ?? [])}
              value={under}
              onChange={(value) => {
                setUnder(value);
                setPage(1);
              }}
              searchable
              clearable
              w={260}
            />
            <TextInput
              label={t('admin.common.search')}
              placeholder={t('admin.common.searchHint')}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.currentTarget.value);
                setPage(1);
              }}
              w={200}
            />
            <Permitted code="btn_add">
              <Button onClick={() => setEditing(addTo())}>{t('admin.common.add')}</Button>
            </Permitted>
          </Group>
        </Group>
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable
            ariaLabel={t('admin.position.title')}
            records={query.data?.list ?? []}
            idAccessor={(r) => r.id}
            fetching={query.isPending}
            emptyText={t('admin.common.empty')}
            minWidth={900}
            rowAttributes={(r) => ({ 'data-testid': `position-${r.enCode}` })}
            paging={{
              mode: 'server',
              page,
              pageSize: PAGE_SIZE,
              total: query.data?.pagination.total ?? 0,
              onPage: setPage,
              totalText: (count) => t('admin.common.total', { count }),
            }}
            {...serverSort(list, (next) => {
              setSorting({ sidx: next.sidx, sort: next.sort });
              setPage(next.currentPage);
            })}
            columns={[
              { key: 'fullName', title: t('admin.common.fullName'), sortable: true },
              { key: 'enCode', title: t('admin.common.enCode'), noWrap: true, sortable: true },
              { key: 'type', title: t('admin.position.type'), render: (r) => r.type || '—' },
              { key: 'organize', title: t('admin.common.organization') },
              { key: 'department', title: t('admin.common.department'), render: (r) => r.department || '—' },
              { key: 'userCount', title: t('admin.position.holders'), align: 'right' },
              { key: 'enabledMark', title: t('admin.common.status'), noWrap: true, render: (r) => <EnabledBadge mark={r.enabledMark} /> },
              { key: 'creatorTime', title: t('admin.common.creatorTime'), noWrap: true, sortable: true, render: (r) => formatDateTime(r.creatorTime) },
              {
                key: 'actions',
                title: t('admin.common.actions'),
                noWrap: true,
                fixed: 'right',
                render: (r) => (
                  <RowActions name={r.fullName}>
                    <Permitted code="btn_edit">
                      <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'edit', record: r })}>
                        {t('admin.common.edit')}
                      </Button>
                    </Permitted>
                    <RemoveAction name={r.fullName} remove={() => call(deletePosition, { params: { id: r.id } })} />
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </Stack>
      {editing && <PositionForm editing={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

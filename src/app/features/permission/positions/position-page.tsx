import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../ui/use-local-name.ts';
import { z } from 'zod';
import { deletePosition, listPositions, type PositionRow } from '../../../../shared/contracts/positions.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { organizeTreeQuery, permissionKeys } from '../shared/queries.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { findNode, organizationOf, pathOptions } from '../../../ui/admin/tree.ts';
import { PositionForm, type PositionEditing } from './position-form.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { codedListSearch, useServerList } from '../../../ui/admin/use-server-list.ts';
import { actionsColumn, codeColumn, createdColumn, EditAction, nameColumn, statusColumn } from '../../../ui/admin/record-columns.tsx';

/** Its address: the list's, and the organisation or department it is narrowed to. */
const positionSearch = codedListSearch.extend({ organizeId: z.string().max(64).catch('') });

/** Positions, filtered by an organisation or department (and everything under it), paged by the server. */
export function PositionPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const tree = useQuery(organizeTreeQuery());
  const [editing, setEditing] = useState<PositionEditing | null>(null);
  const { list, keyword, search, filter, query, table } = useServerList(positionSearch, [...permissionKeys.all, 'positions'], ({ organizeId, ...q }) =>
    call(listPositions, { query: { ...q, ...(organizeId ? { organizeId } : {}) } }),
  );
  const under = list.organizeId || null;
  const addTo = (): PositionEditing | null => {
    const node = under ? findNode(tree.data?.list ?? [], under) : undefined;
    const firstOrganization = tree.data?.list[0]?.id;
    if (node?.type === 'department') return { mode: 'add', organizeId: organizationOf(tree.data?.list ?? [], node.id) ?? '', departmentId: node.id };
    return { mode: 'add', organizeId: node?.id ?? firstOrganization ?? '', departmentId: null };
  };
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
              onChange={(value) => filter({ organizeId: value ?? '' })}
              searchable
              clearable
              w={260}
            />
            <TextInput
              label={t('admin.common.search')}
              placeholder={t('admin.common.searchHint')}
              value={keyword}
              onChange={(e) => search(e.currentTarget.value)}
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
          <DataTable<PositionRow>
            ariaLabel={t('admin.position.title')}
            {...table}
            minWidth={900}
            rowAttributes={(r) => ({ 'data-testid': `position-${r.enCode}` })}
            columns={[
              nameColumn(t, nameOf),
              codeColumn(t),
              { key: 'type', title: t('admin.position.type'), render: (r) => r.type || '—' },
              { key: 'organize', title: t('admin.common.organization') },
              { key: 'department', title: t('admin.common.department'), render: (r) => r.department || '—' },
              { key: 'userCount', title: t('admin.position.holders'), align: 'right' },
              statusColumn(t),
              createdColumn(t),
              actionsColumn(t, (r) => (
                <RowActions name={nameOf(r)}>
                  <EditAction onClick={() => setEditing({ mode: 'edit', record: r })} />
                  <RemoveAction name={nameOf(r)} remove={() => call(deletePosition, { params: { id: r.id } })} />
                </RowActions>
              )),
            ]}
          />
        )}
      </Stack>
      {editing && <PositionForm editing={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

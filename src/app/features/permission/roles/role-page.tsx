import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listRoles, type RoleRow } from '../../../../shared/contracts/roles.ts';
import { call } from '../../../api/client.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { codedListSearch, useServerList } from '../../../ui/admin/use-server-list.ts';
import { permissionKeys } from '../shared/queries.ts';
import { RoleActions } from './role-actions.tsx';
import { RoleForm, type RoleEditing } from './role-form.tsx';
import { actionsColumn, codeColumn, createdColumn, nameColumn, sortCodeColumn, statusColumn } from '../../../ui/admin/record-columns.tsx';
import { useLocalName } from '../../../ui/use-local-name.ts';

/** The roles, a page at a time from the server: search, add, and per row edit, enable/disable, authorise, delete. */
export function RolePage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const { keyword, search, query, table } = useServerList(codedListSearch, [...permissionKeys.all, 'roles'], (q) => call(listRoles, { query: q }));
  return (
    <Paper withBorder p="md" radius="md" maw={1400}>
      <Stack gap="sm">
        <ListHeader title={t('admin.role.title')} keyword={keyword} onKeyword={search} onAdd={() => setEditing({ mode: 'add' })} />
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<RoleRow>
            ariaLabel={t('admin.role.title')}
            {...table}
            minWidth={900}
            rowAttributes={(r) => ({ 'data-testid': `role-${r.enCode}` })}
            columns={[
              nameColumn(t, nameOf),
              codeColumn(t),
              {
                key: 'organizeInfo',
                title: t('admin.role.scope'),
                render: (r) =>
                  r.globalMark === 1 ? (
                    <Text span size="sm" fw={500}>
                      {t('admin.role.global')}
                    </Text>
                  ) : (
                    r.organizeInfo || t('admin.role.nowhere')
                  ),
              },
              { key: 'kind', title: t('admin.role.kind'), noWrap: true, render: (r) => t(`admin.role.kinds.${r.kind}`) },
              { key: 'userCount', title: t('admin.common.members'), align: 'right' },
              statusColumn(t),
              sortCodeColumn(t),
              createdColumn(t),
              // Pinned, so the actions stay in reach when a narrower screen scrolls the table sideways.
              actionsColumn(t, (r) => <RoleActions role={r} onEdit={() => setEditing({ mode: 'edit', id: r.id, name: nameOf(r) })} />),
            ]}
          />
        )}
      </Stack>
      {editing && <RoleForm editing={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

import { Button, Paper, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../ui/use-local-name.ts';
import { deleteOrganization, listOrganizations, type OrganizeNode } from '../../../../shared/contracts/organize.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { call } from '../../../api/client.ts';
import { Permitted, useIsAdministrator } from '../../../platform/permitted.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { useAddressKeyword } from '../../../ui/admin/use-server-list.ts';
import { permissionKeys } from '../shared/queries.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { TreeName } from '../../../ui/admin/tree-name.tsx';
import { flattenTree } from '../../../ui/admin/tree.ts';
import { OrganizationForm, type OrganizationEditing } from './organize-form.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { OrganizeAdministrators } from './organize-administrators.tsx';
import { actionsColumn, EditAction, statusColumn } from '../../../ui/admin/record-columns.tsx';

/** The organisation tree as indented rows: add, edit, add below, delete (each behind its button). */
export function OrganizePage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { keyword, setKeyword, searched } = useAddressKeyword();
  const [editing, setEditing] = useState<OrganizationEditing | null>(null);
  const [administering, setAdministering] = useState<OrganizeNode | null>(null);
  // Only an administrator appoints tiered administrators (the server refuses anyone else).
  const isAdministrator = useIsAdministrator();
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'organizations', searched],
    queryFn: () => call(listOrganizations, { query: searched ? { keyword: searched } : {} }),
    placeholderData: keepPreviousData,
  });
  const rows = flattenTree<OrganizeNode>(query.data?.list ?? []);
  return (
    <Paper withBorder p="md" radius="md" maw={1200}>
      <Stack gap="sm">
        <ListHeader
          title={t('admin.organize.title')}
          keyword={keyword}
          onKeyword={setKeyword}
          // A tiered administrator adds below the organisations they administer, never at the top.
          onAdd={query.data?.mayAddTop ? () => setEditing({ mode: 'add', parentId: null }) : undefined}
        />
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<(typeof rows)[number]>
            ariaLabel={t('admin.organize.title')}
            records={rows}
            idAccessor={(r) => r.id}
            fetching={query.isPending}
            emptyText={t('admin.common.empty')}
            minWidth={700}
            rowAttributes={(r) => ({ 'data-testid': `org-${r.enCode}` })}
            columns={[
              { key: 'fullName', title: t('admin.common.fullName'), render: (r) => <TreeName depth={r.depth} name={nameOf(r)} /> },
              { key: 'enCode', title: t('admin.common.enCode'), noWrap: true },
              statusColumn(t),
              { key: 'sortCode', title: t('admin.common.sortCode'), align: 'right' },
              { key: 'creatorTime', title: t('admin.common.creatorTime'), noWrap: true, render: (r) => formatDateTime(r.creatorTime) },
              actionsColumn(t, (r) => (
                <RowActions name={nameOf(r)}>
                  {r.mayEdit && <EditAction onClick={() => setEditing({ mode: 'edit', record: r })} />}
                  {r.mayAddChild && (
                    <Permitted code="btn_add">
                      <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'add', parentId: r.id })}>
                        {t('admin.organize.addChild')}
                      </Button>
                    </Permitted>
                  )}
                  {isAdministrator && (
                    <Button size="compact-sm" variant="subtle" onClick={() => setAdministering(r)}>
                      {t('admin.organizeAdmin.action')}
                    </Button>
                  )}
                  {r.mayRemove && <RemoveAction name={nameOf(r)} remove={() => call(deleteOrganization, { params: { id: r.id } })} />}
                </RowActions>
              )),
            ]}
          />
        )}
      </Stack>
      {editing && <OrganizationForm editing={editing} onClose={() => setEditing(null)} />}
      {administering && <OrganizeAdministrators organization={administering} onClose={() => setAdministering(null)} />}
    </Paper>
  );
}

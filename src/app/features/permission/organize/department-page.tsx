import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../ui/use-local-name.ts';
import { deleteDepartment, listDepartments, type DepartmentNode } from '../../../../shared/contracts/organize.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { permissionKeys, useWorkingOrganizations } from '../shared/queries.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { TreeName } from '../../../ui/admin/tree-name.tsx';
import { flattenTree } from '../../../ui/admin/tree.ts';
import { DepartmentForm, type DepartmentEditing } from './department-form.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { actionsColumn, EditAction, statusColumn } from '../../../ui/admin/record-columns.tsx';
import { z } from 'zod';
import { useAddressSearchState } from '../../../platform/search-state.ts';

/** Its address: the organisation shown (the first one offered when none) and the search. */
const departmentSearch = z.object({ organizeId: z.string().max(64).catch(''), keyword: z.string().max(100).catch('') });

/** The departments of one organisation as an indented tree: add, edit, add below, delete. */
export function DepartmentPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  // A tiered administrator is offered the organisations they administer, not ones the server refuses.
  const organizations = useWorkingOrganizations().options;
  const [place, setPlace] = useAddressSearchState(departmentSearch);
  const organizeId = place.organizeId || organizations[0]?.value || null;
  const { keyword } = place;
  const [editing, setEditing] = useState<DepartmentEditing | null>(null);
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'departments', organizeId, keyword],
    queryFn: () => call(listDepartments, { params: { id: organizeId ?? '' }, query: keyword ? { keyword } : {} }),
    enabled: organizeId !== null,
  });
  const departments = query.data?.list ?? [];
  const rows = flattenTree<DepartmentNode>(departments);
  return (
    <Paper withBorder p="md" radius="md" maw={1200}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Title order={2} size="h4">
            {t('admin.organize.deptTitle')}
          </Title>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('admin.common.organization')}
              data={organizations}
              value={organizeId}
              onChange={(chosen) => setPlace({ ...place, organizeId: chosen ?? '' })}
              searchable
              allowDeselect={false}
              w={260}
            />
            <TextInput
              label={t('admin.common.search')}
              placeholder={t('admin.common.searchHint')}
              value={keyword}
              onChange={(e) => setPlace({ ...place, keyword: e.currentTarget.value })}
              w={200}
            />
            <Permitted code="btn_add">
              <Button disabled={organizeId === null} onClick={() => organizeId && setEditing({ mode: 'add', organizeId, parentId: null })}>
                {t('admin.common.add')}
              </Button>
            </Permitted>
          </Group>
        </Group>
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<(typeof rows)[number]>
            ariaLabel={t('admin.organize.deptTitle')}
            records={rows}
            idAccessor={(r) => r.id}
            fetching={query.isPending && organizeId !== null}
            emptyText={t('admin.common.empty')}
            minWidth={700}
            rowAttributes={(r) => ({ 'data-testid': `dept-${r.enCode}` })}
            columns={[
              { key: 'fullName', title: t('admin.common.fullName'), render: (r) => <TreeName depth={r.depth} name={nameOf(r)} /> },
              { key: 'enCode', title: t('admin.common.enCode'), noWrap: true },
              { key: 'manager', title: t('admin.organize.manager'), render: (r) => r.manager || '—' },
              statusColumn(t),
              { key: 'sortCode', title: t('admin.common.sortCode'), align: 'right' },
              actionsColumn(t, (r) => (
                <RowActions name={nameOf(r)}>
                  <EditAction onClick={() => setEditing({ mode: 'edit', record: r })} />
                  <Permitted code="btn_add">
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'add', organizeId: r.organizeId, parentId: r.id })}>
                      {t('admin.organize.addDept')}
                    </Button>
                  </Permitted>
                  <RemoveAction name={nameOf(r)} remove={() => call(deleteDepartment, { params: { id: r.id } })} />
                </RowActions>
              )),
            ]}
          />
        )}
      </Stack>
      {editing && (
        <DepartmentForm
          editing={editing}
          departments={departments}
          onSaved={(savedIn) => savedIn !== organizeId && setPlace({ ...place, organizeId: savedIn })}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

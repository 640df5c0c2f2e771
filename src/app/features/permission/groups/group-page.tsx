import { Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUserGroup, listUserGroups, type UserGroupRow } from '../../../../shared/contracts/user-groups.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { AuthorizeLink } from '../shared/authorize-link.tsx';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { codedListSearch, useServerList } from '../../../ui/admin/use-server-list.ts';
import { permissionKeys } from '../shared/queries.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { GroupForm } from './group-form.tsx';
import { GroupMembers } from './group-members.tsx';
import {
  actionsColumn,
  codeColumn,
  createdColumn,
  descriptionColumn,
  EditAction,
  nameColumn,
  sortCodeColumn,
  statusColumn,
} from '../../../ui/admin/record-columns.tsx';

/**
 * User groups: people across the organisation tree granted permissions together. Members are chosen
 * in each user's form (Groups) or all at once here (Members, the user transfer); a group is
 * authorised like a role.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<UserGroupRow | 'add' | null>(null);
  const [membersOf, setMembersOf] = useState<UserGroupRow | null>(null);
  const { keyword, search, query, table } = useServerList(codedListSearch, [...permissionKeys.all, 'groups'], (q) => call(listUserGroups, { query: q }));
  return (
    <Paper withBorder p="md" radius="md" maw={1200}>
      <Stack gap="sm">
        <ListHeader title={t('admin.group.title')} keyword={keyword} onKeyword={search} onAdd={() => setEditing('add')} />
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<UserGroupRow>
            ariaLabel={t('admin.group.title')}
            {...table}
            minWidth={800}
            rowAttributes={(r) => ({ 'data-testid': `group-${r.enCode}` })}
            columns={[
              nameColumn(t),
              codeColumn(t),
              { key: 'userCount', title: t('admin.common.members'), align: 'right' },
              statusColumn(t),
              descriptionColumn(t),
              sortCodeColumn(t),
              createdColumn(t),
              actionsColumn(t, (r) => (
                <RowActions name={r.fullName}>
                  <EditAction onClick={() => setEditing(r)} />
                  <Permitted code="btn_edit">
                    <Button size="compact-sm" variant="subtle" onClick={() => setMembersOf(r)} aria-label={t('admin.group.membersOf', { name: r.fullName })}>
                      {t('admin.group.members')}
                    </Button>
                  </Permitted>
                  <AuthorizeLink objectType="group" id={r.id} name={r.fullName} />
                  <RemoveAction name={r.fullName} remove={() => call(deleteUserGroup, { params: { id: r.id } })} />
                </RowActions>
              )),
            ]}
          />
        )}
      </Stack>
      {membersOf && <GroupMembers group={membersOf} onClose={() => setMembersOf(null)} />}
      {editing && <GroupForm record={editing === 'add' ? null : editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

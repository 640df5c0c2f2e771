import { Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dataInterfaceForm,
  deleteDataInterface,
  exportDataInterface,
  listDataInterfaces,
  toggleDataInterfaceState,
  type DataInterfaceRow,
} from '../../../../shared/contracts/data-interfaces.ts';
import { call } from '../../../api/client.ts';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { codedListSearch, useServerList } from '../../../ui/admin/use-server-list.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { actionsColumn, codeColumn, EditAction, ExportAction, nameColumn, sortCodeColumn, statusColumn } from '../../../ui/admin/record-columns.tsx';
import { ImportButton } from '../../../ui/admin/import-button.tsx';
import { StateToggle } from '../../../ui/admin/state-toggle.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { systemKeys } from '../queries.ts';
import { CallLogDrawer } from './call-log-drawer.tsx';
import { DataInterfaceForm, type Editing } from './data-interface-form.tsx';
import { HostsDialog } from './hosts-dialog.tsx';

/** System → Data Interfaces: the named sources forms and pickers read, each tried, logged, exported. */
export function DataInterfacePage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | 'add' | null>(null);
  const [logOf, setLogOf] = useState<DataInterfaceRow | null>(null);
  const [hosts, setHosts] = useState(false);
  const { keyword, search, query, table } = useServerList(codedListSearch, [...systemKeys.all, 'dataInterfaces'], (q) =>
    call(listDataInterfaces, { query: q }),
  );
  return (
    <Paper withBorder p="md" radius="md" maw={1400}>
      <Stack gap="sm">
        <ListHeader title={t('admin.dataInterface.title')} keyword={keyword} onKeyword={search} onAdd={() => setEditing('add')}>
          <Button variant="default" onClick={() => setHosts(true)}>
            {t('admin.dataInterface.hosts')}
          </Button>
          <ImportButton
            schema={dataInterfaceForm}
            label={t('admin.dataInterface.importFile')}
            invalid={t('admin.dataInterface.importBad')}
            onRead={(imported) => setEditing({ imported })}
          />
        </ListHeader>
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<DataInterfaceRow>
            ariaLabel={t('admin.dataInterface.title')}
            {...table}
            minWidth={900}
            rowAttributes={(r) => ({ 'data-testid': `data-interface-${r.enCode}` })}
            columns={[
              nameColumn(t),
              codeColumn(t),
              { key: 'dataType', title: t('admin.dataInterface.dataType'), noWrap: true, render: (r) => t(`admin.dataInterface.kinds.${r.dataType}`) },
              {
                key: 'requestParameters',
                title: t('admin.dataInterface.paramCount'),
                render: (r) => r.requestParameters.map((p) => p.field).join(', ') || '—',
              },
              statusColumn(t),
              sortCodeColumn(t),
              actionsColumn(t, (r) => (
                <RowActions name={r.fullName}>
                  <EditAction onClick={() => setEditing({ record: r })}>
                    <StateToggle
                      name={r.fullName}
                      enabled={r.enabledMark === 1}
                      toggle={() => call(toggleDataInterfaceState, { params: { id: r.id } })}
                      disableMessage={t('admin.dataInterface.disabled', { name: r.fullName })}
                    />
                  </EditAction>
                  <Button size="compact-sm" variant="subtle" onClick={() => setLogOf(r)}>
                    {t('admin.dataInterface.log')}
                  </Button>
                  <ExportAction code={r.enCode} load={() => call(exportDataInterface, { params: { id: r.id } })} />
                  <RemoveAction name={r.fullName} remove={() => call(deleteDataInterface, { params: { id: r.id } })} />
                </RowActions>
              )),
            ]}
          />
        )}
      </Stack>
      {editing && <DataInterfaceForm editing={editing === 'add' ? null : editing} onClose={() => setEditing(null)} />}
      {logOf && <CallLogDrawer record={logOf} onClose={() => setLogOf(null)} />}
      {hosts && <HostsDialog onClose={() => setHosts(false)} />}
    </Paper>
  );
}

import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteBillRule, exportBillRule, listBillRules, toggleBillRuleState, type BillRuleRow } from '../../../../shared/contracts/bill-rules.ts';
import { call } from '../../../api/client.ts';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { codedListSearch, useServerList } from '../../../ui/admin/use-server-list.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { actionsColumn, codeColumn, EditAction, ExportAction, nameColumn, sortCodeColumn, statusColumn } from '../../../ui/admin/record-columns.tsx';
import { StateToggle } from '../../../ui/admin/state-toggle.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { systemKeys } from '../queries.ts';
import { BillRuleForm } from './bill-rule-form.tsx';

/** System → Bill Rules: each rule with the next number it gives today and the last one drawn. */
export function BillRulePage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<BillRuleRow | 'add' | null>(null);
  const { keyword, search, query, table } = useServerList(codedListSearch, [...systemKeys.all, 'billRules'], (q) => call(listBillRules, { query: q }));
  return (
    <Paper withBorder p="md" radius="md" maw={1400}>
      <Stack gap="sm">
        <ListHeader title={t('admin.billRule.title')} keyword={keyword} onKeyword={search} onAdd={() => setEditing('add')} />
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<BillRuleRow>
            ariaLabel={t('admin.billRule.title')}
            {...table}
            minWidth={980}
            rowAttributes={(r) => ({ 'data-testid': `bill-rule-${r.enCode}` })}
            columns={[
              nameColumn(t),
              codeColumn(t),
              { key: 'example', title: t('admin.billRule.example'), noWrap: true },
              { key: 'outputNumber', title: t('admin.billRule.outputNumber'), noWrap: true, render: (r) => r.outputNumber || '—' },
              { key: 'resetCycle', title: t('admin.billRule.resetCycle'), noWrap: true, render: (r) => t(`admin.billRule.reset.${r.resetCycle}`) },
              statusColumn(t),
              sortCodeColumn(t),
              actionsColumn(t, (r) => (
                <RowActions name={r.fullName}>
                  <EditAction onClick={() => setEditing(r)}>
                    <StateToggle
                      name={r.fullName}
                      enabled={r.enabledMark === 1}
                      toggle={() => call(toggleBillRuleState, { params: { id: r.id } })}
                      disableMessage={t('admin.billRule.disableMessage', { name: r.fullName })}
                    />
                  </EditAction>
                  <ExportAction code={r.enCode} load={() => call(exportBillRule, { params: { id: r.id } })} />
                  <RemoveAction name={r.fullName} remove={() => call(deleteBillRule, { params: { id: r.id } })} />
                </RowActions>
              )),
            ]}
          />
        )}
      </Stack>
      {editing && <BillRuleForm record={editing === 'add' ? null : editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

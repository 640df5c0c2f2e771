import { Button, Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  copyPrintTemplate,
  deletePrintTemplate,
  exportPrintTemplate,
  listPrintTemplates,
  printTemplateForm,
  type PrintTemplateRow,
} from '../../../../shared/contracts/print-templates.ts';
import { call } from '../../../api/client.ts';
import { notifyError, notifySuccess } from '../../../platform/notify.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { codedListSearch, useServerList } from '../../../ui/admin/use-server-list.ts';
import { ImportButton } from '../../../ui/admin/import-button.tsx';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { actionsColumn, codeColumn, EditAction, ExportAction, nameColumn, sortCodeColumn, statusColumn } from '../../../ui/admin/record-columns.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PrintPreviewDialog } from '../../../ui/print/print-preview-dialog.tsx';
import { systemKeys } from '../queries.ts';
import { PrintTemplateForm, type Editing } from './print-template-form.tsx';

const failed = (error: unknown) => notifyError(error instanceof Error ? error.message : String(error));

/** System → Print Templates: HTML documents filled from a data interface, previewed, printed and saved as PDF. */
export function PrintTemplatePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | 'add' | null>(null);
  const [previewing, setPreviewing] = useState<PrintTemplateRow | null>(null);
  const { keyword, search, query, table } = useServerList(codedListSearch, [...systemKeys.all, 'printTemplates'], (q) =>
    call(listPrintTemplates, { query: q }),
  );
  const copy = (row: PrintTemplateRow) =>
    call(copyPrintTemplate, { params: { id: row.id } })
      .then(async () => {
        notifySuccess(t('admin.created'));
        await queryClient.invalidateQueries({ queryKey: systemKeys.all });
      })
      .catch(failed);
  return (
    <Paper withBorder p="md" radius="md" maw={1400}>
      <Stack gap="sm">
        <ListHeader title={t('admin.printTemplate.title')} keyword={keyword} onKeyword={search} onAdd={() => setEditing('add')}>
          <ImportButton
            schema={printTemplateForm}
            label={t('admin.printTemplate.importFile')}
            invalid={t('admin.printTemplate.importBad')}
            onRead={(imported) => setEditing({ imported })}
          />
        </ListHeader>
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<PrintTemplateRow>
            ariaLabel={t('admin.printTemplate.title')}
            {...table}
            minWidth={900}
            rowAttributes={(r) => ({ 'data-testid': `print-template-${r.enCode}` })}
            columns={[
              nameColumn(t),
              codeColumn(t),
              {
                key: 'category',
                title: t('admin.printTemplate.category'),
                noWrap: true,
                render: (r) => (r.category ? t(`admin.printTemplate.categories.${r.category}`, { defaultValue: r.category }) : '—'),
              },
              {
                key: 'pageParam',
                title: t('admin.printTemplate.paper'),
                noWrap: true,
                render: (r) => `${r.pageParam.size} · ${t(`admin.printTemplate.orientations.${r.pageParam.orientation}`)}`,
              },
              statusColumn(t),
              sortCodeColumn(t),
              actionsColumn(t, (r) => (
                <RowActions name={r.fullName}>
                  <Button size="compact-sm" variant="subtle" onClick={() => setPreviewing(r)}>
                    {t('admin.printTemplate.preview')}
                  </Button>
                  <EditAction onClick={() => setEditing({ record: r })} />
                  <Permitted code="btn_add">
                    <Button size="compact-sm" variant="subtle" onClick={() => void copy(r)}>
                      {t('admin.printTemplate.copy')}
                    </Button>
                  </Permitted>
                  <ExportAction code={r.enCode} load={() => call(exportPrintTemplate, { params: { id: r.id } })} />
                  <RemoveAction name={r.fullName} remove={() => call(deletePrintTemplate, { params: { id: r.id } })} />
                </RowActions>
              )),
            ]}
          />
        )}
      </Stack>
      {editing && <PrintTemplateForm editing={editing === 'add' ? null : editing} onClose={() => setEditing(null)} />}
      {previewing && (
        <PrintPreviewDialog templateId={previewing.id} name={previewing.fullName} interfaceId={previewing.interfaceId} onClose={() => setPreviewing(null)} />
      )}
    </Paper>
  );
}

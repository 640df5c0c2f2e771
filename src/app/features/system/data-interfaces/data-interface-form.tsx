import { Divider, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createDataInterface,
  dataInterfaceForm,
  importDataInterface,
  updateDataInterface,
  type DataInterfaceForm as Definition,
  type DataInterfaceRow,
} from '../../../../shared/contracts/data-interfaces.ts';
import { DATA_KINDS, REQUEST_METHODS } from '../../../../shared/domain/data-interfaces.ts';
import { call } from '../../../api/client.ts';
import { formErrors } from '../../../platform/form-errors.ts';
import { NameCodeFields, OrderStateFields, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { systemKeys } from '../queries.ts';
import { ParameterRows } from './parameter-rows.tsx';
import { PreviewPanel } from './preview-panel.tsx';

/** What the form opens on: a saved interface, an exported definition to import, or nothing (add). */
export type Editing = { record: DataInterfaceRow } | { imported: Definition } | null;

/** Adds, edits or imports a data interface, with its parameters and a try-out of the definition as it stands. */
export function DataInterfaceForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const record = editing && 'record' in editing ? editing.record : null;
  const start: Partial<Definition> = (editing && 'imported' in editing ? editing.imported : record) ?? {};
  const labels = { ...useRecordLabels(), dataType: t('admin.dataInterface.dataType'), query: t('admin.dataInterface.query') };
  const { form, submit, submitting, failure } = useContractForm(dataInterfaceForm, {
    labels,
    initialValues: {
      fullName: start.fullName ?? '',
      enCode: start.enCode ?? '',
      dataType: start.dataType ?? 1,
      query: start.query ?? '',
      requestMethod: start.requestMethod ?? 'GET',
      dataPath: start.dataPath ?? '',
      requestParameters: start.requestParameters ?? [],
      enabledMark: start.enabledMark ?? 1,
      description: start.description ?? '',
      sortCode: start.sortCode ?? 0,
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateDataInterface, { params: { id: record.id }, body });
    else if (editing && 'imported' in editing) await call(importDataInterface, { body });
    else await call(createDataInterface, { body });
    await queryClient.invalidateQueries({ queryKey: systemKeys.all });
    onClose();
  });
  /** The definition for a try-out, checked as a save would check it; its problems land under the fields. */
  const draft = () => {
    const checked = formErrors(dataInterfaceForm, { ...form.getValues(), fullName: 'x', enCode: 'x' }, labels);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return null;
    }
    const { dataType, query, requestMethod, dataPath, requestParameters } = checked.data;
    return { dataType, query, requestMethod, dataPath, requestParameters };
  };
  const values = form.getValues();
  const kind = values.dataType ?? 1;
  const sql = kind === 1;
  const title = record ? t('admin.common.editTitle', { name: record.fullName }) : t('admin.common.addTitle', { what: t('admin.dataInterface.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure} size="xl">
      <NameCodeFields form={form} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="data-interface-kind">
          {labels.dataType}
        </Text>
        <SegmentedControl
          aria-labelledby="data-interface-kind"
          data={DATA_KINDS.map((k) => ({ value: String(k), label: t(`admin.dataInterface.kinds.${k}`) }))}
          value={String(kind)}
          onChange={(next) => form.setFieldValue('dataType', DATA_KINDS.find((k) => String(k) === next) ?? 1)}
        />
      </Stack>
      {kind === 3 ? (
        <>
          <TextInput label={t('admin.dataInterface.url')} description={t('admin.dataInterface.urlHint')} spellCheck={false} {...form.getInputProps('query')} />
          <Group gap="sm" grow>
            <Select label={t('admin.dataInterface.requestMethod')} data={[...REQUEST_METHODS]} allowDeselect={false} {...form.getInputProps('requestMethod')} />
            <TextInput label={t('admin.dataInterface.dataPath')} spellCheck={false} {...form.getInputProps('dataPath')} />
          </Group>
        </>
      ) : (
        <Textarea
          label={sql ? labels.query : t('admin.dataInterface.staticQuery')}
          description={sql ? t('admin.dataInterface.queryHint') : t('admin.dataInterface.staticHint')}
          autosize
          minRows={6}
          maxRows={18}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          {...form.getInputProps('query')}
        />
      )}
      {kind !== 2 && <ParameterRows form={form} />}
      <OrderStateFields form={form} />
      <Divider />
      <PreviewPanel
        id={record?.id ?? '0'}
        draft={draft}
        parameters={kind !== 2 ? (values.requestParameters ?? []) : []}
        onFieldErrors={(errors) => form.setErrors(errors)}
      />
    </RecordModal>
  );
}

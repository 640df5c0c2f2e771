import { Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dataInterfaceSelector } from '../../../../shared/contracts/data-interfaces.ts';
import {
  createPrintTemplate,
  importPrintTemplate,
  printTemplateFields,
  printTemplateForm,
  updatePrintTemplate,
  type PrintTemplateForm as Definition,
  type PrintTemplateRow,
} from '../../../../shared/contracts/print-templates.ts';
import { ORIENTATIONS, PAPER_SIZES, PRINT_CATEGORIES } from '../../../../shared/domain/print-templates.ts';
import { call } from '../../../api/client.ts';
import { NameCodeFields, OrderStateFields, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { systemKeys } from '../queries.ts';

/** What the form opens on: a saved template, an exported one to import, or nothing (add). */
export type Editing = { record: PrintTemplateRow } | { imported: Definition } | null;

/** Adds, edits or imports a print template: its data interface, the HTML with the interface's fields placed in it, the paper. */
export function PrintTemplateForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const html = useRef<HTMLTextAreaElement>(null);
  const record = editing && 'record' in editing ? editing.record : null;
  const start: Partial<Definition> = (editing && 'imported' in editing ? editing.imported : record) ?? {};
  const labels = {
    ...useRecordLabels(),
    category: t('admin.printTemplate.category'),
    interfaceId: t('admin.printTemplate.dataInterface'),
    printTemplate: t('admin.printTemplate.template'),
    'pageParam.size': t('admin.printTemplate.paper'),
    'pageParam.margin': t('admin.printTemplate.margin'),
  };
  const { form, submit, submitting, failure } = useContractForm(printTemplateForm, {
    labels,
    initialValues: {
      fullName: start.fullName ?? '',
      enCode: start.enCode ?? '',
      category: start.category ?? '',
      interfaceId: start.interfaceId ?? null,
      printTemplate: start.printTemplate ?? '',
      pageParam: start.pageParam ?? { size: 'A4', orientation: 'portrait', margin: 15 },
      enabledMark: start.enabledMark ?? 1,
      description: start.description ?? '',
      sortCode: start.sortCode ?? 0,
    },
  });
  const values = form.getValues();
  const interfaces = useQuery({ queryKey: [...systemKeys.all, 'interfaceChoices'], queryFn: () => call(dataInterfaceSelector) });
  const shape = useQuery({
    queryKey: [...systemKeys.all, 'printFields', values.interfaceId],
    queryFn: () => call(printTemplateFields, { body: { interfaceId: values.interfaceId ?? '' } }),
    enabled: Boolean(values.interfaceId),
  });
  /** Puts `{{field}}` where the cursor stands in the template. */
  const place = (field: string) => {
    const text = values.printTemplate ?? '';
    const area = html.current;
    const at = area ? area.selectionStart : text.length;
    const end = area ? area.selectionEnd : text.length;
    form.setFieldValue('printTemplate', `${text.slice(0, at)}{{${field}}}${text.slice(end)}`);
    requestAnimationFrame(() => area?.focus());
  };
  const save = submit(async (body) => {
    if (record) await call(updatePrintTemplate, { params: { id: record.id }, body: { ...body, id: record.id } });
    else if (editing && 'imported' in editing) await call(importPrintTemplate, { body });
    else await call(createPrintTemplate, { body });
    await queryClient.invalidateQueries({ queryKey: systemKeys.all });
    onClose();
  });
  const title = record ? t('admin.common.editTitle', { name: record.fullName }) : t('admin.common.addTitle', { what: t('admin.printTemplate.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure} size="xl">
      <NameCodeFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={labels.category}
          data={[...new Set([...PRINT_CATEGORIES, ...(form.values.category ? [form.values.category] : [])])].map((c) => ({
            value: c,
            label: t(`admin.printTemplate.categories.${c}`, { defaultValue: c }),
          }))}
          clearable
          {...form.getInputProps('category')}
          onChange={(value: string | null) => form.setFieldValue('category', value ?? '')}
        />
        <Select
          label={labels.interfaceId}
          placeholder={t('admin.printTemplate.noInterface')}
          data={(interfaces.data?.list ?? []).map((i) => ({ value: i.id, label: `${i.fullName} (${i.enCode})` }))}
          searchable
          clearable
          {...form.getInputProps('interfaceId')}
        />
      </SimpleGrid>
      {(shape.data?.columns.length ?? 0) > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="print-fields">
            {t('admin.printTemplate.fields')}
          </Text>
          <Group gap={6} role="group" aria-labelledby="print-fields">
            {shape.data?.columns.map((column) => (
              <Button
                key={column}
                size="compact-sm"
                variant="light"
                aria-label={t('admin.printTemplate.insertField', { name: column })}
                onClick={() => place(column)}
              >
                {column}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <Textarea
        ref={html}
        label={labels.printTemplate}
        description={t('admin.printTemplate.templateHint', { example: '{{name}}' })}
        autosize
        minRows={8}
        maxRows={20}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        {...form.getInputProps('printTemplate')}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label={labels['pageParam.size']} data={[...PAPER_SIZES]} allowDeselect={false} w={120} {...form.getInputProps('pageParam.size')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="print-orientation">
            {t('admin.printTemplate.orientation')}
          </Text>
          <SegmentedControl
            aria-labelledby="print-orientation"
            data={ORIENTATIONS.map((o) => ({ value: o, label: t(`admin.printTemplate.orientations.${o}`) }))}
            {...form.getInputProps('pageParam.orientation')}
          />
        </Stack>
        <NumberInput label={labels['pageParam.margin']} min={0} max={50} allowDecimal={false} w={140} {...form.getInputProps('pageParam.margin')} />
      </Group>
      <OrderStateFields form={form} />
    </RecordModal>
  );
}

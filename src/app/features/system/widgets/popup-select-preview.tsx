import { Checkbox, Code, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataInterfaceSelector } from '../../../../shared/contracts/data-interfaces.ts';
import { PopupSelect } from '../../../ui/pickers/popup-select.tsx';
import type { RecordRow, RecordSource } from '../../../ui/pickers/record-picker-dialog.tsx';
import { endpointQuery } from '../../../platform/endpoint-query.ts';

const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The popup select on a chosen data interface, set up as a form designer would, with what it stores. */
export function PopupSelectPreview() {
  const { t } = useTranslation();
  const interfaces = useQuery(endpointQuery(dataInterfaceSelector));
  const [interfaceId, setInterfaceId] = useState<string | null>(null);
  const [propsValue, setPropsValue] = useState('id');
  const [relationField, setRelationField] = useState('name');
  // Each listed column as `field:heading`, as a designer names them; a bare field is its own heading.
  const [columns, setColumns] = useState(() => `account:${t('admin.user.account')}, name:${t('admin.user.realName')}, email:${t('admin.user.email')}`);
  const [hasPage, setHasPage] = useState(true);
  const [multiple, setMultiple] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [value, setValue] = useState<string[]>([]);
  const [rows, setRows] = useState<RecordRow[]>([]);
  const chosen = interfaceId ?? interfaces.data?.list.find((i) => i.enCode === 'ActiveUsers')?.id ?? null;
  const listed = columns
    .split(',')
    .map((entry) => {
      const [field = '', ...heading] = entry.split(':');
      return { value: field.trim(), label: heading.join(':').trim() || field.trim() };
    })
    .filter((c) => COLUMN.test(c.value));
  const source: RecordSource | null =
    chosen && COLUMN.test(propsValue) && COLUMN.test(relationField) ? { interfaceId: chosen, propsValue, relationField, columnOptions: listed, hasPage } : null;
  // Another setup is another widget: it starts empty.
  const reset =
    <T,>(set: (next: T) => void) =>
    (next: T) => {
      set(next);
      setValue([]);
      setRows([]);
    };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('admin.widgets.popup')}
      </Title>
      <Select
        label={t('admin.widgets.dataInterface')}
        data={(interfaces.data?.list ?? []).map((i) => ({ value: i.id, label: `${i.fullName} (${i.enCode})` }))}
        value={chosen}
        onChange={reset(setInterfaceId)}
        searchable
        allowDeselect={false}
      />
      <Group gap="xs" grow>
        <TextInput label={t('admin.widgets.propsValue')} value={propsValue} onChange={(e) => reset(setPropsValue)(e.currentTarget.value)} />
        <TextInput label={t('admin.widgets.relationField')} value={relationField} onChange={(e) => reset(setRelationField)(e.currentTarget.value)} />
      </Group>
      <TextInput label={t('admin.widgets.columnOptions')} value={columns} onChange={(e) => reset(setColumns)(e.currentTarget.value)} />
      <Group gap="md">
        <Checkbox label={t('admin.widgets.hasPage')} checked={hasPage} onChange={(e) => setHasPage(e.currentTarget.checked)} />
        <Checkbox label={t('admin.widgets.multiple')} checked={multiple} onChange={(e) => reset(setMultiple)(e.currentTarget.checked)} />
        <Checkbox label={t('admin.widgets.drawer')} checked={drawer} onChange={(e) => setDrawer(e.currentTarget.checked)} />
      </Group>
      {source && (
        <PopupSelect
          key={`${source.interfaceId}/${propsValue}/${relationField}/${String(multiple)}`}
          label={t('admin.widgets.record')}
          source={source}
          value={value}
          multiple={multiple}
          popupType={drawer ? 'drawer' : 'dialog'}
          onChange={(next, chosenRows) => {
            setValue(next);
            setRows(chosenRows);
          }}
        />
      )}
      <Text size="sm">
        {t('admin.widgets.value')} <Code data-testid="popup-value">{JSON.stringify(value)}</Code>
      </Text>
      <Text size="sm" component="div">
        {t('admin.widgets.rows')}{' '}
        <Code block data-testid="popup-rows">
          {JSON.stringify(rows)}
        </Code>
      </Text>
    </Stack>
  );
}

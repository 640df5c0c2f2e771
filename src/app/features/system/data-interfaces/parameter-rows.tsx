import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RequestParameter } from '../../../../shared/contracts/data-interfaces.ts';
import { PARAM_TYPES } from '../../../../shared/domain/data-interfaces.ts';

type Form = UseFormReturnType<{ requestParameters?: Partial<RequestParameter>[] | undefined } & Record<string, unknown>>;

/** The parameters of a data interface: name, label, type, default and whether a caller must give it. */
export function ParameterRows({ form }: { form: Form }) {
  const { t } = useTranslation();
  const rows = form.getValues().requestParameters ?? [];
  const types = PARAM_TYPES.map((type) => ({ value: type, label: t(`admin.dataInterface.types.${type}`) }));
  const at = (i: number, key: keyof RequestParameter) => `requestParameters.${i}.${key}`;
  return (
    <Stack gap="xs" role="group" aria-label={t('admin.dataInterface.parameters')}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('admin.dataInterface.parameters')}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => form.insertListItem('requestParameters', { field: '', fieldName: '', dataType: 'varchar', defaultValue: '', required: false })}
        >
          {t('admin.dataInterface.addParam')}
        </Button>
      </Group>
      {form.errors['requestParameters'] && (
        <Text size="sm" c="red.8">
          {form.errors['requestParameters']}
        </Text>
      )}
      {rows.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('admin.dataInterface.noParams')}
        </Text>
      )}
      {rows.map((row, i) => (
        // A parameter has no id of its own; its place in the list is what the form's paths name.
        <Group key={i} gap="xs" align="flex-end" wrap="wrap" data-testid={`parameter-${i}`}>
          <TextInput label={t('admin.dataInterface.field')} w={140} {...form.getInputProps(at(i, 'field'))} />
          <TextInput label={t('admin.dataInterface.fieldName')} w={140} {...form.getInputProps(at(i, 'fieldName'))} />
          <Select label={t('admin.dataInterface.paramType')} w={140} data={types} allowDeselect={false} {...form.getInputProps(at(i, 'dataType'))} />
          <TextInput label={t('admin.dataInterface.defaultValue')} w={140} {...form.getInputProps(at(i, 'defaultValue'))} />
          <Checkbox label={t('admin.dataInterface.required')} mb={8} {...form.getInputProps(at(i, 'required'), { type: 'checkbox' })} />
          <ActionIcon
            variant="subtle"
            color="red.8"
            mb={4}
            aria-label={t('admin.dataInterface.removeParam', { name: row.field || String(i + 1) })}
            onClick={() => form.removeListItem('requestParameters', i)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

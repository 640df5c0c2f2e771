import { NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The closing fields; a user has them too, though no name and code. */
interface OrderStateValues {
  sortCode?: unknown;
  enabledMark?: 0 | 1;
  description?: string;
}

interface CommonValues extends OrderStateValues {
  fullName: string;
  enCode: string;
}

/** The labels of the fields every administered record has, for useContractForm's messages. */
export function useRecordLabels(): Record<'fullName' | 'enCode' | 'sortCode' | 'enabledMark' | 'description', string> {
  const { t } = useTranslation();
  return {
    fullName: t('admin.common.fullName'),
    enCode: t('admin.common.enCode'),
    sortCode: t('admin.common.sortCode'),
    enabledMark: t('admin.common.status'),
    description: t('admin.common.description'),
  };
}

/** Name and code, the two fields every record opens with. */
export function NameCodeFields<V extends CommonValues>({ form }: { form: UseFormReturnType<V> }) {
  const labels = useRecordLabels();
  return (
    <>
      <TextInput label={labels.fullName} required data-autofocus {...form.getInputProps('fullName')} />
      <TextInput label={labels.enCode} required {...form.getInputProps('enCode')} />
    </>
  );
}

/** Sort order, enabled and description, the fields every record closes with (`state={false}`: a record with no enabled mark). */
export function OrderStateFields({ form, state = true }: { form: UseFormReturnType<OrderStateValues>; state?: boolean }) {
  const { t } = useTranslation();
  const labels = useRecordLabels();
  const enabled = form.getValues().enabledMark !== 0;
  return (
    <>
      <NumberInput label={labels.sortCode} min={0} max={999999} allowDecimal={false} {...form.getInputProps('sortCode')} />
      {state && (
        <Switch
          label={enabled ? t('admin.common.enabled') : t('admin.common.disabled')}
          aria-label={labels.enabledMark}
          checked={enabled}
          onChange={(e) => form.setFieldValue('enabledMark', e.currentTarget.checked ? 1 : 0)}
        />
      )}
      <Textarea label={labels.description} autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
    </>
  );
}

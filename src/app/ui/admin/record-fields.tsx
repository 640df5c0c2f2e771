import { Fieldset, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants.ts';
import type { LocalNames } from '../../../shared/domain/local-names.ts';

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

/** What a form permission makes of a record's fields: which the viewer may not change. */
type Locked<F extends string> = (field: F) => boolean;
const nothingLocked = () => false;

/** A coded record's form values as stored, or a new record's (enabled, first in order). */
export const codedValues = (
  record: { fullName: string; enCode: string; enabledMark: 0 | 1; description?: string; sortCode?: number } | null,
): { fullName: string; enCode: string; enabledMark: 0 | 1; description: string; sortCode: number } => ({
  fullName: record?.fullName ?? '',
  enCode: record?.enCode ?? '',
  enabledMark: record?.enabledMark ?? 1,
  description: record?.description ?? '',
  sortCode: record?.sortCode ?? 0,
});

/** Name and code, the two fields every record opens with. */
export function NameCodeFields<V extends CommonValues>({
  form,
  locked = nothingLocked,
}: {
  form: UseFormReturnType<V>;
  locked?: Locked<'fullName' | 'enCode'>;
}) {
  const labels = useRecordLabels();
  return (
    <>
      <TextInput label={labels.fullName} required data-autofocus disabled={locked('fullName')} {...form.getInputProps('fullName')} />
      <TextInput label={labels.enCode} required disabled={locked('enCode')} {...form.getInputProps('enCode')} />
    </>
  );
}

/** The labels of a record's names per language (`fullNameI18n.<language>`), for useContractForm's messages. */
export function useLocalNameLabels(): Record<`fullNameI18n.${(typeof LANGUAGES)[number]}`, string> {
  const { t } = useTranslation();
  const label = (language: (typeof LANGUAGES)[number]) => t(`admin.common.nameIn.${language}`);
  return { 'fullNameI18n.zh-CN': label('zh-CN'), 'fullNameI18n.zh-TW': label('zh-TW'), 'fullNameI18n.en': label('en') };
}

/**
 * The record's name in each language the platform speaks; one left empty reads as the name above. A
 * record that calls them otherwise (a menu's titles) passes its own legend, hint and labels.
 */
export function LocalNameFields<V extends { fullNameI18n?: Partial<LocalNames> }>({
  form,
  locked = false,
  words,
}: {
  form: UseFormReturnType<V>;
  locked?: boolean;
  words?: { legend: string; hint: string; labels: ReturnType<typeof useLocalNameLabels> };
}) {
  const { t } = useTranslation();
  const ownLabels = useLocalNameLabels();
  const labels = words?.labels ?? ownLabels;
  return (
    <Fieldset legend={words?.legend ?? t('admin.common.fullNameI18n')} variant="filled">
      <Stack gap="xs">
        {LANGUAGES.map((language) => (
          <TextInput
            key={language}
            label={labels[`fullNameI18n.${language}`]}
            placeholder={words?.hint ?? t('admin.common.nameInHint')}
            disabled={locked}
            {...form.getInputProps(`fullNameI18n.${language}`)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

type ClosingField = 'sortCode' | 'enabledMark' | 'description';

/**
 * Sort order, enabled and description, the fields every record closes with (`state={false}`: a record
 * with no enabled mark); `locked` says which of them the viewer may not change, `shown` which a column
 * permission leaves them (a hidden one keeps its stored value when saved).
 */
export function OrderStateFields({
  form,
  state = true,
  locked = nothingLocked,
  shown = () => true,
}: {
  form: UseFormReturnType<OrderStateValues>;
  state?: boolean;
  locked?: Locked<ClosingField>;
  shown?: (field: ClosingField) => boolean;
}) {
  const { t } = useTranslation();
  const labels = useRecordLabels();
  const enabled = form.getValues().enabledMark !== 0;
  return (
    <>
      {shown('sortCode') && (
        <NumberInput label={labels.sortCode} min={0} max={999999} allowDecimal={false} disabled={locked('sortCode')} {...form.getInputProps('sortCode')} />
      )}
      {state && shown('enabledMark') && (
        <Switch
          label={enabled ? t('admin.common.enabled') : t('admin.common.disabled')}
          aria-label={labels.enabledMark}
          checked={enabled}
          disabled={locked('enabledMark')}
          onChange={(e) => form.setFieldValue('enabledMark', e.currentTarget.checked ? 1 : 0)}
        />
      )}
      {shown('description') && (
        <Textarea label={labels.description} autosize minRows={2} maxRows={5} disabled={locked('description')} {...form.getInputProps('description')} />
      )}
    </>
  );
}

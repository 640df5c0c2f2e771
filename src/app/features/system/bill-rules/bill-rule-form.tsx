import { NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { billRuleForm, createBillRule, updateBillRule, type BillRuleRow } from '../../../../shared/contracts/bill-rules.ts';
import { billNumber, DATE_FORMATS, RESET_CYCLES, todayYmd, type ResetCycle } from '../../../../shared/domain/bill-numbers.ts';
import { call } from '../../../api/client.ts';
import { NameCodeFields, OrderStateFields, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { systemKeys } from '../queries.ts';

/** Adds or edits a bill rule, showing the next number it would give today as the fields change. */
export function BillRuleForm({ record, onClose }: { record: BillRuleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = {
    ...useRecordLabels(),
    prefix: t('admin.billRule.prefix'),
    dateFormat: t('admin.billRule.dateFormat'),
    digit: t('admin.billRule.digit'),
    startNumber: t('admin.billRule.startNumber'),
    resetCycle: t('admin.billRule.resetCycle'),
  };
  const { form, submit, submitting, failure } = useContractForm(billRuleForm, {
    labels,
    initialValues: {
      fullName: record?.fullName ?? '',
      enCode: record?.enCode ?? '',
      prefix: record?.prefix ?? '',
      dateFormat: record?.dateFormat ?? 'YYYYMMDD',
      digit: record?.digit ?? 4,
      startNumber: record?.startNumber ?? 1,
      resetCycle: record?.resetCycle ?? 'day',
      enabledMark: record?.enabledMark ?? 1,
      description: record?.description ?? '',
      sortCode: record?.sortCode ?? 0,
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateBillRule, { params: { id: record.id }, body });
    else await call(createBillRule, { body });
    await queryClient.invalidateQueries({ queryKey: systemKeys.all });
    onClose();
  });
  const v = form.getValues();
  const digit = Math.min(9, Math.max(1, Number(v.digit) || 1));
  const example = billNumber({ prefix: v.prefix ?? '', dateFormat: v.dateFormat ?? '', digit }, todayYmd(), Number(v.startNumber) || 0);
  const title = record ? t('admin.common.editTitle', { name: record.fullName }) : t('admin.common.addTitle', { what: t('admin.billRule.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <NameCodeFields form={form} />
      <TextInput label={labels.prefix} {...form.getInputProps('prefix')} />
      <Select
        label={labels.dateFormat}
        data={DATE_FORMATS.map((f) => ({ value: f, label: f || t('admin.billRule.noDate') }))}
        allowDeselect={false}
        {...form.getInputProps('dateFormat')}
      />
      <NumberInput label={labels.digit} min={1} max={9} allowDecimal={false} {...form.getInputProps('digit')} />
      <NumberInput label={labels.startNumber} min={0} allowDecimal={false} {...form.getInputProps('startNumber')} />
      <Select
        label={labels.resetCycle}
        data={RESET_CYCLES.map((c: ResetCycle) => ({ value: c, label: t(`admin.billRule.reset.${c}`) }))}
        allowDeselect={false}
        {...form.getInputProps('resetCycle')}
      />
      <Text size="sm" fw={600} aria-live="polite" data-testid="bill-rule-preview">
        {t('admin.billRule.preview', { example })}
      </Text>
      <OrderStateFields form={form} />
    </RecordModal>
  );
}

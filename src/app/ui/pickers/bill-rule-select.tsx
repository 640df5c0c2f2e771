import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { billRuleSelector } from '../../../shared/contracts/bill-rules.ts';
import { endpointQuery } from '../../platform/endpoint-query.ts';

interface Props {
  label: string;
  /** The chosen rule's code (what a bill-number field keeps, and BillNumber/{code} draws from). */
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  error?: ReactNode;
}

/** The bill-rule select (a form designer's choice for a billRule field): the enabled rules, each with the number it would give next. */
export function BillRuleSelect({ label, value, onChange, required, error }: Props) {
  const { t } = useTranslation();
  const rules = useQuery(endpointQuery(billRuleSelector));
  return (
    <Select
      label={label}
      placeholder={t('admin.picker.open')}
      data={(rules.data?.list ?? []).map((r) => ({ value: r.enCode, label: `${r.fullName} (${r.example})` }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('admin.picker.noMatch')}
      required={required}
      error={error ?? (rules.isError ? t('admin.common.loadFailed') : undefined)}
      disabled={rules.isPending}
    />
  );
}

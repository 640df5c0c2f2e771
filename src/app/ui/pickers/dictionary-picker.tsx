import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryDataSelector, type DictionaryOption } from '../../../shared/contracts/dictionaries.ts';
import { endpointQuery } from '../../platform/endpoint-query.ts';

interface Props {
  label: string;
  /** The dictionary type's id or code (`ReasonCode`). */
  type: string;
  /** The chosen item's id (the original's `propsValue` default). */
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  error?: ReactNode;
}

/** A tree dictionary's items as `Parent / Child` choices, so a search finds an item by any part of its path. */
function options(items: readonly DictionaryOption[], prefix = ''): { value: string; label: string }[] {
  return items.flatMap((i) => {
    const label = prefix ? `${prefix} / ${i.fullName}` : i.fullName;
    return [{ value: i.id, label }, ...options(i.children, label)];
  });
}

/** A dictionary field (spec 001 §2, dicSelect): the type's enabled items, searchable, a tree type's by path. */
export function DictionaryPicker({ label, type, value, onChange, required, error }: Props) {
  const { t } = useTranslation();
  const items = useQuery(endpointQuery(dictionaryDataSelector, { params: { typeId: type } }));
  return (
    <Select
      label={label}
      placeholder={t('admin.picker.open')}
      data={options(items.data?.list ?? [])}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('admin.picker.noMatch')}
      required={required}
      error={error ?? (items.isError ? t('admin.common.loadFailed') : undefined)}
      disabled={items.isPending}
    />
  );
}

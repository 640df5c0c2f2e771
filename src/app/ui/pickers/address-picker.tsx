import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaNamesByIds } from '../../../shared/contracts/areas.ts';
import { AddressPickerDialog } from './address-picker-dialog.tsx';
import { DEFAULT_ADDRESS_LEVEL, type AddressChoice } from './address-rules.ts';
import { PickerField } from './picker-field.tsx';
import { endpointQuery } from '../../platform/endpoint-query.ts';

interface Props {
  label: string;
  /** Id paths from the province down (the original's value); one path in single mode. */
  value: string[][];
  onChange: (value: string[][]) => void;
  multiple?: boolean;
  /** The deepest level offered: 0 provinces, 1 cities, 2 districts (default), 3 streets. */
  level?: number;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
}

/** An address field (spec 001 §2): its value read as names joined by `/` (GetAreaByIds), chosen in the address dialog. */
export function AddressPicker({ label, value, onChange, multiple = false, level = DEFAULT_ADDRESS_LEVEL, required, error, disabled }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const names = useQuery({
    ...endpointQuery(areaNamesByIds, { body: { idsList: value } }),
    enabled: value.length > 0,
    staleTime: 10 * 60_000,
  });
  const choices: AddressChoice[] = value.map((idPath, i) => ({ idPath, names: names.data?.[i] ?? idPath }));
  return (
    <>
      <PickerField
        opened={open}
        label={label}
        placeholder={t('admin.picker.open')}
        text={choices.map((c) => c.names.filter(Boolean).join('/')).join(', ')}
        onOpen={() => setOpen(true)}
        onClear={() => onChange([])}
        required={required}
        error={error}
        disabled={disabled}
      />
      {open && (
        <AddressPickerDialog
          title={label}
          level={level}
          multiple={multiple}
          value={choices}
          onClose={() => setOpen(false)}
          onConfirm={(chosen) => {
            onChange(chosen.map((c) => c.idPath));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

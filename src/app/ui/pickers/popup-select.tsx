import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dataInterfaceRecord } from '../../../shared/contracts/data-interfaces.ts';
import { cellText } from '../../../shared/domain/data-interfaces.ts';
import { call } from '../../api/client.ts';
import { PickerField } from './picker-field.tsx';
import { RecordPickerDialog, type RecordRow, type RecordSource } from './record-picker-dialog.tsx';
import { endpointKey } from '../../platform/endpoint-query.ts';

interface Props {
  label: string;
  source: RecordSource;
  /** The chosen rows' `propsValue` values (the stored value); one in single mode. */
  value: readonly string[];
  /** The new value with the chosen rows, so a form can copy their other columns (popupAttr). */
  onChange: (value: string[], rows: RecordRow[]) => void;
  multiple?: boolean;
  clearable?: boolean;
  popupType?: 'dialog' | 'drawer';
  popupWidth?: string;
  popupTitle?: string;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The popup select (popupSelect, spec 001 §2): a field showing the chosen rows' `relationField`, whose
 * record picker lists a data interface's rows. A stored value is read back through the interface's Info.
 */
export function PopupSelect({
  label,
  source,
  value,
  onChange,
  multiple = false,
  clearable = true,
  popupType,
  popupWidth,
  popupTitle,
  required,
  error,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<RecordRow[]>([]);
  const keyOf = (row: RecordRow) => cellText(row[source.propsValue]);
  const unknown = value.filter((v) => !known.some((row) => keyOf(row) === v));
  const looked = useQuery({
    queryKey: [...endpointKey(dataInterfaceRecord), source.interfaceId, source.params, source.propsValue, source.relationField, unknown],
    queryFn: () =>
      Promise.all(
        unknown.map((id) =>
          call(dataInterfaceRecord, {
            params: { id: source.interfaceId },
            query: { ...source.params, propsValue: source.propsValue, relationField: source.relationField, id },
          }),
        ),
      ),
    enabled: unknown.length > 0,
    staleTime: 5 * 60_000,
  });
  const rowOf = (v: string): RecordRow =>
    known.find((row) => keyOf(row) === v) ?? looked.data?.find((row) => row !== null && keyOf(row) === v) ?? { [source.propsValue]: v };
  const rows = value.map(rowOf);
  return (
    <>
      <PickerField
        opened={open}
        label={label}
        placeholder={t('admin.picker.open')}
        text={rows.map((row) => cellText(row[source.relationField]) || keyOf(row)).join(', ')}
        onOpen={() => setOpen(true)}
        {...(clearable ? { onClear: () => onChange([], []) } : {})}
        required={required}
        error={error}
        disabled={disabled}
      />
      {open && (
        <RecordPickerDialog
          source={source}
          title={popupTitle ?? label}
          multiple={multiple}
          value={rows}
          {...(popupType ? { popupType } : {})}
          {...(popupWidth ? { popupWidth } : {})}
          onClose={() => setOpen(false)}
          onConfirm={(chosen) => {
            setKnown(chosen);
            onChange(chosen.map(keyOf), chosen);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissionCheck } from '../../../platform/permitted.tsx';

interface Props {
  value: string;
  onChange: (remark: string) => void;
  /** The field's name when it is not the plain remark (a buyer's decision remark). */
  label?: string;
}

/**
 * An action's remark. When the PO list's form permission leaves remarks read-only for the user, the
 * field is shown disabled with a line saying why, and stays empty: the server refuses an action that
 * carries one.
 */
export function RemarkField({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const writable = usePermissionCheck('form')('remark');
  return (
    <Textarea
      label={label ?? t('po.form.remark')}
      value={writable ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      disabled={!writable}
      description={writable ? undefined : t('po.form.remarkReadOnly')}
      maxLength={500}
      autosize
      minRows={2}
    />
  );
}

import { CloseButton, Combobox, Input, InputBase } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  placeholder: string;
  /** The value as read: names joined by `/`, several values by `, `; '' when empty. */
  text: string;
  onOpen: () => void;
  onClear?: () => void;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A picker's field: a button that reads like an input (label, value, error), opening the picker on
 * click, Enter or Space, with a clear button beside a value. Its placeholder is text on the page (not
 * an input's placeholder), so it takes a colour readable at 4.5:1.
 */
export function PickerField({ label, placeholder, text, onOpen, onClear, required, error, disabled }: Props) {
  const { t } = useTranslation();
  const clearable = Boolean(text) && onClear !== undefined && !disabled;
  return (
    <InputBase
      component="button"
      type="button"
      pointer
      label={label}
      required={required}
      error={error}
      disabled={disabled}
      onClick={onOpen}
      multiline
      styles={{ input: { textAlign: 'start', overflowWrap: 'anywhere' } }}
      rightSectionPointerEvents={clearable ? 'all' : 'none'}
      rightSection={clearable ? <CloseButton size="sm" aria-label={t('admin.picker.clearValue', { field: label })} onClick={onClear} /> : <Combobox.Chevron />}
    >
      {text || <Input.Placeholder c="gray.7">{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}

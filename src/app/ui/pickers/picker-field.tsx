import { CloseButton, Combobox, Input, InputBase } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  placeholder: string;
  /** The value as read: names joined by `/`, several values by `, `; '' when empty. */
  text: string;
  onOpen: () => void;
  /** Whether the picker it opens is open: closing, it gives the focus back to this field. */
  opened: boolean;
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
export function PickerField({ label, placeholder, text, onOpen, opened, onClear, required, error, disabled }: Props) {
  const { t } = useTranslation();
  // The picker's dialog leaves the page as it closes, too soon for the modal to give the focus back:
  // a keyboard user would land on the page's top, outside the form the picker belongs to.
  const field = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(opened);
  useEffect(() => {
    if (wasOpened.current && !opened) field.current?.focus();
    wasOpened.current = opened;
  }, [opened]);
  const clearable = Boolean(text) && onClear !== undefined && !disabled;
  return (
    <InputBase
      component="button"
      type="button"
      ref={field}
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

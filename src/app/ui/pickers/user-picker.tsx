import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerField } from './picker-field.tsx';
import type { UserVariable } from './user-picker-dialog.tsx';
import type { ChosenUser } from './user-list.tsx';
import { usersByIdsQuery } from './user-queries.ts';

// The dialog (tabs, tree, lists) loads on first use: it is not part of a form's first load.
const UserPickerDialog = lazy(async () => ({ default: (await import('./user-picker-dialog.tsx')).UserPickerDialog }));

export interface UserPickerProps {
  label: string;
  multiple?: boolean;
  /** `transfer` is the 800 px dialog with the chosen list beside the choices, for choosing many. */
  layout?: 'picker' | 'transfer';
  value: readonly string[];
  onChange: (ids: string[], users: ChosenUser[]) => void;
  /** System variables a form may offer (the current user...), chosen like users. */
  variables?: UserVariable[];
  placeholder?: string;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
}

/** The user picker's field (spec 001 §2): reads as `Name/account` of each chosen user, opens the picker. */
export function UserPicker({
  label,
  multiple = false,
  layout = 'picker',
  value,
  onChange,
  variables,
  placeholder,
  required,
  error,
  disabled,
}: UserPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const variableIds = new Set((variables ?? []).map((v) => v.id));
  const people = value.filter((id) => !variableIds.has(id));
  const known = useQuery(usersByIdsQuery(people));
  const chosen: ChosenUser[] = value.map((id) => {
    const variable = variables?.find((v) => v.id === id);
    if (variable) return { id, fullName: variable.label, organize: '' };
    const user = known.data?.list.find((u) => u.id === id);
    return user ? { id, fullName: user.fullName, organize: user.organize } : { id, fullName: known.isPending ? '…' : id, organize: '' };
  });
  return (
    <>
      <PickerField
        opened={opened}
        label={label}
        placeholder={placeholder ?? t('admin.picker.open')}
        text={chosen.map((c) => c.fullName).join(', ')}
        required={required}
        error={error}
        disabled={disabled}
        onOpen={() => setOpened(true)}
        onClear={() => onChange([], [])}
      />
      {opened && (
        <Suspense fallback={null}>
          <UserPickerDialog
            title={label}
            multiple={multiple}
            layout={layout}
            value={chosen}
            variables={variables}
            onClose={() => setOpened(false)}
            onConfirm={(users) => {
              setOpened(false);
              onChange(
                users.map((u) => u.id),
                users,
              );
            }}
          />
        </Suspense>
      )}
    </>
  );
}

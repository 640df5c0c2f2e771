import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../../../shared/contracts/admin-fields.ts';
import { organizationTree } from '../../../shared/contracts/organize.ts';
import { positionSelector } from '../../../shared/contracts/positions.ts';
import { PickerField } from './picker-field.tsx';
import { onlyTypes, pickedLabel, pickedOf, type Picked } from './tree-pick.ts';
import { endpointQuery } from '../../platform/endpoint-query.ts';

// The dialog (tree, pinyin matching) loads on first use: it is not part of a form's first load.
const OrganizePickerDialog = lazy(async () => ({ default: (await import('./organize-picker-dialog.tsx')).OrganizePickerDialog }));

/** Organisations with their departments, or with their positions too; read afresh when a picker mounts. */
export const pickerTreeQuery = (source: 'organize' | 'position') => (source === 'organize' ? endpointQuery(organizationTree) : endpointQuery(positionSelector));

const TITLES = {
  company: 'admin.picker.organizeTitle',
  department: 'admin.picker.departmentTitle',
  position: 'admin.picker.positionTitle',
  user: 'admin.picker.userTitle',
} as const;

export interface OrganizePickerProps {
  label: string;
  /** The tree: organisations with their departments, or with their positions as well. */
  source: 'organize' | 'position';
  /** What may be chosen; the other nodes only open. */
  choosable: 'company' | 'department' | 'position';
  multiple?: boolean;
  value: readonly string[];
  /** The chosen ids, and each with its id path and names (spec 001 §3). */
  onChange: (ids: string[], picked: Picked[]) => void;
  /** Keeps part of the tree (one organisation's departments, say). */
  scope?: (tree: TreeNode[]) => TreeNode[];
  placeholder?: string;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The organisation, department and position picker (spec 001 §2): the field reads as the chosen
 * names with their paths joined by `/`; the dialog opens on the tree.
 */
export function OrganizePicker({
  label,
  source,
  choosable,
  multiple = false,
  value,
  onChange,
  scope,
  placeholder,
  required,
  error,
  disabled,
}: OrganizePickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const full = useQuery(pickerTreeQuery(source)).data?.list;
  // Choosing an organisation, the departments under it are only in the way.
  const shaped = full && choosable === 'company' ? onlyTypes(full, ['company']) : full;
  const tree = shaped && scope ? scope(shaped) : shaped;
  const text = value
    .map((id) => {
      const picked = full ? pickedOf(full, id) : null;
      return picked ? pickedLabel(picked) : full ? id : '…';
    })
    .join(', ');
  return (
    <>
      <PickerField
        opened={opened}
        label={label}
        placeholder={placeholder ?? t('admin.picker.open')}
        text={text}
        required={required}
        error={error}
        disabled={disabled}
        onOpen={() => setOpened(true)}
        onClear={() => onChange([], [])}
      />
      {opened && tree && (
        <Suspense fallback={null}>
          <OrganizePickerDialog
            opened
            title={t(TITLES[choosable])}
            tree={tree}
            choosable={choosable}
            multiple={multiple}
            value={value}
            onClose={() => setOpened(false)}
            onConfirm={(picked) => {
              setOpened(false);
              onChange(
                picked.map((p) => p.id),
                picked,
              );
            }}
          />
        </Suspense>
      )}
    </>
  );
}

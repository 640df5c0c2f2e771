import { lazy, Suspense } from 'react';
import type { ChosenUser } from './user-list.tsx';

const UserPickerDialog = lazy(async () => ({ default: (await import('./user-picker-dialog.tsx')).UserPickerDialog }));

interface Props {
  /** The dialog's title (a group's members, say). */
  heading: string;
  /** What the choice is of, for the field-less wording of the picker. */
  title: string;
  value: ChosenUser[];
  saving: boolean;
  onClose: () => void;
  onConfirm: (users: ChosenUser[]) => void;
}

/**
 * The user transfer (spec 001 §2, 800 px): every way of finding users on the left, the chosen list on
 * the right, for setting many at once; choosing no one is allowed (it empties the list).
 */
export function UserTransfer({ heading, title, value, saving, onClose, onConfirm }: Props) {
  return (
    <Suspense fallback={null}>
      <UserPickerDialog
        heading={heading}
        title={title}
        multiple
        layout="transfer"
        required={false}
        value={value}
        saving={saving}
        onClose={onClose}
        onConfirm={onConfirm}
      />
    </Suspense>
  );
}

import { useTranslation } from 'react-i18next';
import { genericPasswordChange } from '../../../../shared/domain/password.ts';
import { PasswordChangeForm } from '../../../ui/password-change-form.tsx';
import { useModifyPassword } from '../mutations.ts';

interface Props {
  /** Replaces the title, with a line saying why (the /newUser page). */
  heading?: { title: string; intro: string };
  onChanged?: () => void;
}

/** The profile's password change under the generic rule (6-16 letters and digits, both). */
export function ChangePasswordForm({ heading, onChanged }: Props) {
  const { t } = useTranslation();
  const mutation = useModifyPassword();
  return (
    <PasswordChangeForm
      schema={genericPasswordChange}
      send={(entries) => mutation.mutateAsync(entries)}
      title={heading?.title ?? t('profile.changePassword')}
      intro={heading?.intro}
      changedMessage={t('profile.passwordChanged')}
      onChanged={onChanged}
    />
  );
}

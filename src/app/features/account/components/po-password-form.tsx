import { useTranslation } from 'react-i18next';
import { PO_PASSWORD_MIN_LENGTH } from '../../../../shared/constants.ts';
import { isPoPassword, passwordChangeEntries } from '../../../../shared/domain/password.ts';
import { PasswordChangeForm } from '../../../ui/password-change-form.tsx';
import { useModifyPoPassword } from '../mutations.ts';

const poPasswordChange = passwordChangeEntries((password) => isPoPassword(password, PO_PASSWORD_MIN_LENGTH), 'error.passwordPo');

/**
 * The PO area's change-password panel (spec 000 §2.5, §5): the new password needs at least 12
 * characters with numbers, letters and special characters, and both entries must match. The form
 * asks the same rule as the server, so the message shows under the field before anything is sent.
 */
export function PoPasswordForm() {
  const { t } = useTranslation();
  const mutation = useModifyPoPassword();
  return (
    <PasswordChangeForm
      schema={poPasswordChange}
      send={(entries) => mutation.mutateAsync(entries)}
      title={t('account.password.title')}
      rule={t('account.password.rule', { min: PO_PASSWORD_MIN_LENGTH })}
      changedMessage={t('account.password.changed')}
    />
  );
}

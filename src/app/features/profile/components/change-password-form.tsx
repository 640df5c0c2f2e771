import { useTranslation } from 'react-i18next';
import { PO_PASSWORD_MIN_LENGTH } from '../../../../shared/constants.ts';
import { ownPasswordChange, passwordRuleOf } from '../../../../shared/domain/password.ts';
import type { RoleKind } from '../../../../shared/domain/roles.ts';
import { PasswordChangeForm } from '../../../ui/password-change-form.tsx';
import { useModifyPassword } from '../mutations.ts';

interface Props {
  /** The account's kind, which decides its password rule. */
  kind: RoleKind;
  /** Replaces the title, with a line saying why (the /newUser page). */
  heading?: { title: string; intro: string };
  onChanged?: () => void;
}

/**
 * The profile's password change under the account's rule: the PO rule for vendors and buyers (as in
 * Account Settings), else the generic one (6-16 letters and digits, both). The rule is said up front.
 */
export function ChangePasswordForm({ kind, heading, onChanged }: Props) {
  const { t } = useTranslation();
  const mutation = useModifyPassword();
  const rule = passwordRuleOf(kind);
  return (
    <PasswordChangeForm
      schema={ownPasswordChange(kind)}
      rule={rule.kind === 'po' ? t('account.password.rule', { min: PO_PASSWORD_MIN_LENGTH }) : t(rule.key)}
      send={(entries) => mutation.mutateAsync(entries)}
      title={heading?.title ?? t('profile.changePassword')}
      intro={heading?.intro}
      changedMessage={t('profile.passwordChanged')}
      onChanged={onChanged}
    />
  );
}

import { PasswordInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetUserPassword } from '../../../../shared/contracts/users.ts';
import { callForAnswer } from '../../../api/client.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { useUserCommand } from './user-command.ts';

/** The contract's own body schema: the same length rule and the same "passwords differ" check as the server. */
const resetBody = bodyOf(resetUserPassword);
function bodyOf<B extends z.ZodType>(endpoint: { body?: B }): B {
  // The endpoint declares a body; the Endpoint type only keeps it optional for those that do not.
  if (!endpoint.body) throw new Error('resetUserPassword has no body schema');
  return endpoint.body;
}

interface Props {
  id: string;
  name: string;
  onClose: () => void;
}

/** Sets a new password for a user, typed twice; the user must replace it at the next sign-in. */
export function ResetPasswordDialog({ id, name, onClose }: Props) {
  const { t } = useTranslation();
  const { announce } = useUserCommand();
  const labels = { userPassword: t('admin.user.newPassword'), validatePassword: t('admin.user.repeatPassword') };
  const { form, submit, submitting, failure } = useContractForm(resetBody, {
    labels,
    initialValues: { userPassword: '', validatePassword: '' },
    notice: null,
  });
  const save = submit(async (body) => {
    // A refusal is left to the form, which shows it above the fields.
    const { msg } = await callForAnswer(resetUserPassword, { params: { id }, body });
    await announce(msg);
    onClose();
  });
  return (
    <RecordModal opened size="md" title={t('admin.user.resetTitle', { name })} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <Text size="sm">{t('admin.user.resetHint', { name })}</Text>
      <PasswordInput label={labels.userPassword} required autoComplete="new-password" data-autofocus {...form.getInputProps('userPassword')} />
      <PasswordInput label={labels.validatePassword} required autoComplete="new-password" {...form.getInputProps('validatePassword')} />
    </RecordModal>
  );
}

import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DURATION_MS } from '../../shared/constants.ts';
import type { passwordChangeEntries, PasswordChangeEntries } from '../../shared/domain/password.ts';
import { useContractForm } from './use-contract-form.ts';
import { FormFailure } from './form-failure.tsx';

const EMPTY: PasswordChangeEntries = { oldPassword: '', password: '', confirmPassword: '' };

interface Props {
  /** The entries' rules (shared/domain/password.ts), the same the server asks. */
  schema: ReturnType<typeof passwordChangeEntries>;
  /** Sends the change; rejects with the server's refusal, shown above the fields (or under one). */
  send: (entries: PasswordChangeEntries) => Promise<unknown>;
  title: string;
  /** A line under the title saying why (the /newUser page); the title is then the page's heading. */
  intro?: string;
  /** Says what the new password needs, under its field. */
  rule?: string;
  changedMessage: string;
  onChanged?: () => void;
}

/** Old password, new password and its repetition, checked as the server checks them, named by field. */
export function PasswordChangeForm({ schema, send, title, intro, rule, changedMessage, onChanged }: Props) {
  const { t } = useTranslation();
  const { form, submit, submitting, failure } = useContractForm(schema, {
    initialValues: EMPTY,
    notice: null,
    labels: { oldPassword: t('profile.oldPassword'), password: t('profile.newPassword'), confirmPassword: t('profile.confirmPassword') },
  });
  const save = submit(async (entries) => {
    await send(entries);
    form.reset();
    notifications.show({ color: 'green', message: changedMessage, autoClose: MESSAGE_DURATION_MS });
    onChanged?.();
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={save} noValidate aria-label={title}>
        <Stack gap="sm" maw={420}>
          <Title order={intro ? 1 : 2} size="h4">
            {title}
          </Title>
          {intro && <Text size="sm">{intro}</Text>}
          <FormFailure failure={failure} />
          <PasswordInput label={t('profile.oldPassword')} autoComplete="current-password" {...form.getInputProps('oldPassword')} required />
          <PasswordInput label={t('profile.newPassword')} autoComplete="new-password" description={rule} {...form.getInputProps('password')} required />
          <PasswordInput label={t('profile.confirmPassword')} autoComplete="new-password" {...form.getInputProps('confirmPassword')} required />
          <Button type="submit" loading={submitting} w="fit-content">
            {t('common.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

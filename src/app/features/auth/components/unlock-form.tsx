import { useState, type FormEvent } from 'react';
import { Alert, Avatar, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnlock } from '../mutations.ts';

interface Props {
  account: string;
  realName: string;
  onUnlocked: () => void;
}

/** Unlocking re-verifies the password of the signed-in account (spec 000 §4.1). */
export function UnlockForm({ account, realName, onUnlocked }: Props) {
  const { t } = useTranslation();
  const unlock = useUnlock();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!password) return;
    unlock.mutate({ account, password }, { onSuccess: onUnlocked });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('lock.unlock')}>
      <Stack align="center" gap="md">
        <Avatar size="xl" radius="xl" name={realName} color="initials" />
        <Text fw={600} size="lg">
          {realName}
        </Text>
        <Text c="dimmed" size="sm">
          {t('lock.hint')}
        </Text>
        {unlock.error && (
          <Alert color="red" role="alert" w="100%">
            {unlock.error.message}
          </Alert>
        )}
        <PasswordInput
          w="100%"
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={touched && !password ? t('login.passwordRequired') : null}
          autoFocus
          required
        />
        <Button type="submit" fullWidth loading={unlock.isPending}>
          {t('lock.unlock')}
        </Button>
      </Stack>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { forgetSignedOutReason, signedOutReason as storedReason } from '../../../platform/signed-out-reason.ts';
import { useLogin } from '../mutations.ts';

interface Props {
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: Props) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [signedOutReason, setSignedOutReason] = useState(storedReason);
  const accountError = touched && !account.trim() ? t('login.accountRequired') : null;
  const passwordError = touched && !password ? t('login.passwordRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!account.trim() || !password) return;
    // Signing in again answers why the last session ended.
    forgetSignedOutReason();
    setSignedOutReason(null);
    loginMutation.mutate({ account, password }, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {signedOutReason && !loginMutation.error && (
          <Alert color="orange" role="status">
            {signedOutReason}
          </Alert>
        )}
        {loginMutation.error && (
          <Alert color="red" role="alert" title={t('login.title')}>
            {loginMutation.error.message}
          </Alert>
        )}
        <TextInput
          label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          value={account}
          onChange={(e) => setAccount(e.currentTarget.value)}
          error={accountError}
          required
          autoFocus
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={passwordError}
          required
        />
        <Button type="submit" loading={loginMutation.isPending} fullWidth size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DURATION_MS } from '../../../../shared/constants.ts';
import { isGenericPassword } from '../../../../shared/domain/password.ts';
import { useModifyPassword, type PasswordChange } from '../mutations.ts';

const EMPTY: PasswordChange = { oldPassword: '', password: '', confirmPassword: '' };

interface Props {
  /** Replaces the title, with a line saying why (the /newUser page). */
  heading?: { title: string; intro: string };
  onChanged?: () => void;
}

export function ChangePasswordForm({ heading, onChanged }: Props) {
  const { t } = useTranslation();
  const mutation = useModifyPassword();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const errors = {
    oldPassword: touched && !values.oldPassword ? t('field.required', { field: t('profile.oldPassword') }) : null,
    password: !touched
      ? null
      : !isGenericPassword(values.password)
        ? t('error.passwordGeneric')
        : values.password === values.oldPassword
          ? t('error.samePassword')
          : null,
    confirmPassword: touched && values.confirmPassword !== values.password ? t('error.passwordMismatch') : null,
  };
  const set = (key: keyof PasswordChange) => (e: { currentTarget: HTMLInputElement }) => setValues({ ...values, [key]: e.currentTarget.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.oldPassword || !isGenericPassword(values.password) || values.password === values.oldPassword || values.confirmPassword !== values.password)
      return;
    mutation.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setTouched(false);
        notifications.show({ color: 'green', message: t('profile.passwordChanged'), autoClose: MESSAGE_DURATION_MS });
        onChanged?.();
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate aria-label={heading?.title ?? t('profile.changePassword')}>
        <Stack gap="sm" maw={420}>
          <Title order={heading ? 1 : 2} size="h4">
            {heading?.title ?? t('profile.changePassword')}
          </Title>
          {heading && <Text size="sm">{heading.intro}</Text>}
          {mutation.error && (
            <Alert color="red" role="alert">
              {mutation.error.message}
            </Alert>
          )}
          <PasswordInput
            label={t('profile.oldPassword')}
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={errors.oldPassword}
            required
          />
          <PasswordInput
            label={t('profile.newPassword')}
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            required
          />
          <PasswordInput
            label={t('profile.confirmPassword')}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
            required
          />
          <Button type="submit" loading={mutation.isPending} w="fit-content">
            {t('common.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

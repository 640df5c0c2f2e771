import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DURATION_MS, PO_PASSWORD_MIN_LENGTH } from '../../../../shared/constants.ts';
import { poPasswordProblems } from '../../../../shared/domain/password.ts';
import { useModifyPoPassword, type PoPasswordChange } from '../mutations.ts';

const EMPTY: PoPasswordChange = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * The PO area's change-password panel (spec 000 §2.5, §5): the new password needs at least 12
 * characters with numbers, letters and special characters, and both entries must match. The form
 * asks the same rule as the server, so the message shows under the field before anything is sent.
 */
export function PoPasswordForm() {
  const { t } = useTranslation();
  const mutation = useModifyPoPassword();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const problems = poPasswordProblems(values, PO_PASSWORD_MIN_LENGTH);
  const errors = {
    oldPassword: touched && !values.oldPassword ? t('field.required', { field: t('profile.oldPassword') }) : null,
    password: !touched ? null : problems.password ? t(problems.password) : values.password === values.oldPassword ? t('error.samePassword') : null,
    confirmPassword: touched && problems.confirmPassword ? t(problems.confirmPassword) : null,
  };
  const set = (key: keyof PoPasswordChange) => (e: { currentTarget: HTMLInputElement }) => setValues({ ...values, [key]: e.currentTarget.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.oldPassword || problems.password || problems.confirmPassword || values.password === values.oldPassword) return;
    mutation.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setTouched(false);
        notifications.show({ color: 'green', message: t('account.password.changed'), autoClose: MESSAGE_DURATION_MS });
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate aria-label={t('account.password.title')}>
        <Stack gap="sm" maw={420}>
          <Title order={2} size="h4">
            {t('account.password.title')}
          </Title>
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
            description={t('account.password.rule', { min: PO_PASSWORD_MIN_LENGTH })}
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

import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordForm, sendEmailVerificationCode, userModifyPassword, verificationAddress } from '../../../../shared/contracts/business.ts';
import { MESSAGE_DURATION_MS, PO_PASSWORD_MIN_LENGTH } from '../../../../shared/constants.ts';
import { call } from '../../../api/client.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';

/**
 * The e-mail first: "Send code" mails a code (the answer is the same whether or not an account uses the
 * address) and counts down until another may be asked for; then the code and the new password.
 */
export function ForgotPasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const labels = { email: t('forgot.email'), code: t('forgot.code'), password: t('forgot.newPassword'), confirmPassword: t('forgot.confirmPassword') };
  const { form, submit, submitting, failure } = useContractForm(forgotPasswordForm, {
    labels,
    initialValues: { email: '', code: '', password: '', confirmPassword: '' },
    notice: null,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendFailure, setSendFailure] = useState<unknown>(null);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const countdown = useInterval(() => setWaitSeconds((s) => Math.max(0, s - 1)), 1000, { autoInvoke: false });
  if (waitSeconds === 0 && countdown.active) countdown.stop();

  const sendCode = async () => {
    const email = form.getValues().email.trim();
    const checked = verificationAddress.safeParse(email);
    if (!checked.success) return form.setFieldError('email', t('forgot.emailInvalid'));
    setSending(true);
    setSendFailure(null);
    try {
      const { resendSeconds } = await call(sendEmailVerificationCode, { params: { address: email } });
      setSentTo(email);
      setWaitSeconds(resendSeconds);
      countdown.start();
    } catch (error) {
      setSendFailure(error);
    } finally {
      setSending(false);
    }
  };

  const save = submit(async (body) => {
    await call(userModifyPassword, { body });
    notifications.show({ color: 'green', message: t('forgot.done'), autoClose: MESSAGE_DURATION_MS * 2 });
    onChanged();
  });

  return (
    <form onSubmit={save} noValidate aria-label={t('forgot.title')}>
      <Stack gap="md">
        <FormFailure failure={failure ?? sendFailure} />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput label={labels.email} type="email" autoComplete="email" required autoFocus style={{ flex: 1 }} {...form.getInputProps('email')} />
          <Button variant="light" mt={25} loading={sending} disabled={waitSeconds > 0} onClick={() => void sendCode()}>
            {waitSeconds > 0 ? t('forgot.resendIn', { seconds: waitSeconds }) : sentTo ? t('forgot.resend') : t('forgot.sendCode')}
          </Button>
        </Group>
        {sentTo && (
          <Alert color="blue" role="status">
            {t('forgot.codeSent', { email: sentTo })}
          </Alert>
        )}
        <TextInput label={labels.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...form.getInputProps('code')} />
        <PasswordInput label={labels.password} autoComplete="new-password" required {...form.getInputProps('password')} />
        <Text size="xs" c="dimmed" mt={-8}>
          {t('forgot.rule', { min: PO_PASSWORD_MIN_LENGTH })}
        </Text>
        <PasswordInput label={labels.confirmPassword} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { Center, Paper } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UnlockForm } from '../features/auth/components/unlock-form.tsx';
import { currentUserQuery } from '../platform/current-user.ts';
import { SignOutLink } from '../shell/sign-out-link.tsx';
import { usePageTitle } from '../shell/page-title.ts';

export function LockScreenPage() {
  const { t } = useTranslation();
  usePageTitle(t('lock.title'));
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(currentUserQuery());
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-dark-7)">
      <Paper p="xl" radius="md" w="100%" maw={360} shadow="md">
        <UnlockForm account={data.userInfo.account} realName={data.userInfo.realName} onUnlocked={() => void navigate({ to: '/', replace: true })} />
        <SignOutLink label={t('lock.switchAccount')} />
      </Paper>
    </Center>
  );
}

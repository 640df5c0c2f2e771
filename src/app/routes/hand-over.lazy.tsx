import { Center, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HandOverQuestion } from '../features/auth/components/hand-over-question.tsx';
import { adoptHandOver, handOverStore, withoutHandOver } from '../features/auth/hand-over.ts';
import { usePageTitle } from '../shell/page-title.ts';

const authRedirectApi = getRouteApi('/auth-redirect');

export function HandOverPage() {
  const { t } = useTranslation();
  usePageTitle(t('handOver.title'));
  const { handOver, accounts } = authRedirectApi.useLoaderData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onContinue = () => {
    adoptHandOver(queryClient, handOver);
    void navigate({ href: handOver.to, replace: true });
  };
  const onCancel = () => {
    handOverStore.drop();
    void navigate({ href: withoutHandOver(), replace: true });
  };
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <HandOverQuestion accounts={accounts} onContinue={onContinue} onCancel={onCancel} />
      </Paper>
    </Center>
  );
}

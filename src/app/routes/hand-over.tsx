import { Center, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HandOverQuestion } from '../features/session/components/hand-over-question.tsx';
import { adoptHandOver, handOverStore, loadHandOver, withoutHandOver } from '../features/session/hand-over.ts';
import { usePageTitle } from '../shell/page-title.ts';
import { rootRoute } from './root.tsx';

/**
 * Addresses other systems link to. /auth-redirect receives a session handed over with `token`: the
 * root guard sets it aside and clears the address (see `decide`), this page asks the user whether to
 * take it. /jump forwards to `target`; it exists so that the guard, not the not-found fallback, sees it.
 */
export const authRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth-redirect',
  loader: loadHandOver,
  component: HandOverPage,
});
export const jumpRoute = createRoute({ getParentRoute: () => rootRoute, path: '/jump', component: () => null });

function HandOverPage() {
  const { t } = useTranslation();
  usePageTitle(t('handOver.title'));
  const { handOver, accounts } = authRedirectRoute.useLoaderData();
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

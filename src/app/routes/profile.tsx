import { Stack } from '@mantine/core';
import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BaseInfoCard } from '../features/profile/components/base-info-card.tsx';
import { ChangePasswordForm } from '../features/profile/components/change-password-form.tsx';
import { baseInfoQuery } from '../features/profile/queries.ts';
import { usePageTitle } from '../shell/page-title.ts';
import { signedInRoute } from './signed-in.tsx';

export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  loader: ({ context }) => context.queryClient.ensureQueryData(baseInfoQuery()),
  component: ProfilePage,
});

function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  return (
    <Stack gap="md" maw={900}>
      <BaseInfoCard />
      <ChangePasswordForm />
    </Stack>
  );
}

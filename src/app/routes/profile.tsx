import { Stack } from '@mantine/core';
import { createRoute } from '@tanstack/react-router';
import { BaseInfoCard } from '../features/profile/components/base-info-card.tsx';
import { ChangePasswordForm } from '../features/profile/components/change-password-form.tsx';
import { baseInfoQuery } from '../features/profile/queries.ts';
import { signedInRoute } from './signed-in.tsx';

export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  staticData: { titleKey: 'profile.title' },
  loader: ({ context }) => context.queryClient.ensureQueryData(baseInfoQuery()),
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <Stack gap="md" maw={900}>
      <BaseInfoCard />
      <ChangePasswordForm />
    </Stack>
  );
}

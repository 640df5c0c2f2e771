import { Stack, Tabs } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthorizationsCard } from '../features/profile/components/authorizations-card.tsx';
import { AVATAR_UPLOAD, AvatarCard } from '../features/profile/components/avatar-card.tsx';
import { BaseInfoCard } from '../features/profile/components/base-info-card.tsx';
import { ChangePasswordForm } from '../features/profile/components/change-password-form.tsx';
import { LoginLogTable } from '../features/profile/components/login-log-table.tsx';
import { MembershipsCard } from '../features/profile/components/memberships-card.tsx';
import { PROFILE_TABS } from '../features/profile/profile-tabs.ts';
import { currentUserQuery, sessionKeys } from '../platform/current-user.ts';
import { uploadNow } from '../platform/uploads/upload-now.ts';
import { accountKindOfUser } from '../../shared/domain/roles.ts';
import type { CachedPageProps } from '../shell/page-cache/cached-pages.tsx';

/** Account pages; kept alive between tabs, so it reads its tab from props, not from the router. */
export function ProfilePage({ search, setSearch }: CachedPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tab = PROFILE_TABS.find((x) => x === search.tab) ?? 'info';
  const { data } = useSuspenseQuery(currentUserQuery());
  const reloadCurrentUser = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() });
  return (
    <Stack gap="md" maw={960}>
      <Tabs
        value={tab}
        onChange={(value) => void navigate({ to: '/profile', search: { tab: PROFILE_TABS.find((x) => x === value) }, replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="info">{t('profile.tabs.info')}</Tabs.Tab>
          <Tabs.Tab value="password">{t('profile.changePassword')}</Tabs.Tab>
          <Tabs.Tab value="memberships">{t('profile.memberships')}</Tabs.Tab>
          <Tabs.Tab value="log">{t('profile.loginLog')}</Tabs.Tab>
          <Tabs.Tab value="authorize">{t('profile.authorizations')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info">
          {/* The name and the picture show in the header too, so the signed-in user is reloaded after a change. */}
          <Stack gap="md">
            <AvatarCard upload={(file) => uploadNow(file, AVATAR_UPLOAD)} onChanged={reloadCurrentUser} />
            <BaseInfoCard onSaved={reloadCurrentUser} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <ChangePasswordForm kind={accountKindOfUser(data.userInfo)} />
        </Tabs.Panel>
        <Tabs.Panel value="memberships">
          <MembershipsCard />
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <LoginLogTable page={Number(search.currentPage) || 1} onPage={(page) => setSearch({ tab: 'log', currentPage: String(page) })} />
        </Tabs.Panel>
        <Tabs.Panel value="authorize">
          <AuthorizationsCard />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

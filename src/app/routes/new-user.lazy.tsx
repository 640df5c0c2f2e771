import { Center, Group } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../features/profile/components/change-password-form.tsx';
import { currentUserQuery } from '../platform/current-user.ts';
import { accountKindOfUser } from '../../shared/domain/roles.ts';
import { SignOutLink } from '../shell/sign-out-link.tsx';
import { LanguageSelect } from '../shell/language-select.tsx';
import { usePageTitle } from '../shell/page-title.ts';

const newUserApi = getRouteApi('/newUser');

export function NewUserPage() {
  const { t } = useTranslation();
  usePageTitle(t('newUser.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { redirect } = newUserApi.useSearch();
  const { data } = useSuspenseQuery(currentUserQuery());
  const changed = async () => {
    // The guard reads the cached user: it must know the requirement is gone before navigating on.
    await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
    await navigate({ href: redirect ?? '/', replace: true });
  };
  return (
    <Center mih="100dvh" p="md">
      <div style={{ width: '100%', maxWidth: 460 }}>
        <Group justify="flex-end" mb="sm">
          <LanguageSelect />
        </Group>
        <ChangePasswordForm
          kind={accountKindOfUser(data.userInfo)}
          heading={{ title: t('newUser.title'), intro: t('newUser.intro') }}
          onChanged={() => void changed()}
        />
        <SignOutLink label={t('newUser.signOut')} />
      </div>
    </Center>
  );
}

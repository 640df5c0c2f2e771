import { Avatar, Button, Group, Menu, Modal, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useStoredImage } from '../ui/stored-image.ts';
import { useMountOnOpen } from '../ui/mount-on-open.ts';

interface Props {
  name: string;
  account: string;
  /** The avatar's stored image name (CurrentUser's userInfo.headIcon); '' shows the initials. */
  headIcon: string;
  onProfile: () => void;
  onLock: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  /** Actions of this user not yet on the server: the log-out question says so. */
  unsent: number;
}

/** Avatar and name; the menu leads to the profile and to log out, which asks first (spec 000 §5). */
export function UserMenu({ name, account, headIcon, onProfile, onLock, onLogout, loggingOut, unsent }: Props) {
  const { t } = useTranslation();
  const [confirming, confirm] = useDisclosure(false);
  const overlay = useMountOnOpen(confirming);
  const avatar = useStoredImage(headIcon);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {/* Named by its words, the name as shown first (a user who speaks to the screen says what they
              see): a label would also have to repeat the avatar's initials, which axe counts as seen words. */}
          <UnstyledButton>
            <Group gap="xs" wrap="nowrap">
              <Avatar radius="xl" size="sm" src={avatar} name={name} color="initials" aria-hidden data-testid="user-avatar" />
              <Text size="sm" fw={500} data-testid="user-name" visibleFrom="xs" aria-hidden>
                {name}
              </Text>
              <VisuallyHidden>{t('shell.userMenu', { name })}</VisuallyHidden>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{account}</Menu.Label>
          <Menu.Item onClick={onProfile}>{t('profile.title')}</Menu.Item>
          <Menu.Item onClick={onLock}>{t('lock.lock')}</Menu.Item>
          <Menu.Item color="red" onClick={confirm.open}>
            {t('home.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {overlay.mounted && (
        <Modal opened={overlay.opened} onClose={confirm.close} title={t('home.logout')} centered>
          <Text mb="lg">{unsent > 0 ? t('sync.logoutUnsent', { count: unsent }) : t('home.logoutConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={loggingOut} onClick={onLogout}>
              {t('common.confirm')}
            </Button>
          </Group>
        </Modal>
      )}
    </>
  );
}

import { useRef } from 'react';
import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DURATION_MS } from '../../../../shared/constants.ts';
import type { StoredFile } from '../../../../shared/contracts/files.ts';
import { sizeLabel, UPLOAD_PURPOSES } from '../../../../shared/domain/files.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { useStoredImage } from '../../../ui/stored-image.ts';
import { useSetAvatar } from '../mutations.ts';
import { baseInfoQuery } from '../queries.ts';

/**
 * What an avatar may be: an image upload (the server takes no other as an avatar) of the types every
 * browser shows, within the image uploads' limit. The route hands these rules to the uploads.
 */
export const AVATAR_UPLOAD = { purpose: 'image', accept: ['jpg', 'jpeg', 'png', 'gif'], images: true, maxBytes: UPLOAD_PURPOSES.image.maxBytes } as const;

interface Props {
  /** Uploads the chosen picture as an image and answers the stored file, or throws the reason. */
  upload: (file: File) => Promise<StoredFile>;
  /** The header shows the avatar too: the signed-in user is read again after a change. */
  onChanged: () => void;
}

/** The user's picture and the button to choose another, uploaded and set at once. */
export function AvatarCard({ upload, onChanged }: Props) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(baseInfoQuery());
  const image = useStoredImage(data.headIcon);
  const setAvatar = useSetAvatar(upload);
  // Cleared after each choice, so choosing the same file again (after a failure) still reacts.
  const reset = useRef<() => void>(null);
  const choose = (file: File | null) => {
    reset.current?.();
    if (!file) return;
    setAvatar.mutate(file, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('profile.avatarSaved'), autoClose: MESSAGE_DURATION_MS });
        onChanged();
      },
    });
  };
  return (
    <Paper withBorder p="lg" radius="md" data-testid="avatar-card">
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <Avatar src={image} name={data.realName} color="initials" size={72} alt={t('profile.avatar')} data-testid="profile-avatar" />
          <Stack gap={6} miw={0}>
            <Title order={2} size="h4">
              {t('profile.avatar')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.avatarRules', sizeLabel(AVATAR_UPLOAD.maxBytes))}
            </Text>
            <FileButton onChange={choose} accept="image/jpeg,image/png,image/gif" resetRef={reset}>
              {(props) => (
                <Button {...props} variant="light" size="xs" w="fit-content" loading={setAvatar.isPending}>
                  {t('profile.changeAvatar')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Group>
        <FormFailure failure={setAvatar.error} />
      </Stack>
    </Paper>
  );
}

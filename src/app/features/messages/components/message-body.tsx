import { Anchor, List, Stack, Text, Typography } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { downloadMessageFile, type MessageInfo } from '../../../../shared/contracts/messages.ts';
import { sizeLabel } from '../../../../shared/domain/files.ts';
import { callForFile, saveFile } from '../../../api/client.ts';
import { notifyError } from '../../../platform/notify.ts';
import { safeHtml } from '../sanitize.ts';

/** A message's HTML, sanitised again here, and its attachments (downloaded through the message). */
export function MessageBody({ info }: { info: MessageInfo }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const download = (file: MessageInfo['files'][number]) =>
    void callForFile(downloadMessageFile, { params: { id: info.id, fileId: file.fileId } }, file.name)
      .then(saveFile)
      .catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)));
  return (
    <Stack gap="md">
      <Typography>
        <div data-testid="message-body" dangerouslySetInnerHTML={{ __html: safeHtml(info.bodyText) }} />
      </Typography>
      {info.files.length > 0 && (
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('messages.attachments')}
          </Text>
          {!online && (
            <Text size="xs" c="dimmed">
              {t('messages.downloadOffline')}
            </Text>
          )}
          <List size="sm">
            {info.files.map((file) => {
              const size = sizeLabel(file.size);
              return (
                <List.Item key={file.fileId}>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => download(file)}
                    disabled={!online}
                    aria-label={t('messages.download', { name: file.name })}
                  >
                    {file.name}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    ({size.size} {size.unit})
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

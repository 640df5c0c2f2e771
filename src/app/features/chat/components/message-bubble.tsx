import { useEffect, useState } from 'react';
import { Group, Image, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chatImageContent, type ChatContentType } from '../../../../shared/contracts/realtime.ts';
import { chatImage } from '../../../../shared/contracts/chat.ts';
import { callForFile } from '../../../api/client.ts';
import { MessageText } from './message-text.tsx';
import classes from './chat.module.css';

export interface ShownMessage {
  key: string;
  mine: boolean;
  contentType: ChatContentType;
  content: string;
  sendTime: number;
  queued?: boolean;
}

/** Images need the session token, so they are fetched and shown from an object URL. */
function ChatImage({ content }: { content: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const parsed = (() => {
    try {
      return chatImageContent.safeParse(JSON.parse(content)).data ?? null;
    } catch {
      return null;
    }
  })();
  const fileId = parsed?.fileId;
  useEffect(() => {
    if (!fileId) return;
    let objectUrl: string | null = null;
    let live = true;
    void callForFile(chatImage, { params: { id: fileId } }).then(
      ({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  const label = t('chat.imageOf', { name: parsed?.name ?? '' });
  if (!url) return <Text size="sm">{t('chat.imageMessage')}</Text>;
  return (
    <>
      <button type="button" onClick={() => setZoomed(true)} aria-label={label} style={{ all: 'unset' }}>
        <img src={url} alt={label} className={classes.thumb} />
      </button>
      {/* Spec 000 §9: the preview layer sits at z-index 10000. */}
      <Modal opened={zoomed} onClose={() => setZoomed(false)} size="auto" zIndex={10000} title={parsed?.name}>
        <Image src={url} alt={label} />
      </Modal>
    </>
  );
}

export function MessageBubble({ message }: { message: ShownMessage }) {
  const { t } = useTranslation();
  return (
    <Group justify={message.mine ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-mine={message.mine}>
      <Stack gap={2} align={message.mine ? 'flex-end' : 'flex-start'} className={classes.bubble}>
        <Paper p="xs" radius="md" bg={message.mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}>
          {message.contentType === 'image' ? (
            <ChatImage content={message.content} />
          ) : (
            <Text size="sm">
              <MessageText text={message.content} />
            </Text>
          )}
        </Paper>
        <Text size="xs" c="dimmed">
          {new Date(message.sendTime).toLocaleString()}
          {message.queued ? ` · ${t('chat.queued')}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}

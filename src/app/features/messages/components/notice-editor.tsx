import { ActionIcon, Button, Group, List, Modal, MultiSelect, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../../shared/contracts/files.ts';
import type { MessageFile, NoticeDetail } from '../../../../shared/contracts/messages.ts';
import { useSaveNotice } from '../mutations.ts';
import { noticeRecipientsQuery } from '../queries.ts';
import { safeHtml } from '../sanitize.ts';

/** The uploader the route hands in: reports the files stored through it. */
export type NoticeUploader = (scope: string, onStored: (files: StoredFile[]) => void) => ReactNode;

/** Create or edit a draft notice: title, HTML body (previewed as recipients will see it), attachments, recipients. */
export function NoticeEditor({ notice, onClose, uploader }: { notice: NoticeDetail | null; onClose: () => void; uploader: NoticeUploader }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(notice?.title ?? '');
  const [bodyText, setBodyText] = useState(notice?.bodyText ?? '');
  const [files, setFiles] = useState<MessageFile[]>(notice?.files ?? []);
  const [toAll, setToAll] = useState(notice?.toAll ?? true);
  const [toUserIds, setToUserIds] = useState<string[]>(notice?.toUserIds ?? []);
  const [errors, setErrors] = useState<{ title?: string; users?: string }>({});
  const recipients = useQuery({ ...noticeRecipientsQuery(), enabled: !toAll });
  const save = useSaveNotice();
  const [scope] = useState(() => `notice:${notice?.id ?? crypto.randomUUID()}`);

  const onStored = (stored: StoredFile[]) =>
    setFiles((current) => [
      ...current,
      ...stored.filter((s) => !current.some((f) => f.fileId === s.fileVersionId)).map((s) => ({ fileId: s.fileVersionId, name: s.name, size: 0 })),
    ]);
  const submit = () => {
    const found = {
      ...(title.trim() ? {} : { title: t('messages.notice.titleRequired') }),
      ...(toAll || toUserIds.length ? {} : { users: t('messages.notice.usersRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ id: notice?.id ?? null, input: { title: title.trim(), bodyText, files, toAll, toUserIds } }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t(notice ? 'messages.notice.edit' : 'messages.notice.add')} size="xl" centered>
      <Stack gap="sm">
        <TextInput
          label={t('messages.notice.fieldTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          required
          maxLength={200}
        />
        <Textarea
          label={t('messages.notice.body')}
          description={t('messages.notice.bodyHint')}
          value={bodyText}
          onChange={(e) => setBodyText(e.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={14}
        />
        {bodyText && (
          <Paper withBorder p="sm">
            <Text size="xs" c="dimmed" mb={4}>
              {t('messages.notice.preview')}
            </Text>
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: safeHtml(bodyText) }} />
            </Typography>
          </Paper>
        )}
        <Text size="sm" fw={500}>
          {t('messages.notice.files')}
        </Text>
        {files.length > 0 && (
          <List size="sm">
            {files.map((f) => (
              <List.Item key={f.fileId}>
                <Group gap={4}>
                  {f.name}
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    onClick={() => setFiles(files.filter((x) => x.fileId !== f.fileId))}
                    aria-label={t('messages.notice.removeFile', { name: f.name })}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {uploader(scope, onStored)}
        <SegmentedControl
          aria-label={t('messages.notice.audience')}
          value={toAll ? 'all' : 'chosen'}
          onChange={(v) => setToAll(v === 'all')}
          data={[
            { value: 'all', label: t('messages.notice.toAll') },
            { value: 'chosen', label: t('messages.notice.toChosen') },
          ]}
        />
        {!toAll && (
          <MultiSelect
            label={t('messages.notice.users')}
            data={(recipients.data?.list ?? []).map((u) => ({ value: u.id, label: `${u.realName} (${u.account})` }))}
            value={toUserIds}
            onChange={setToUserIds}
            searchable
            error={errors.users}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

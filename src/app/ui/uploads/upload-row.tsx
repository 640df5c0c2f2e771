import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../../shared/domain/format.ts';
import type { UploadRecord } from '../../offline/db.ts';
import { percentDone, userActions, type UserAction } from '../../platform/uploads/upload-state.ts';
import { CancelIcon, PauseIcon, ResumeIcon } from './upload-icons.tsx';

const STATUS_COLOR = { waiting: 'gray', uploading: 'blue', paused: 'yellow', success: 'green', error: 'red' } as const;

function statusText(record: UploadRecord, online: boolean): string {
  if (record.status === 'waiting' && !online) return 'upload.status.offline';
  if (record.status === 'uploading' && record.phase === 'hashing') return 'upload.status.hashing';
  return `upload.status.${record.status}`;
}

/** One file: name, size, progress with its status, and what the user may do with it now. */
export function UploadRow({ record, online, onAction }: { record: UploadRecord; online: boolean; onAction: (action: UserAction) => void }) {
  const { t } = useTranslation();
  const percent = percentDone(record);
  const name = record.name;
  return (
    <Stack gap={4} data-testid="upload-row" data-status={record.status} data-name={name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate="end" title={name} style={{ minWidth: 0, flex: 1 }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {fileSize(record.size)}
        </Text>
        <Group gap={4} wrap="nowrap">
          {userActions(record.status).map((action) => {
            const label = t(action === 'cancel' && record.status === 'success' ? 'upload.remove' : `upload.${action}`, { name });
            return (
              <ActionIcon
                key={action}
                variant="subtle"
                color={action === 'cancel' ? 'red' : 'gray'}
                aria-label={label}
                title={label}
                onClick={() => onAction(action)}
              >
                {action === 'pause' ? <PauseIcon /> : action === 'resume' ? <ResumeIcon /> : <CancelIcon />}
              </ActionIcon>
            );
          })}
        </Group>
      </Group>
      <Progress
        value={percent}
        color={STATUS_COLOR[record.status]}
        size="sm"
        aria-label={t('upload.progress', { name })}
        animated={record.status === 'uploading'}
      />
      <Text size="xs" c={record.status === 'error' ? 'red' : 'dimmed'} role={record.status === 'error' ? 'alert' : undefined} data-testid="upload-status">
        {t(statusText(record, online))}
        {record.status !== 'success' && record.status !== 'error' ? ` · ${percent}%` : ''}
        {record.error ? ` · ${t(record.error.key, { ...record.error.values, name })}` : ''}
      </Text>
    </Stack>
  );
}

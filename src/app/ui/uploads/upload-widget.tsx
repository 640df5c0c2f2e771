import '@mantine/dropzone/styles.css';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../shared/contracts/files.ts';
import { FILE_TYPES, sizeLabel } from '../../../shared/domain/files.ts';
import { offlineDb } from '../../offline/store.ts';
import { acceptedTypes, checkFiles, effectiveMaxBytes, type Refusal, type UploadRules } from '../../platform/uploads/upload-checks.ts';
import { addUploads, applyUserAction } from '../../platform/uploads/upload-queue.ts';
import { useStoredFilesChange, useUploads } from '../../platform/uploads/use-uploads.ts';
import { UploadIcon } from './upload-icons.tsx';
import { UploadRow } from './upload-row.tsx';

export interface UploadWidgetProps extends Omit<UploadRules, 'images'> {
  userId: string;
  /** Names this widget's queue on the device: its files come back after a reload. */
  scope: string;
  onChange?: (files: StoredFile[]) => void;
  disabled?: boolean;
}

/**
 * Drop or choose files; each is checked (spec 001 §5), kept on the device and sent by the upload
 * runner in the background, so it survives going offline and reloading.
 */
export function UploadWidget({ images = false, userId, scope, onChange, disabled, ...rules }: UploadWidgetProps & { images?: boolean }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const records = useUploads(userId, scope);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  useStoredFilesChange(records, onChange);
  const fullRules = { ...rules, images };
  const limit = sizeLabel(effectiveMaxBytes(fullRules));
  // Single-file mode when the limit is 1 (spec 001 §9).
  const multiple = (rules.limit ?? 0) !== 1;

  const onDrop = (files: File[]) => {
    const { accepted, refusals: refused } = checkFiles(fullRules, files, records?.length ?? 0);
    setRefusals(refused);
    if (accepted.length) void addUploads(offlineDb, userId, scope, rules.purpose, accepted);
  };

  return (
    <Stack gap="sm">
      {/* The dropzone's own refusals (too many for single-file mode) come back here too: our checks word them. */}
      <Dropzone
        onDrop={() => undefined}
        onDropAny={(files, rejected) => onDrop([...files, ...rejected.map((r) => r.file)])}
        multiple={multiple}
        disabled={disabled}
        data-testid="upload-dropzone"
        aria-label={t(images ? 'upload.dropImages' : 'upload.dropFiles')}
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
          <UploadIcon />
          <div>
            <Text size="md">{t(images ? 'upload.dropImages' : 'upload.dropFiles')}</Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('upload.rules', { ...limit, types: acceptedTypes(fullRules).join(', ') })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {refusals.length > 0 && (
        <Alert color="red" role="alert" data-testid="upload-refusals">
          {refusals.map((r) => (
            <Text key={`${r.key}:${String(r.values.name ?? '')}`} size="sm">
              {r.values.name ? `${r.values.name}: ` : ''}
              {t(r.key, r.values)}
            </Text>
          ))}
        </Alert>
      )}
      {records?.map((record) => (
        <UploadRow key={record.id} record={record} online={online} onAction={(action) => void applyUserAction(offlineDb, record.id, action)} />
      ))}
    </Stack>
  );
}

/** Any file the purpose allows (spec 001 §5 file uploader). */
export function FileUploader(props: UploadWidgetProps) {
  return <UploadWidget {...props} />;
}

/** Images only, with the spec's image wording (spec 001 §5 image uploader). */
export function ImageUploader(props: Omit<UploadWidgetProps, 'purpose'> & { purpose?: UploadWidgetProps['purpose'] }) {
  return <UploadWidget accept={FILE_TYPES.image} {...props} purpose={props.purpose ?? 'image'} images />;
}

import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  userImportErrors,
  userImportTemplate,
  type UserImportPreview,
} from '../../../../shared/contracts/user-transfer.ts';
import { callForFile } from '../../../api/client.ts';
import { useFileDownload } from '../../../shell/use-file-download.ts';
import { uploadUserWorkbook } from './import-upload.ts';
import { importPreviewQuery } from './queries.ts';
import { ImportPreviewPanel } from './user-import-preview.tsx';
import { useUserCommand } from './user-command.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Step =
  | { kind: 'choose'; failure?: string }
  | { kind: 'checking'; name: string }
  | { kind: 'preview'; id: string }
  | { kind: 'done'; created: number; skipped: number };

/**
 * Import users from a workbook: the template, the file, the server's dry run (counts and the rows
 * with problems), the first password and the confirm; nothing is written before the confirm.
 */
export function UserImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const { busy, download } = useFileDownload();
  const { announce } = useUserCommand();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const preview = useQuery({ ...importPreviewQuery(step.kind === 'preview' ? step.id : '', page), enabled: step.kind === 'preview' });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setStep({ kind: 'checking', name: file.name });
    try {
      const checked: UserImportPreview = await uploadUserWorkbook(file);
      // The upload answers the first page: shown at once, not asked for again.
      queryClient.setQueryData(importPreviewQuery(checked.id, 1).queryKey, checked);
      setPage(1);
      setStep({ kind: 'preview', id: checked.id });
    } catch (error) {
      setStep({ kind: 'choose', failure: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={t('admin.user.transfer.title')} centered>
      <Stack gap="sm">
        {step.kind === 'choose' && (
          <>
            <Group justify="flex-end">
              <Button variant="default" loading={busy} onClick={() => void download(() => callForFile(userImportTemplate, {}, 'users-template.xlsx'))}>
                {t('admin.user.transfer.template')}
              </Button>
            </Group>
            {step.failure && (
              <Alert color="red" role="alert">
                {step.failure}
              </Alert>
            )}
            <Dropzone
              onDrop={(files) => void pick(files[0])}
              onReject={(rejected) => void pick(rejected[0]?.file)}
              multiple={false}
              accept={{ [XLSX]: ['.xlsx'] }}
              data-testid="user-import-dropzone"
              aria-label={t('admin.user.transfer.drop')}
            >
              <Stack align="center" gap={4} mih={96} justify="center" style={{ pointerEvents: 'none' }}>
                <Text size="md" ta="center">
                  {t('admin.user.transfer.drop')}
                </Text>
                <Text size="xs" c="dimmed" ta="center">
                  {t('admin.user.transfer.dropHint', { max: USER_IMPORT_MAX_BYTES / 1024 / 1024, rows: USER_IMPORT_MAX_ROWS.toLocaleString() })}
                </Text>
              </Stack>
            </Dropzone>
          </>
        )}
        {step.kind === 'checking' && (
          <Stack gap="xs" aria-live="polite">
            <Text size="sm">{t('admin.user.transfer.checking', { name: step.name })}</Text>
            <Progress value={100} animated striped aria-label={t('admin.user.transfer.checking', { name: step.name })} />
          </Stack>
        )}
        {step.kind === 'preview' && preview.data && (
          <ImportPreviewPanel
            preview={preview.data}
            page={page}
            onPage={setPage}
            fetching={preview.isFetching}
            onErrors={() => void download(() => callForFile(userImportErrors, { body: { id: preview.data.id } }, 'users-exceptions.xlsx'))}
            onAnother={() => setStep({ kind: 'choose' })}
            onDone={async (result, msg) => {
              await announce(msg);
              setStep({ kind: 'done', ...result });
            }}
            onStale={() => void preview.refetch()}
          />
        )}
        {step.kind === 'done' && (
          <>
            <Alert color="green" role="status">
              <Text size="sm">{t('admin.user.transfer.done', { count: step.created })}</Text>
              {step.skipped > 0 && <Text size="sm">{t('admin.user.transfer.skipped', { count: step.skipped })}</Text>}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('admin.user.transfer.close')}</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

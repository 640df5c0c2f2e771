import { Button, Group, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fetchFileAt, saveFile } from '../../api/client.ts';
import { notifyError, notifyWarning } from '../../platform/notify.ts';
import { NoPreview, PreviewBody, PreviewLoading } from './preview-body.tsx';
import { previewQuery, type PreviewTarget } from './queries.ts';

/**
 * The document preview (spec 001 §2): full screen, titled 'document preview - {name}', with Cancel
 * and a download. The server says how to show the file (GET /api/file/Uploader/Preview): an image, a
 * PDF in a frame, a Word document drawn here, a workbook's first rows, or why not here. A file the
 * server does not find for the user closes it with a warning (spec 001 §8).
 */
export function FilePreviewDialog({ file, onClose }: { file: PreviewTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(previewQuery(file));
  const missing = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (!missing) return;
    notifyWarning(t('ui.preview.notExist'));
    onClose();
  }, [missing, onClose, t]);

  const download = () =>
    void fetchFileAt(data?.downloadUrl ?? file.url, file.name)
      .then(saveFile)
      .catch((failure: unknown) => notifyError(failure instanceof Error ? failure.message : String(failure)));

  return (
    <Modal.Root opened onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content>
        {/* The header, then the preview filling the rest of the screen (Content's own style would reach its outer box too). */}
        <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
          <Modal.Header style={{ gap: 'var(--mantine-spacing-sm)' }}>
            <Modal.Title style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{t('ui.preview.title', { name: file.name })}</Modal.Title>
            <Group gap="xs" wrap="nowrap">
              <Button variant="default" size="compact-md" onClick={download} aria-label={t('ui.preview.downloadNamed', { name: file.name })}>
                {t('ui.preview.download')}
              </Button>
              <Button size="compact-md" onClick={onClose} data-autofocus>
                {t('ui.preview.cancel')}
              </Button>
            </Group>
          </Modal.Header>
          <Modal.Body style={{ flex: 1, minHeight: 0 }}>
            {data && <PreviewBody preview={data} onDownload={download} />}
            {error && !missing && <NoPreview tone="refused" message={error.message} onDownload={download} />}
            {!data && !error && <PreviewLoading />}
          </Modal.Body>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}

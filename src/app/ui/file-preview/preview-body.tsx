import { Alert, Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilePreview } from '../../../shared/contracts/file-preview.ts';
import { extensionOf } from '../../../shared/domain/files.ts';
import { previewContentQuery } from './queries.ts';
import { SheetTable } from './sheet-table.tsx';

// docx-preview and its zip reader (about 50 KB gzip) load when a Word document is first previewed.
const DocxFrame = lazy(async () => ({ default: (await import('./docx-frame.tsx')).DocxFrame }));

const FRAME_STYLE = { width: '100%', height: '100%', border: 0, display: 'block' } as const;

export function PreviewLoading() {
  const { t } = useTranslation();
  return (
    <Center h="100%">
      <Loader size="sm" role="status" aria-label={t('ui.preview.loading')} />
    </Center>
  );
}

/** Why there is no preview, and the download instead. */
export function NoPreview({ message, tone, onDownload }: { message: string; tone: 'refused' | 'unavailable'; onDownload: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm" maw={640}>
      <Alert color={tone === 'refused' ? 'red' : 'blue'} variant="light" role={tone === 'refused' ? 'alert' : 'status'} w="100%">
        <Text size="sm" c={tone === 'refused' ? 'red.9' : 'blue.9'}>
          {message}
        </Text>
      </Alert>
      <Button onClick={onDownload}>{t('ui.preview.download')}</Button>
    </Stack>
  );
}

/** A ref giving the element the blob as its source while it is attached, revoked when it is not. */
function useBlobSource(blob: Blob) {
  return useCallback(
    (element: HTMLImageElement | HTMLIFrameElement | null) => {
      if (!element) return;
      const href = URL.createObjectURL(blob);
      element.src = href;
      return () => URL.revokeObjectURL(href);
    },
    [blob],
  );
}

function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  return (
    <Center h="100%">
      <img ref={useBlobSource(blob)} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
    </Center>
  );
}

function BlobFrame({ blob, title }: { blob: Blob; title: string }) {
  return <iframe ref={useBlobSource(blob)} title={title} style={FRAME_STYLE} />;
}

type Fetched = Extract<FilePreview, { kind: 'image' | 'pdf' | 'docx' }>;

/** An image, a PDF or a Word document: its bytes fetched with the session, then shown. */
function FetchedPreview({ preview, onDownload }: { preview: Fetched; onDownload: () => void }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(previewContentQuery(preview.url));
  const [drawFailed, setDrawFailed] = useState(false);
  const onDrawFailed = useCallback(() => setDrawFailed(true), []);
  const frameTitle = t('ui.preview.frame', { name: preview.name });
  if (error) return <NoPreview tone="refused" message={t('ui.preview.failed', { message: error.message })} onDownload={onDownload} />;
  if (drawFailed) return <NoPreview tone="refused" message={t('ui.preview.drawFailed', { name: preview.name })} onDownload={onDownload} />;
  if (!data) return <PreviewLoading />;
  if (preview.kind === 'docx')
    return (
      <Suspense fallback={<PreviewLoading />}>
        <DocxFrame blob={data.blob} title={frameTitle} onFailed={onDrawFailed} />
      </Suspense>
    );
  if (preview.kind === 'image') return <BlobImage blob={data.blob} alt={preview.name} />;
  return <BlobFrame blob={data.blob} title={frameTitle} />;
}

/** The preview itself, as the server said to show it. */
export function PreviewBody({ preview, onDownload }: { preview: FilePreview; onDownload: () => void }) {
  const { t } = useTranslation();
  switch (preview.kind) {
    case 'sheet':
      return (
        <ScrollArea h="100%">
          <SheetTable sheet={preview.sheet} />
        </ScrollArea>
      );
    case 'download':
      return (
        <NoPreview
          tone="unavailable"
          message={
            preview.reason === 'tooLarge'
              ? t('ui.preview.tooLarge', { name: preview.name })
              : t('ui.preview.noConverter', { type: extensionOf(preview.name) || preview.name })
          }
          onDownload={onDownload}
        />
      );
    default:
      return <FetchedPreview preview={preview} onDownload={onDownload} />;
  }
}

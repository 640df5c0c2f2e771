import { lazy, Suspense } from 'react';
import { DialogLoading } from '../loading.tsx';
import type { PreviewTarget } from './queries.ts';

export type { PreviewTarget } from './queries.ts';
export { isPreviewable } from '../../../shared/domain/file-preview.ts';

// The dialog, its table and its readers load when a preview is first opened, not with the page.
const FilePreviewDialog = lazy(async () => ({ default: (await import('./file-preview-dialog.tsx')).FilePreviewDialog }));

/** The one document preview every screen opens (file library, PO documents, uploads). */
export function FilePreview({ file, onClose }: { file: PreviewTarget; onClose: () => void }) {
  return (
    <Suspense fallback={<DialogLoading onClose={onClose} />}>
      <FilePreviewDialog file={file} onClose={onClose} />
    </Suspense>
  );
}

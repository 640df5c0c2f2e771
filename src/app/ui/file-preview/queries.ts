import { queryOptions } from '@tanstack/react-query';
import { filePreview } from '../../../shared/contracts/file-preview.ts';
import { call, fetchFileAt } from '../../api/client.ts';

/** A file to preview: its name, its stored version, and the download route the user reaches it by. */
export interface PreviewTarget {
  name: string;
  fileVersionId: string;
  /** The download path (a stored file's `url`, a library entry's download). */
  url: string;
}

export const previewKeys = {
  all: ['filePreview'] as const,
  answer: (file: PreviewTarget) => [...previewKeys.all, 'answer', file.fileVersionId, file.url] as const,
  content: (url: string) => [...previewKeys.all, 'content', url] as const,
};

// A preview is read when opened and forgotten when closed: file contents stay in memory no longer
// than the dialog, and a refusal is the answer (no retries).
const once = { staleTime: 0, gcTime: 0, retry: false } as const;

/** How the server says to show the file. */
export const previewQuery = (file: PreviewTarget) =>
  queryOptions({
    queryKey: previewKeys.answer(file),
    queryFn: () => call(filePreview, { query: { fileName: file.name, fileVersionId: file.fileVersionId, fileDownloadUrl: file.url } }),
    ...once,
  });

/** The bytes to show (an image, a PDF, a Word document), fetched with the session. */
export const previewContentQuery = (url: string) =>
  queryOptions({
    queryKey: previewKeys.content(url),
    queryFn: () => fetchFileAt(url),
    ...once,
  });

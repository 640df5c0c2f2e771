/**
 * The document preview (spec 001 §2 and §7): how the dialog is told to show a file, and the PDF the
 * server converts. Apart from the upload and download contracts, so the pages that list files do not
 * load these schemas before a preview is opened.
 */
import { z } from 'zod';
import { endpoint, timestampParam } from './endpoint.ts';

/**
 * Rows and columns a spreadsheet preview shows at most, by row number and column letter (A1:AD200):
 * enough to recognise the file. The server reads no further (a sheet can reach A1048576 and XFD1).
 */
export const PREVIEW_LIMITS = { rows: 200, columns: 30 } as const;

/**
 * A download route of this server, as the client holds it (`url` of a stored file, a library entry's
 * download): a path under /api, no query, no host.
 */
const downloadPath = z
  .string()
  .max(300)
  .regex(/^\/api\/[A-Za-z0-9/_.~%-]+$/, 'must be a download path of this server, such as /api/file/Download/annex/{id}');

/** What the dialog shows; each answer names the file and where the user downloads it. */
const previewOf = <K extends string, T extends z.ZodRawShape>(kind: K, shape: T) =>
  z.object({ kind: z.literal(kind), name: z.string(), downloadUrl: z.string(), ...shape });

export const filePreviewData = z.discriminatedUnion('kind', [
  /** `url` is the image: fetch it with the token and show it. */
  previewOf('image', { url: z.string() }),
  /** `url` is a PDF (the file, or one the server converts when fetched): show it in a frame. */
  previewOf('pdf', { url: z.string(), converted: z.boolean() }),
  /** `url` is the Word document: the browser draws it. */
  previewOf('docx', { url: z.string() }),
  /** A workbook's first sheet as text cells; `url` is the download. */
  previewOf('sheet', {
    url: z.string(),
    /**
     * `rows[n]` is row n + 1, blank cells as ''; `truncated`: the sheet holds more than is shown (rows,
     * columns, or more than the server reads of one workbook).
     */
    sheet: z.object({ name: z.string(), rows: z.array(z.array(z.string())), truncated: z.boolean() }),
  }),
  /**
   * Previewable, but not here: `noConverter`, the server has no LibreOffice for this type;
   * `tooLarge`, the file is larger than the server converts. `url` is the download.
   */
  previewOf('download', { url: z.string(), reason: z.enum(['noConverter', 'tooLarge']) }),
]);
export type FilePreview = z.infer<typeof filePreviewData>;

/** Which file, reached through which download route: the preview is allowed exactly where that download is. */
const previewQuery = {
  ...timestampParam,
  fileVersionId: z.string().min(1).max(64),
  /** The download route the caller reaches the file by; the file's own download when absent. */
  fileDownloadUrl: downloadPath.optional(),
};

/**
 * `GET /api/file/Uploader/Preview`, the document preview of spec 001 §7 (fileName, fileVersionId,
 * fileDownloadUrl in; the url to show in `data`). The server checks that the caller may download the
 * file through `fileDownloadUrl` (the same rule as that route, which must serve that very file) and
 * answers how to show it (PREVIEW_RENDERING): images, PDF and Word documents are fetched and shown by
 * the browser; a workbook's first rows come in the answer (read within bounds of bytes, cells and
 * time; one whose needed parts are past them is answered 400); legacy Office and PowerPoint files get
 * the url of a PDF the server converts, or `download` when it cannot. Types outside the list are
 * answered 400. A file the caller may not download there is answered 404, as the download is.
 */
export const filePreview = endpoint({
  method: 'GET',
  path: '/api/file/Uploader/Preview',
  access: 'unlocked',
  query: z.strictObject({
    ...previewQuery,
    /** The name the client shows; the server names the file from its own record. */
    fileName: z.string().max(255).optional(),
  }),
  data: filePreviewData,
});

/**
 * The PDF LibreOffice makes of a doc, xls, ppt or pptx, made when asked and kept nowhere (the body is
 * the PDF, not an envelope). The same check as the preview; 422 when the conversion fails or takes too
 * long, 503 while the server is converting as many as it allows.
 */
export const convertedPreview = endpoint({
  method: 'GET',
  path: '/api/file/Uploader/Preview/Pdf',
  access: 'unlocked',
  query: z.strictObject(previewQuery),
  data: z.unknown(),
});

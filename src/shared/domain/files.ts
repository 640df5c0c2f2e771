/**
 * Upload rules shared by the upload worker, the widgets and the server (spec 001 §4, §5, §9; spec 000
 * §5): chunk and hash sizes, the file-type map, per-purpose limits, and which chunks a resume needs.
 */

/** Bytes per chunk sent (spec 001 §9). */
export const CHUNK_SIZE = 5_242_880;
/** Bytes per slice fed to MD5 while hashing (spec 001 §9). */
export const HASH_SLICE_SIZE = 10_240_000;
/** Tries per chunk before the upload fails (spec 001 §9). */
export const MAX_CHUNK_RETRIES = 5;

const MB = 1024 * 1024;

/** The spec's file-type map (spec 001 §9), by lower-case extension. */
export const FILE_TYPES = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  document: ['doc', 'txt', 'docx', 'pages', 'epub', 'pdf', 'numbers', 'csv', 'xls', 'xlsx', 'keynote', 'ppt', 'pptx'],
} as const;
export type FileKind = keyof typeof FILE_TYPES;
const ALL_TYPES: readonly string[] = Object.values(FILE_TYPES).flat();

/**
 * What an upload is for, and so what it may be. The spec gives 150 MB for PO files and 5 MB as the
 * widgets' default; images (avatars, chat) keep the 5 MB default, everything else may reach 150 MB.
 */
export const UPLOAD_PURPOSES = {
  annex: { maxBytes: 150 * MB, accept: ALL_TYPES },
  image: { maxBytes: 5 * MB, accept: FILE_TYPES.image },
  poBatch: { maxBytes: 150 * MB, accept: ['xls', 'xlsx'] },
} as const satisfies Record<string, { maxBytes: number; accept: readonly string[] }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The file id in a stored file's name as an upload answers it (`<fileVersionId>.<extension>`, what an
 * avatar's `headIcon` holds), or null when the name is not one.
 */
export function storedFileIdOf(name: string): string | null {
  return /^([\w-]{1,64})\.[A-Za-z0-9]{1,10}$/.exec(name)?.[1] ?? null;
}

export function kindOf(extension: string): FileKind | 'other' {
  const ext = extension.toLowerCase();
  for (const [kind, list] of Object.entries(FILE_TYPES) as [FileKind, readonly string[]][]) if (list.includes(ext)) return kind;
  return 'other';
}

/** A size limit as the messages show it: 150MB, 500KB, 1GB (spec 001 §5 units). */
export function sizeLabel(bytes: number): { size: number; unit: 'B' | 'KB' | 'MB' | 'GB' } {
  if (bytes >= 1024 * MB && bytes % (1024 * MB) === 0) return { size: bytes / (1024 * MB), unit: 'GB' };
  if (bytes >= MB) return { size: Math.round((bytes / MB) * 100) / 100, unit: 'MB' };
  if (bytes >= 1024) return { size: Math.round((bytes / 1024) * 100) / 100, unit: 'KB' };
  return { size: bytes, unit: 'B' };
}

export type UploadRefusal = { key: 'empty' } | { key: 'tooLarge'; params: { size: number; unit: string } } | { key: 'wrongType'; params: { type: string } };

/** Whether a file may be uploaded for this purpose; a widget may narrow the limit further. */
export function uploadRefusal(purpose: UploadPurpose, file: { size: number; extension: string }, maxBytes?: number): UploadRefusal | null {
  const rule = UPLOAD_PURPOSES[purpose];
  const accept: readonly string[] = rule.accept;
  if (!accept.includes(file.extension.toLowerCase())) return { key: 'wrongType', params: { type: accept.join(', ') } };
  if (file.size <= 0) return { key: 'empty' };
  const limit = Math.min(rule.maxBytes, maxBytes ?? rule.maxBytes);
  if (file.size > limit) return { key: 'tooLarge', params: sizeLabel(limit) };
  return null;
}

/** Chunks a file of this size is sent in (an empty file still makes one request, refused by rule). */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_SIZE));
}

/** Byte range [start, end) of a 1-based chunk. */
export function chunkRange(size: number, chunkNumber: number): { start: number; end: number } {
  const start = (chunkNumber - 1) * CHUNK_SIZE;
  return { start, end: Math.min(size, start + CHUNK_SIZE) };
}

/** The 1-based chunks still to send, given those the server already holds. */
export function missingChunks(size: number, uploaded: readonly number[]): number[] {
  const have = new Set(uploaded);
  const out: number[] = [];
  for (let n = 1; n <= chunkCount(size); n++) if (!have.has(n)) out.push(n);
  return out;
}

/** Slices the hash reads, in order: [start, end) pairs of HASH_SLICE_SIZE bytes. */
export function hashSlices(size: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let start = 0; start < size; start += HASH_SLICE_SIZE) out.push({ start, end: Math.min(size, start + HASH_SLICE_SIZE) });
  return out;
}

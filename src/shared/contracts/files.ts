/**
 * Chunked upload (spec 001 §7 "Files", REFERENCE "Chunked upload"): ask which chunks the server holds,
 * send the missing ones, then merge. `identifier` is the file's MD5 (hex), which the merge verifies.
 * Files are named by their id on the server, never by a path the client gave.
 */
import { z } from 'zod';
import { UPLOAD_PURPOSE_NAMES } from '../domain/files.ts';
import { endpoint, listQuery, pageOf, timestampParam } from './endpoint.ts';

const md5 = z.string().regex(/^[0-9a-f]{32}$/, 'must be the MD5 hex digest of the file');
/** A bare extension: letters and digits, as the type map lists them. */
const extension = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{1,10}$/, 'must be a file extension such as xlsx');
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine((v) => !/[\\/]/.test(v), 'must be a file name, not a path');
const totalSize = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const chunkNumber = z.coerce.number().int().min(1).max(100_000);

/** What the chunk calls carry about the file as a whole. */
const fileFields = {
  identifier: md5,
  filename: fileName,
  totalSize,
  totalChunks: chunkNumber,
  fileType: z.enum(UPLOAD_PURPOSE_NAMES),
  extension,
};

export const chunkStatus = z.object({
  /** The same file (same MD5) is already stored for this user: no need to send it again. */
  uploaded: z.boolean(),
  /** Every chunk is there: call merge. */
  merge: z.boolean(),
  /** The 1-based chunks the server holds. */
  chunkNumbers: z.array(z.number().int()),
  /** When uploaded: the stored file, as merge answers it. */
  file: z.object({ name: z.string(), fileVersionId: z.string(), url: z.string() }).nullable(),
});
export type ChunkStatus = z.infer<typeof chunkStatus>;

export const testChunks = endpoint({
  method: 'GET',
  path: '/api/file/chunk',
  access: 'unlocked',
  query: z.strictObject({ ...fileFields, ...timestampParam }),
  data: chunkStatus,
});

/**
 * One chunk, multipart: the fields below, then the part `file` (its bytes; CHUNK_SIZE except the
 * last). The server checks the size of every chunk against its number, so a torn chunk is refused.
 */
export const uploadChunk = endpoint({
  method: 'POST',
  path: '/api/file/chunk',
  logAs: 'fileChunk',
  access: 'unlocked',
  multipart: true,
  body: z.strictObject({ ...fileFields, chunkNumber, file: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'must be the chunk bytes') }),
  data: chunkStatus,
});

export const storedFile = z.object({ name: z.string(), fileVersionId: z.string(), url: z.string() });
export type StoredFile = z.infer<typeof storedFile>;

/** Joins the chunks, verifies the MD5 and stores the file (form fields, spec 001 §7). */
export const mergeChunks = endpoint({
  method: 'POST',
  path: '/api/file/merge',
  logAs: 'fileMerge',
  access: 'unlocked',
  form: true,
  body: z.strictObject({
    identifier: md5,
    fileName,
    fileSize: totalSize,
    fileType: z.enum(UPLOAD_PURPOSE_NAMES),
    extension,
    type: z.string().max(40).optional(),
  }),
  data: storedFile,
});

/**
 * Streams a stored file with its name and type: to its owner, an administrator, or whoever an area
 * referencing the file lets in (a PO's shipping document: everyone whose PO scope covers it).
 */
export const downloadFile = endpoint({
  method: 'GET',
  path: '/api/file/Download/:type/:id',
  access: 'unlocked',
  params: z.strictObject({ type: z.enum(UPLOAD_PURPOSE_NAMES), id: z.string().min(1).max(64) }),
  query: z.strictObject({ ...timestampParam, inline: z.stringbool().optional() }),
  /** Not an envelope: the body is the file. */
  data: z.unknown(),
});

export const myFile = z.object({
  fileVersionId: z.string(),
  name: z.string(),
  extension: z.string(),
  size: z.number().int(),
  fileType: z.enum(UPLOAD_PURPOSE_NAMES),
  createdAt: z.number(),
  /** The download path (needs the bearer token; `?inline=true` to open in the browser). */
  url: z.string(),
});
export type MyFile = z.infer<typeof myFile>;

/** The caller's own stored files, newest first unless sorted otherwise (not in the spec: the "My uploads" page lists them). */
export const listMyFiles = endpoint({
  method: 'GET',
  path: '/api/file/Mine',
  access: 'unlocked',
  query: listQuery(['createdAt', 'name', 'size'], { sidx: 'createdAt', sort: 'desc' }),
  data: pageOf(myFile),
});

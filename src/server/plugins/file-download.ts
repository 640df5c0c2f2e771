import type { FastifyReply } from 'fastify';
import { contentType } from 'mime-types';
import type { FileStorage } from './file-storage.ts';

type Opened = NonNullable<Awaited<ReturnType<FileStorage['open']>>>;

/**
 * Content-Disposition naming a file: an ASCII fallback and the RFC 5987 UTF-8 form, so Chinese names
 * survive every browser.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends an opened stored file as the response body under its original name. */
export function sendStoredFile(reply: FastifyReply, opened: Opened, file: { name: string; extension: string }, inline = false): FastifyReply {
  return reply
    .type(contentType(file.extension) || 'application/octet-stream')
    .header('content-length', opened.size)
    .header('content-disposition', contentDisposition(file.name, inline))
    .header('x-content-type-options', 'nosniff')
    .send(opened.stream);
}

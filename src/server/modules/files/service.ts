import type { ChunkStatus, StoredFile } from '../../../shared/contracts/files.ts';
import { chunkCount, extensionOf, uploadRefusal, type UploadPurpose } from '../../../shared/domain/files.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import type { SessionInfo } from '../../plugins/auth.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import type { FileReaders } from './read-access.ts';
import { fileUrlOf, insertFile, liveFileOf, sameStoredFile } from './queries.ts';

export interface FileFacts {
  identifier: string;
  filename: string;
  totalSize: number;
  totalChunks: number;
  fileType: UploadPurpose;
  extension: string;
}

/** The purpose's type and size rules, and chunking that matches the size: before any byte is kept. */
export function checkFile(facts: FileFacts): void {
  if (extensionOf(facts.filename) !== facts.extension) throw badRequest('file.nameType', { name: facts.filename, extension: facts.extension });
  const refusal = uploadRefusal(facts.fileType, { size: facts.totalSize, extension: facts.extension });
  if (refusal) throw badRequest(`file.${refusal.key}`, 'params' in refusal ? refusal.params : {});
  const expected = chunkCount(facts.totalSize);
  if (facts.totalChunks !== expected) throw badRequest('file.chunkCount', { count: facts.totalChunks, expected });
}

const storedOf = (row: { id: string; extension: string; purpose: string }): StoredFile => ({
  name: `${row.id}.${row.extension}`,
  fileVersionId: row.id,
  url: fileUrlOf(row.purpose, row.id),
});

/**
 * Where an upload stands. The same file (bytes and name) already stored for this owner and purpose
 * is an upload that can be skipped; the name counts: the same bytes sent as another document must be
 * stored under its name.
 */
export async function uploadStatus(db: Db, storage: FileStorage, owner: string, facts: FileFacts): Promise<ChunkStatus> {
  const row = await sameStoredFile(db, owner, { md5: facts.identifier, name: facts.filename, purpose: facts.fileType, size: facts.totalSize });
  if (row) return { uploaded: true, merge: false, chunkNumbers: [], file: storedOf(row) };
  const chunkNumbers = (await storage.chunkNumbers(owner, facts.identifier)).filter((n) => n <= facts.totalChunks);
  return { uploaded: false, merge: chunkNumbers.length === facts.totalChunks, chunkNumbers, file: null };
}

/** Joins the uploaded chunks into the stored file, once they are all there and make the bytes the client hashed. */
export async function mergeUpload(db: Db, storage: FileStorage, owner: string, facts: FileFacts): Promise<StoredFile> {
  checkFile(facts);
  const status = await uploadStatus(db, storage, owner, facts);
  if (status.file) return status.file;
  const have = new Set(status.chunkNumbers);
  const missing = Array.from({ length: facts.totalChunks }, (_, i) => i + 1).filter((n) => !have.has(n));
  if (missing.length) throw badRequest('file.missingChunks', { missing: missing.slice(0, 10).join(', ') });
  const merged = await storage.merge(owner, facts.identifier, facts.totalChunks);
  if (merged.md5 !== facts.identifier || merged.size !== facts.totalSize) {
    // The parts do not make the file the client hashed: none of them can be trusted.
    await merged.discard();
    await storage.discardChunks(owner, facts.identifier);
    throw badRequest('file.md5Mismatch');
  }
  const row = await insertFile(db, {
    ownerId: owner,
    name: facts.filename,
    extension: facts.extension,
    size: merged.size,
    md5: merged.md5,
    purpose: facts.fileType,
  });
  await merged.keep(row.id);
  await storage.discardChunks(owner, facts.identifier);
  return storedOf(row);
}

/** A stored file opened for the caller; one they may not read is answered like a missing one: ids reveal nothing. */
export async function openReadableFile(db: Db, storage: FileStorage, readers: FileReaders, caller: SessionInfo, id: string, purpose: string) {
  const row = await liveFileOf(db, id, purpose);
  const opened = row && (await readers.mayRead(db, caller, row)) ? await storage.open(row.id) : null;
  if (!row || !opened) throw new AppError(404, 'file.notFound', { id });
  return { row, opened };
}

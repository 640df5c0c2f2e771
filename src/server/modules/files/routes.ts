import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { downloadFile, listMyFiles, mergeChunks, testChunks, uploadChunk, type ChunkStatus, type StoredFile } from '../../../shared/contracts/files.ts';
import { CHUNK_SIZE, chunkCount, chunkRange, extensionOf, uploadRefusal, type UploadPurpose } from '../../../shared/domain/files.ts';
import { likePattern } from '../../db/like.ts';
import { files } from '../../db/schema/index.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import { sendStoredFile } from '../../plugins/file-download.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import type { FileReaders } from './read-access.ts';

interface FileFacts {
  identifier: string;
  filename: string;
  totalSize: number;
  totalChunks: number;
  fileType: UploadPurpose;
  extension: string;
}

/** The purpose's type and size rules, and chunking that matches the size: before any byte is kept. */
function checkFile(facts: FileFacts): void {
  if (extensionOf(facts.filename) !== facts.extension) throw badRequest('file.nameType', { name: facts.filename, extension: facts.extension });
  const refusal = uploadRefusal(facts.fileType, { size: facts.totalSize, extension: facts.extension });
  if (refusal) throw badRequest(`file.${refusal.key}`, 'params' in refusal ? refusal.params : {});
  const expected = chunkCount(facts.totalSize);
  if (facts.totalChunks !== expected) throw badRequest('file.chunkCount', { count: facts.totalChunks, expected });
}

const urlOf = (purpose: string, id: string) => `/api/file/Download/${purpose}/${id}`;
const storedOf = (row: { id: string; extension: string; purpose: string }): StoredFile => ({
  name: `${row.id}.${row.extension}`,
  fileVersionId: row.id,
  url: urlOf(row.purpose, row.id),
});

export function fileRoutes(app: FastifyInstance, storage: FileStorage, readers: FileReaders): void {
  /**
   * The same file (bytes and name) already stored for this owner and purpose: an upload that can be
   * skipped. The name counts: the same bytes sent as another document must be stored under its name.
   */
  const existing = async (owner: string, facts: FileFacts) => {
    const [row] = await app.db
      .select({ id: files.id, extension: files.extension, purpose: files.purpose })
      .from(files)
      .where(
        and(
          eq(files.ownerId, owner),
          eq(files.md5, facts.identifier),
          eq(files.name, facts.filename),
          eq(files.purpose, facts.fileType),
          eq(files.size, facts.totalSize),
          isNull(files.deletedAt),
        ),
      )
      .orderBy(desc(files.createdAt))
      .limit(1);
    return row;
  };
  const statusOf = async (owner: string, facts: FileFacts): Promise<ChunkStatus> => {
    const row = await existing(owner, facts);
    if (row) return { uploaded: true, merge: false, chunkNumbers: [], file: storedOf(row) };
    const chunkNumbers = (await storage.chunkNumbers(owner, facts.identifier)).filter((n) => n <= facts.totalChunks);
    return { uploaded: false, merge: chunkNumbers.length === facts.totalChunks, chunkNumbers, file: null };
  };

  sessionRoute(app, testChunks, async ({ query, session }) => {
    checkFile(query);
    return statusOf(session.userId, query);
  });

  // Multipart only here: a chunk is at most CHUNK_SIZE bytes, one file part, a few fields.
  void app.register(async (scope) => {
    await registerMultipart(scope, { limits: { fileSize: CHUNK_SIZE, files: 1, fields: 16, fieldSize: 1024 } });
    sessionRoute(scope, uploadChunk, async ({ body, session }) => {
      checkFile(body);
      if (body.chunkNumber > body.totalChunks) throw badRequest('file.chunkNumber', { n: body.chunkNumber, count: body.totalChunks });
      const { start, end } = chunkRange(body.totalSize, body.chunkNumber);
      if (body.file.byteLength !== end - start)
        throw badRequest('file.chunkSize', { n: body.chunkNumber, actual: body.file.byteLength, expected: end - start });
      await storage.putChunk(session.userId, body.identifier, body.chunkNumber, body.file);
      return statusOf(session.userId, body);
    });
  });

  sessionRoute(app, mergeChunks, async ({ body, session }) => {
    const facts: FileFacts = {
      identifier: body.identifier,
      filename: body.fileName,
      totalSize: body.fileSize,
      totalChunks: chunkCount(body.fileSize),
      fileType: body.fileType,
      extension: body.extension,
    };
    checkFile(facts);
    const status = await statusOf(session.userId, facts);
    if (status.file) return status.file;
    const have = new Set(status.chunkNumbers);
    const missing = Array.from({ length: facts.totalChunks }, (_, i) => i + 1).filter((n) => !have.has(n));
    if (missing.length) throw badRequest('file.missingChunks', { missing: missing.slice(0, 10).join(', ') });
    const merged = await storage.merge(session.userId, body.identifier, facts.totalChunks);
    if (merged.md5 !== body.identifier || merged.size !== body.fileSize) {
      // The parts do not make the file the client hashed: none of them can be trusted.
      await merged.discard();
      await storage.discardChunks(session.userId, body.identifier);
      throw badRequest('file.md5Mismatch');
    }
    const [row] = await app.db
      .insert(files)
      .values({ ownerId: session.userId, name: body.fileName, extension: body.extension, size: merged.size, md5: merged.md5, purpose: body.fileType })
      .returning({ id: files.id, extension: files.extension, purpose: files.purpose });
    await merged.keep(row!.id);
    await storage.discardChunks(session.userId, body.identifier);
    return storedOf(row!);
  });

  fileRoute(app, downloadFile, async ({ params, query, session, reply }) => {
    const [row] = await app.db
      .select()
      .from(files)
      .where(and(eq(files.id, params.id), eq(files.purpose, params.type), isNull(files.deletedAt)));
    // A file the caller may not read is answered like a missing one: ids reveal nothing.
    const opened = row && (await readers.mayRead(app.db, session, row)) ? await storage.open(row.id) : null;
    if (!row || !opened) throw new AppError(404, 'file.notFound', { id: params.id });
    return sendStoredFile(reply, opened, row, query.inline);
  });

  // The caller's own files only, whatever their role: an administrator reaches others' by id.
  sessionRoute(app, listMyFiles, async ({ query, session }) => {
    const where = and(eq(files.ownerId, session.userId), isNull(files.deletedAt), query.keyword ? ilike(files.name, likePattern(query.keyword)) : undefined);
    const [total] = await app.db.select({ n: count() }).from(files).where(where);
    const rows = await app.db
      .select()
      .from(files)
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize);
    return {
      list: rows.map((r) => ({
        fileVersionId: r.id,
        name: r.name,
        extension: r.extension,
        size: r.size,
        fileType: r.purpose as UploadPurpose,
        createdAt: r.createdAt.getTime(),
        url: urlOf(r.purpose, r.id),
      })),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: total?.n ?? 0 },
    };
  });
}

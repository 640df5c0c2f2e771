import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addLibraryEntry,
  addLibraryFavourite,
  createLibraryFolder,
  LIBRARY_KEEPERS,
  deleteLibraryFolder,
  downloadLibraryEntry,
  listLibraryDownloads,
  listLibraryEntries,
  listLibraryFavourites,
  listLibraryFolders,
  removeLibraryEntry,
  removeLibraryFavourite,
  renameLibraryFolder,
  type LibraryFolder,
} from '../../../shared/contracts/library.ts';
import { files, libraryDownloads, libraryEntries, libraryFavourites, libraryFolders } from '../../db/schema/index.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { AppError, forbidden, isUniqueViolation } from '../../plugins/errors.ts';
import { sendStoredFile } from '../../plugins/file-download.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import type { Viewer } from '../../plugins/access.ts';
import { allFolders, downloadPage, entryItem, favouritePage, findFolder, folderIsEmpty, folderPage, siblingNamed, type Caller } from './queries.ts';
import { permits } from '../../../shared/domain/access.ts';

const folderNotFound = (id: string) => new AppError(404, 'library.folderNotFound', { id });
const entryNotFound = (id: string) => new AppError(404, 'library.entryNotFound', { id });
const folderOut = (r: { id: string; parentId: string | null; name: string; createdBy: string; createdAt: Date }): LibraryFolder => ({
  ...r,
  createdAt: r.createdAt.getTime(),
});

export function libraryRoutes(app: FastifyInstance, storage: FileStorage): void {
  /**
   * The library is the PO area's and its folders the buyer side's to keep: the contracts refuse
   * everyone else. What a caller may do with an entry once admitted (remove their own) is the rows'.
   */
  const callerOf = (viewer: Viewer): Caller & { realName: string } => ({
    userId: viewer.userId,
    realName: viewer.realName,
    isAdministrator: viewer.isAdministrator,
    manages: permits(LIBRARY_KEEPERS, viewer),
  });
  const existingFolder = async (id: string | null | undefined) => {
    if (!id) return null;
    const folder = await findFolder(app.db, id);
    if (!folder) throw folderNotFound(id);
    return folder;
  };
  const nameFree = async (parentId: string | null, name: string, except?: string) => {
    const clash = await siblingNamed(app.db, parentId, name);
    if (clash && clash.id !== except) throw new AppError(409, 'library.folderExists', { name });
  };
  /** Two requests may pass the check together; the unique constraint decides, in the same words. */
  const namedWrite = async <T>(name: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'library.folderExists', { name });
      throw error;
    }
  };
  const liveEntry = async (caller: Caller, id: string) => {
    const item = await entryItem(app.db, caller, id);
    if (!item) throw entryNotFound(id);
    return item;
  };

  sessionRoute(app, listLibraryFolders, async ({ viewer }) => {
    callerOf(viewer);
    return { list: (await allFolders(app.db)).map(folderOut) };
  });

  sessionRoute(app, createLibraryFolder, async ({ body, viewer }) => {
    const caller = callerOf(viewer);
    await existingFolder(body.parentId);
    await nameFree(body.parentId, body.name);
    const [row] = await namedWrite(body.name, () =>
      app.db.insert(libraryFolders).values({ parentId: body.parentId, name: body.name, createdBy: caller.userId }).returning(),
    );
    return folderOut({ ...row!, createdBy: caller.realName });
  });

  sessionRoute(app, renameLibraryFolder, async ({ params, body, viewer }) => {
    callerOf(viewer);
    const folder = await existingFolder(params.id);
    await nameFree(folder!.parentId, body.name, params.id);
    await namedWrite(body.name, () => app.db.update(libraryFolders).set({ name: body.name }).where(eq(libraryFolders.id, params.id)));
    return folderOut((await allFolders(app.db)).find((f) => f.id === params.id)!);
  });

  sessionRoute(app, deleteLibraryFolder, async ({ params, viewer }) => {
    callerOf(viewer);
    const folder = await existingFolder(params.id);
    if (!(await folderIsEmpty(app.db, params.id))) throw new AppError(409, 'library.folderNotEmpty', { name: folder!.name });
    await app.db.transaction(async (tx) => {
      // Removed entries keep their download log; they leave the folder with it.
      await tx.update(libraryEntries).set({ folderId: null }).where(eq(libraryEntries.folderId, params.id));
      await tx.delete(libraryFolders).where(eq(libraryFolders.id, params.id));
    });
    return null;
  });

  sessionRoute(app, listLibraryEntries, async ({ query, viewer }) => {
    const caller = callerOf(viewer);
    await existingFolder(query.folderId);
    return folderPage(app.db, caller, { ...query, folderId: query.folderId ?? null });
  });

  sessionRoute(app, addLibraryEntry, async ({ body, viewer }) => {
    const caller = callerOf(viewer);
    await existingFolder(body.folderId);
    const [file] = await app.db
      .select({ id: files.id, name: files.name })
      .from(files)
      .where(and(eq(files.id, body.fileVersionId), eq(files.ownerId, caller.userId), eq(files.purpose, 'annex'), isNull(files.deletedAt)));
    if (!file) throw new AppError(404, 'file.notFound', { id: body.fileVersionId });
    const [already] = await app.db
      .select({ id: libraryEntries.id })
      .from(libraryEntries)
      .where(
        and(
          eq(libraryEntries.fileId, file.id),
          body.folderId ? eq(libraryEntries.folderId, body.folderId) : isNull(libraryEntries.folderId),
          isNull(libraryEntries.deletedAt),
        ),
      );
    if (already) throw new AppError(409, 'library.entryExists', { name: file.name });
    const [row] = await app.db
      .insert(libraryEntries)
      .values({ folderId: body.folderId, fileId: file.id, addedBy: caller.userId })
      .returning({ id: libraryEntries.id });
    return liveEntry(caller, row!.id);
  });

  sessionRoute(app, removeLibraryEntry, async ({ params, viewer }) => {
    const caller = callerOf(viewer);
    const item = await liveEntry(caller, params.id);
    if (!item.removable) throw forbidden('library.notYours');
    await app.db.update(libraryEntries).set({ deletedAt: new Date() }).where(eq(libraryEntries.id, params.id));
    return null;
  });

  sessionRoute(app, addLibraryFavourite, async ({ params, viewer }) => {
    const caller = callerOf(viewer);
    await liveEntry(caller, params.id);
    await app.db.insert(libraryFavourites).values({ userId: caller.userId, entryId: params.id }).onConflictDoNothing();
    return null;
  });

  sessionRoute(app, removeLibraryFavourite, async ({ params, viewer }) => {
    const caller = callerOf(viewer);
    // A favourite of an entry removed since may still be taken out; an id that never was is unknown.
    const [entry] = await app.db.select({ id: libraryEntries.id }).from(libraryEntries).where(eq(libraryEntries.id, params.id));
    if (!entry) throw entryNotFound(params.id);
    await app.db.delete(libraryFavourites).where(and(eq(libraryFavourites.userId, caller.userId), eq(libraryFavourites.entryId, params.id)));
    return null;
  });

  sessionRoute(app, listLibraryFavourites, async ({ query, viewer }) => favouritePage(app.db, callerOf(viewer), query));
  sessionRoute(app, listLibraryDownloads, async ({ query, viewer }) => downloadPage(app.db, callerOf(viewer), query));

  fileRoute(app, downloadLibraryEntry, async ({ params, request, reply, viewer }) => {
    const caller = callerOf(viewer);
    const [row] = await app.db
      .select({ fileId: files.id, name: files.name, extension: files.extension })
      .from(libraryEntries)
      .innerJoin(files, eq(files.id, libraryEntries.fileId))
      .where(and(eq(libraryEntries.id, params.id), isNull(libraryEntries.deletedAt), isNull(files.deletedAt)));
    const opened = row ? await storage.open(row.fileId) : null;
    if (!row || !opened) throw entryNotFound(params.id);
    try {
      await app.db.insert(libraryDownloads).values({ userId: caller.userId, entryId: params.id, ip: request.ip });
    } catch (error) {
      // No download without its log row; the opened file must not stay open.
      opened.stream.destroy();
      throw error;
    }
    return sendStoredFile(reply, opened, row);
  });
}

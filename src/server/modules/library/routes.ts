import type { FastifyInstance } from 'fastify';
import {
  addLibraryEntry,
  addLibraryFavourite,
  createLibraryFolder,
  deleteLibraryFolder,
  downloadLibraryEntry,
  listLibraryDownloads,
  listLibraryEntries,
  listLibraryFavourites,
  listLibraryFolders,
  removeLibraryEntry,
  removeLibraryFavourite,
  renameLibraryFolder,
} from '../../../shared/contracts/library.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { sendStoredFile } from '../../plugins/file-download.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import { downloadRoute } from '../files/download-routes.ts';
import { allFolders, downloadPage, favouritePage, folderPage } from './queries.ts';
import {
  addEntry,
  callerOf,
  createFolder,
  deleteEmptyFolder,
  existingFolder,
  favourite,
  folderOut,
  openForDownload,
  removeEntry,
  renameFolderTo,
  unfavourite,
} from './service.ts';
import { liveEntryFile, logDownload } from './writes.ts';

/** An entry's download, for previews: any user of the PO area (the contract's permission), logged as a download. */
export const libraryDownloadRoute = downloadRoute({
  endpoint: downloadLibraryEntry,
  async fileFor(db, _caller, params) {
    const row = await liveEntryFile(db, params.id);
    return row ? { id: row.fileId, name: row.name, extension: row.extension, size: row.size } : null;
  },
  record: (db, caller, params) => logDownload(db, { userId: caller.viewer.userId, entryId: params.id, ip: caller.ip }),
});

export function libraryRoutes(app: FastifyInstance, storage: FileStorage): void {
  sessionRoute(app, listLibraryFolders, async () => ({ list: (await allFolders(app.db)).map(folderOut) }));

  sessionRoute(app, createLibraryFolder, ({ body, viewer }) => createFolder(app.db, viewer, body.parentId, body.name));

  sessionRoute(app, renameLibraryFolder, ({ params, body }) => renameFolderTo(app.db, params.id, body.name));

  sessionRoute(app, deleteLibraryFolder, async ({ params }) => {
    await deleteEmptyFolder(app.db, params.id);
    return null;
  });

  sessionRoute(app, listLibraryEntries, async ({ query, viewer }) => {
    await existingFolder(app.db, query.folderId);
    return folderPage(app.db, callerOf(viewer), { ...query, folderId: query.folderId ?? null });
  });

  sessionRoute(app, addLibraryEntry, ({ body, viewer }) => addEntry(app.db, viewer, body.folderId, body.fileVersionId));

  sessionRoute(app, removeLibraryEntry, async ({ params, viewer }) => {
    await removeEntry(app.db, viewer, params.id);
    return null;
  });

  sessionRoute(app, addLibraryFavourite, async ({ params, viewer }) => {
    await favourite(app.db, viewer, params.id);
    return null;
  });

  sessionRoute(app, removeLibraryFavourite, async ({ params, viewer }) => {
    await unfavourite(app.db, viewer, params.id);
    return null;
  });

  sessionRoute(app, listLibraryFavourites, ({ query, viewer }) => favouritePage(app.db, callerOf(viewer), query));
  sessionRoute(app, listLibraryDownloads, ({ query, viewer }) => downloadPage(app.db, callerOf(viewer), query));

  fileRoute(app, downloadLibraryEntry, async ({ params, request, reply, viewer }) => {
    const { opened, row } = await openForDownload(app.db, storage, viewer, params.id, request.ip);
    return sendStoredFile(reply, opened, row);
  });
}

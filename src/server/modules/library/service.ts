import { LIBRARY_KEEPERS, type LibraryFolder, type LibraryItem } from '../../../shared/contracts/library.ts';
import { permits } from '../../../shared/domain/access.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/access.ts';
import { AppError, forbidden, isUniqueViolation } from '../../plugins/errors.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import { allFolders, entryItem, findFolder, folderIsEmpty, siblingNamed, type Caller } from './queries.ts';
import {
  addFavourite,
  deleteFolder,
  entryEverExisted,
  fileIsInFolder,
  insertEntry,
  insertFolder,
  liveEntryFile,
  logDownload,
  markEntryRemoved,
  ownAttachment,
  removeFavourite,
  renameFolder,
} from './writes.ts';

const folderNotFound = (id: string) => new AppError(404, 'library.folderNotFound', { id });
const entryNotFound = (id: string) => new AppError(404, 'library.entryNotFound', { id });

export const folderOut = (r: { id: string; parentId: string | null; name: string; createdBy: string; createdAt: Date }): LibraryFolder => ({
  ...r,
  createdAt: r.createdAt.getTime(),
});

/**
 * The library is the PO area's and its folders the buyer side's to keep: the contracts refuse
 * everyone else. What a caller may do with an entry once admitted (remove their own) is the rows'.
 */
export const callerOf = (viewer: Viewer): Caller & { realName: string } => ({
  userId: viewer.userId,
  realName: viewer.realName,
  isAdministrator: viewer.isAdministrator,
  manages: permits(LIBRARY_KEEPERS, viewer),
});

export async function existingFolder(db: Db, id: string | null | undefined) {
  if (!id) return null;
  const folder = await findFolder(db, id);
  if (!folder) throw folderNotFound(id);
  return folder;
}

async function nameFree(db: Db, parentId: string | null, name: string, except?: string): Promise<void> {
  const clash = await siblingNamed(db, parentId, name);
  if (clash && clash.id !== except) throw new AppError(409, 'library.folderExists', { name });
}

/** Two requests may pass the name check together; the unique constraint decides, in the same words. */
async function namedWrite<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'library.folderExists', { name });
    throw error;
  }
}

async function liveEntry(db: Db, caller: Caller, id: string): Promise<LibraryItem> {
  const item = await entryItem(db, caller, id);
  if (!item) throw entryNotFound(id);
  return item;
}

export async function createFolder(db: Db, viewer: Viewer, parentId: string | null, name: string): Promise<LibraryFolder> {
  await existingFolder(db, parentId);
  await nameFree(db, parentId, name);
  const row = await namedWrite(name, () => insertFolder(db, { parentId, name, createdBy: viewer.userId }));
  return folderOut({ ...row, createdBy: viewer.realName });
}

export async function renameFolderTo(db: Db, id: string, name: string): Promise<LibraryFolder> {
  const folder = (await existingFolder(db, id))!;
  await nameFree(db, folder.parentId, name, id);
  await namedWrite(name, () => renameFolder(db, id, name));
  return folderOut((await allFolders(db)).find((f) => f.id === id)!);
}

/** Only an empty folder goes: no sub-folders, no live entries. */
export async function deleteEmptyFolder(db: Db, id: string): Promise<void> {
  const folder = (await existingFolder(db, id))!;
  if (!(await folderIsEmpty(db, id))) throw new AppError(409, 'library.folderNotEmpty', { name: folder.name });
  await deleteFolder(db, id);
}

/** Puts the caller's own uploaded attachment into a folder (or the top level), once per folder. */
export async function addEntry(db: Db, viewer: Viewer, folderId: string | null, fileVersionId: string): Promise<LibraryItem> {
  const caller = callerOf(viewer);
  await existingFolder(db, folderId);
  const file = await ownAttachment(db, caller.userId, fileVersionId);
  if (!file) throw new AppError(404, 'file.notFound', { id: fileVersionId });
  if (await fileIsInFolder(db, file.id, folderId)) throw new AppError(409, 'library.entryExists', { name: file.name });
  return liveEntry(db, caller, await insertEntry(db, { folderId, fileId: file.id, addedBy: caller.userId }));
}

export async function removeEntry(db: Db, viewer: Viewer, id: string): Promise<void> {
  const item = await liveEntry(db, callerOf(viewer), id);
  if (!item.removable) throw forbidden('library.notYours');
  await markEntryRemoved(db, id);
}

export async function favourite(db: Db, viewer: Viewer, id: string): Promise<void> {
  const caller = callerOf(viewer);
  await liveEntry(db, caller, id);
  await addFavourite(db, caller.userId, id);
}

/** A favourite of an entry removed since may still be taken out; an id that never was is unknown. */
export async function unfavourite(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (!(await entryEverExisted(db, id))) throw entryNotFound(id);
  await removeFavourite(db, viewer.userId, id);
}

/** An entry's file opened for download, with its log row written first: no download goes unlogged. */
export async function openForDownload(db: Db, storage: FileStorage, viewer: Viewer, id: string, ip: string) {
  const row = await liveEntryFile(db, id);
  const opened = row ? await storage.open(row.fileId) : null;
  if (!row || !opened) throw entryNotFound(id);
  try {
    await logDownload(db, { userId: viewer.userId, entryId: id, ip });
  } catch (error) {
    // The opened file must not stay open.
    opened.stream.destroy();
    throw error;
  }
  return { opened, row };
}

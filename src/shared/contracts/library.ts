/**
 * The PO area's file library (spec 000 §2.5 file manager: Material List, My Collection, User
 * Download Log; §3 "File (library)"). Paths are ours (the spec shows none), in the API's style.
 *
 * Who may do what (spec-silent decision, docs/decisions/0027-file-library.md): every signed-in user
 * of the PO area (vendors, buyers, uploaders, administrators) sees the library, downloads from it
 * and keeps a collection; buyers, uploaders and administrators manage folders and add files; an
 * entry is removed by whoever added it or an administrator. The download log shows administrators
 * everyone's downloads and everyone else their own. Users with no PO role are refused (403).
 */
import { z } from 'zod';
import { endpoint, epochMillis, pageOf, pageQuery, timestampParam } from './endpoint.ts';
import { PO_SIDES, type Permission } from '../domain/access.ts';

/** Folders and entries are kept by the buyer side; vendors read and download. */
export const LIBRARY_KEEPERS: Permission = { roles: ['buyer'], refusal: 'library.readOnly' };

const entityId = z.string().trim().min(1).max(64);
const idParams = z.strictObject({ id: entityId });
/** A folder name: no slashes (the breadcrumb shows paths), not "." or "..". */
const folderName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((v) => !/[\\/]/.test(v) && v !== '.' && v !== '..', 'must be a folder name without slashes');
/** The root is `null` in bodies and the absent parameter in queries. */
const parentRef = entityId.nullable();

/** The spec's type filter; a file's type comes from its extension through the type map (spec 001 §9). */
export const LIBRARY_TYPES = ['all', 'video', 'picture', 'file', 'folder'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];
export type LibraryItemType = Exclude<LibraryType, 'all'>;

export const libraryFolder = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
});
export type LibraryFolder = z.infer<typeof libraryFolder>;

/** Every folder, flat: the client builds the tree and the breadcrumb from parentId. */
export const listLibraryFolders = endpoint({
  method: 'GET',
  path: '/api/library/Folders',
  access: 'unlocked',
  permission: PO_SIDES,
  query: z.strictObject(timestampParam),
  data: z.object({ list: z.array(libraryFolder) }),
});

/** A folder's name as a rename sends it; a new folder's body adds its parent. The folder name dialog checks it. */
export const folderNameBody = z.strictObject({ name: folderName });

export const createLibraryFolder = endpoint({
  method: 'POST',
  path: '/api/library/Folders',
  logAs: 'libraryFolderAdd',
  access: 'unlocked',
  permission: LIBRARY_KEEPERS,
  body: z.strictObject({ parentId: parentRef, name: folderName }),
  data: libraryFolder,
});

export const renameLibraryFolder = endpoint({
  method: 'PUT',
  path: '/api/library/Folders/:id',
  logAs: 'libraryFolderRename',
  access: 'unlocked',
  permission: LIBRARY_KEEPERS,
  params: idParams,
  body: folderNameBody,
  data: libraryFolder,
});

/** Only an empty folder (no folders, no files in it) may be deleted. */
export const deleteLibraryFolder = endpoint({
  method: 'DELETE',
  path: '/api/library/Folders/:id',
  logAs: 'libraryFolderDelete',
  access: 'unlocked',
  permission: LIBRARY_KEEPERS,
  params: idParams,
  data: z.null(),
});

/** One line of the Material List: a folder or a file, numbered (S/N) in the listing's order. */
export const libraryItem = z.object({
  serialNumber: z.number().int(),
  id: z.string(),
  type: z.enum(['video', 'picture', 'file', 'folder']),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
  /** Files only (folders: null). */
  extension: z.string().nullable(),
  size: z.number().int().nullable(),
  /** The stored file (folders: null): a preview names it with the entry's download. */
  fileVersionId: z.string().nullable(),
  favourite: z.boolean(),
  /** The caller may remove it: their own entry, or any for an administrator (folders: may delete). */
  removable: z.boolean(),
});
export type LibraryItem = z.infer<typeof libraryItem>;

/** Folders first, then files newest first; `folderId` absent means the root. */
export const listLibraryEntries = endpoint({
  method: 'GET',
  path: '/api/library/Entries',
  access: 'unlocked',
  permission: PO_SIDES,
  query: z.strictObject({ ...timestampParam, ...pageQuery, folderId: entityId.optional(), type: z.enum(LIBRARY_TYPES).default('all') }),
  data: pageOf(libraryItem),
});

/** Places the caller's own uploaded file (purpose annex) in a folder (`null`: the root). */
export const addLibraryEntry = endpoint({
  method: 'POST',
  path: '/api/library/Entries',
  logAs: 'libraryAdd',
  access: 'unlocked',
  permission: LIBRARY_KEEPERS,
  body: z.strictObject({ folderId: parentRef, fileVersionId: entityId }),
  data: libraryItem,
});

export const removeLibraryEntry = endpoint({
  method: 'DELETE',
  path: '/api/library/Entries/:id',
  logAs: 'libraryRemove',
  access: 'unlocked',
  permission: PO_SIDES,
  params: idParams,
  data: z.null(),
});

/** Streams the entry's file and writes a download-log row. The body is the file, not an envelope. */
export const downloadLibraryEntry = endpoint({
  method: 'GET',
  path: '/api/library/Entries/:id/Download',
  access: 'unlocked',
  permission: PO_SIDES,
  params: idParams,
  query: z.strictObject(timestampParam),
  data: z.unknown(),
});

export const addLibraryFavourite = endpoint({
  method: 'PUT',
  path: '/api/library/Entries/:id/Favourite',
  logAs: 'libraryFavourite',
  access: 'unlocked',
  permission: PO_SIDES,
  params: idParams,
  data: z.null(),
});

export const removeLibraryFavourite = endpoint({
  method: 'DELETE',
  path: '/api/library/Entries/:id/Favourite',
  logAs: 'libraryUnfavourite',
  access: 'unlocked',
  permission: PO_SIDES,
  params: idParams,
  data: z.null(),
});

/** My Collection: the caller's favourites still in the library, most recently collected first. */
export const listLibraryFavourites = endpoint({
  method: 'GET',
  path: '/api/library/Favourites',
  access: 'unlocked',
  permission: PO_SIDES,
  query: z.strictObject({ ...timestampParam, ...pageQuery }),
  data: pageOf(libraryItem),
});

export const libraryDownload = z.object({
  serialNumber: z.number().int(),
  id: z.string(),
  entryId: z.string(),
  fileName: z.string(),
  userName: z.string(),
  account: z.string(),
  ip: z.string(),
  downloadedAt: epochMillis,
});
export type LibraryDownload = z.infer<typeof libraryDownload>;

/** User Download Log, newest first; keyword matches the file name or the user's name or account. */
export const listLibraryDownloads = endpoint({
  method: 'GET',
  path: '/api/library/Downloads',
  access: 'unlocked',
  permission: PO_SIDES,
  query: z.strictObject({ ...timestampParam, ...pageQuery }),
  data: pageOf(libraryDownload),
});

import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { LibraryItem, LibraryType } from '../../../shared/contracts/library.ts';
import { FILE_TYPES, kindOf } from '../../../shared/domain/files.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { paged } from '../../db/paged.ts';
import { files, libraryDownloads, libraryEntries, libraryFavourites, libraryFolders, users } from '../../db/schema/index.ts';

export interface Caller {
  userId: string;
  isAdministrator: boolean;
  /** May manage folders and add files. */
  manages: boolean;
}

interface Page {
  currentPage: number;
  pageSize: number;
  keyword?: string | undefined;
}

const MEDIA: readonly string[] = [...FILE_TYPES.image, ...FILE_TYPES.video];

/** The spec's library types from the type map: images are pictures, anything not video or picture a file. */
export function itemTypeOf(extension: string): 'video' | 'picture' | 'file' {
  const kind = kindOf(extension);
  return kind === 'image' ? 'picture' : kind === 'video' ? 'video' : 'file';
}

function typeFilter(type: LibraryType): SQL | undefined {
  if (type === 'picture') return inArray(files.extension, [...FILE_TYPES.image]);
  if (type === 'video') return inArray(files.extension, [...FILE_TYPES.video]);
  if (type === 'file') return notInArray(files.extension, [...MEDIA]);
  return undefined;
}

const inFolder = <C extends typeof libraryFolders.parentId | typeof libraryEntries.folderId>(column: C, folderId: string | null) =>
  folderId ? eq(column, folderId) : isNull(column);

export const findFolder = async (db: Db, id: string) => (await db.select().from(libraryFolders).where(eq(libraryFolders.id, id)))[0];

export async function siblingNamed(db: Db, parentId: string | null, name: string) {
  const [row] = await db
    .select({ id: libraryFolders.id })
    .from(libraryFolders)
    .where(and(inFolder(libraryFolders.parentId, parentId), eq(libraryFolders.name, name)));
  return row;
}

export async function folderIsEmpty(db: Db, id: string): Promise<boolean> {
  const [sub] = await db.select({ n: count() }).from(libraryFolders).where(eq(libraryFolders.parentId, id));
  const [live] = await db
    .select({ n: count() })
    .from(libraryEntries)
    .where(and(eq(libraryEntries.folderId, id), isNull(libraryEntries.deletedAt)));
  return (sub?.n ?? 0) === 0 && (live?.n ?? 0) === 0;
}

export async function allFolders(db: Db) {
  return db
    .select({
      id: libraryFolders.id,
      parentId: libraryFolders.parentId,
      name: libraryFolders.name,
      createdBy: users.realName,
      createdAt: libraryFolders.createdAt,
    })
    .from(libraryFolders)
    .innerJoin(users, eq(users.id, libraryFolders.createdBy))
    .orderBy(asc(libraryFolders.name));
}

/** Entry rows as the listing shows them, for the caller (favourite star, may remove). */
function entryRows(db: Db, caller: Caller) {
  return db
    .select({
      id: libraryEntries.id,
      fileId: files.id,
      name: files.name,
      extension: files.extension,
      size: files.size,
      createdBy: users.realName,
      createdAt: libraryEntries.createdAt,
      addedBy: libraryEntries.addedBy,
      favourite: sql<boolean>`${libraryFavourites.userId} is not null`,
    })
    .from(libraryEntries)
    .innerJoin(files, eq(files.id, libraryEntries.fileId))
    .innerJoin(users, eq(users.id, libraryEntries.addedBy))
    .leftJoin(libraryFavourites, and(eq(libraryFavourites.entryId, libraryEntries.id), eq(libraryFavourites.userId, caller.userId)));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['execute']>>[number];
const itemOfEntry = (caller: Caller, r: EntryRow, serialNumber: number): LibraryItem => ({
  serialNumber,
  id: r.id,
  type: itemTypeOf(r.extension),
  name: r.name,
  createdBy: r.createdBy,
  createdAt: r.createdAt.getTime(),
  extension: r.extension,
  size: r.size,
  fileVersionId: r.fileId,
  favourite: r.favourite,
  removable: caller.isAdministrator || r.addedBy === caller.userId,
});

const liveEntry = and(isNull(libraryEntries.deletedAt), isNull(files.deletedAt));

export async function entryItem(db: Db, caller: Caller, id: string): Promise<LibraryItem | undefined> {
  const [row] = await entryRows(db, caller).where(and(eq(libraryEntries.id, id), liveEntry));
  return row && itemOfEntry(caller, row, 1);
}

/**
 * One page of a folder: its folders first (by name), then its files (newest first), numbered across
 * the two, so paging walks one list although it comes from two tables.
 */
export async function folderPage(db: Db, caller: Caller, q: Page & { folderId: string | null; type: LibraryType }) {
  const offset = (q.currentPage - 1) * q.pageSize;
  const nameMatch = (column: typeof libraryFolders.name | typeof files.name) => (q.keyword ? ilike(column, likePattern(q.keyword)) : undefined);
  const withFolders = q.type === 'all' || q.type === 'folder';
  const withFiles = q.type !== 'folder';
  const folderWhere = and(inFolder(libraryFolders.parentId, q.folderId), nameMatch(libraryFolders.name));
  const entryWhere = and(inFolder(libraryEntries.folderId, q.folderId), liveEntry, typeFilter(q.type), nameMatch(files.name));

  const folderTotal = withFolders ? ((await db.select({ n: count() }).from(libraryFolders).where(folderWhere))[0]?.n ?? 0) : 0;
  const fileTotal = withFiles
    ? ((await db.select({ n: count() }).from(libraryEntries).innerJoin(files, eq(files.id, libraryEntries.fileId)).where(entryWhere))[0]?.n ?? 0)
    : 0;
  const list: LibraryItem[] = [];
  if (offset < folderTotal) {
    const rows = await db
      .select({ id: libraryFolders.id, name: libraryFolders.name, createdBy: users.realName, createdAt: libraryFolders.createdAt })
      .from(libraryFolders)
      .innerJoin(users, eq(users.id, libraryFolders.createdBy))
      .where(folderWhere)
      .orderBy(asc(libraryFolders.name))
      .limit(q.pageSize)
      .offset(offset);
    for (const r of rows) {
      list.push({
        serialNumber: offset + list.length + 1,
        id: r.id,
        type: 'folder',
        name: r.name,
        createdBy: r.createdBy,
        createdAt: r.createdAt.getTime(),
        extension: null,
        size: null,
        fileVersionId: null,
        favourite: false,
        removable: caller.manages,
      });
    }
  }
  const room = q.pageSize - list.length;
  if (withFiles && room > 0) {
    const rows = await entryRows(db, caller)
      .where(entryWhere)
      .orderBy(desc(libraryEntries.createdAt), desc(libraryEntries.id))
      .limit(room)
      .offset(Math.max(0, offset - folderTotal));
    for (const r of rows) list.push(itemOfEntry(caller, r, offset + list.length + 1));
  }
  return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: folderTotal + fileTotal } };
}

export function favouritePage(db: Db, caller: Caller, q: Page) {
  const where = and(eq(libraryFavourites.userId, caller.userId), liveEntry, q.keyword ? ilike(files.name, likePattern(q.keyword)) : undefined);
  return paged(
    q,
    async (limit, offset) =>
      (await entryRows(db, caller).where(where).orderBy(desc(libraryFavourites.createdAt), desc(libraryEntries.id)).limit(limit).offset(offset)).map((r, i) =>
        itemOfEntry(caller, r, offset + i + 1),
      ),
    async () => {
      const [total] = await db
        .select({ n: count() })
        .from(libraryFavourites)
        .innerJoin(libraryEntries, eq(libraryEntries.id, libraryFavourites.entryId))
        .innerJoin(files, eq(files.id, libraryEntries.fileId))
        .where(where);
      return total?.n ?? 0;
    },
  );
}

export function downloadPage(db: Db, caller: Caller, q: Page) {
  const keyword = q.keyword ? likePattern(q.keyword) : undefined;
  const where = and(
    caller.isAdministrator ? undefined : eq(libraryDownloads.userId, caller.userId),
    keyword ? or(ilike(files.name, keyword), ilike(users.realName, keyword), ilike(users.account, keyword)) : undefined,
  );
  const base = () =>
    db
      .select({
        id: libraryDownloads.id,
        entryId: libraryDownloads.entryId,
        fileName: files.name,
        userName: users.realName,
        account: users.account,
        ip: libraryDownloads.ip,
        at: libraryDownloads.createdAt,
      })
      .from(libraryDownloads)
      .innerJoin(libraryEntries, eq(libraryEntries.id, libraryDownloads.entryId))
      .innerJoin(files, eq(files.id, libraryEntries.fileId))
      .innerJoin(users, eq(users.id, libraryDownloads.userId))
      .where(where);
  return paged(
    q,
    async (limit, offset) =>
      (await base().orderBy(desc(libraryDownloads.createdAt), desc(libraryDownloads.id)).limit(limit).offset(offset)).map((r, i) => ({
        serialNumber: offset + i + 1,
        id: r.id,
        entryId: r.entryId,
        fileName: r.fileName,
        userName: r.userName,
        account: r.account,
        ip: r.ip,
        downloadedAt: r.at.getTime(),
      })),
    () => countDownloads(db, where),
  );
}

async function countDownloads(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(libraryDownloads)
    .innerJoin(libraryEntries, eq(libraryEntries.id, libraryDownloads.entryId))
    .innerJoin(files, eq(files.id, libraryEntries.fileId))
    .innerJoin(users, eq(users.id, libraryDownloads.userId))
    .where(where);
  return row?.n ?? 0;
}

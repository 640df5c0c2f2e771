import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, libraryDownloads, libraryEntries, libraryFavourites, libraryFolders } from '../../db/schema/index.ts';

/** The library's writes, and the reads that guard them; the lists are in queries.ts. */

export async function insertFolder(db: Db, values: { parentId: string | null; name: string; createdBy: string }) {
  const [row] = await db.insert(libraryFolders).values(values).returning();
  return row!;
}

export async function renameFolder(db: Db, id: string, name: string): Promise<void> {
  await db.update(libraryFolders).set({ name }).where(eq(libraryFolders.id, id));
}

/** Removed entries keep their download log; they leave the folder with it. */
export async function deleteFolder(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(libraryEntries).set({ folderId: null }).where(eq(libraryEntries.folderId, id));
    await tx.delete(libraryFolders).where(eq(libraryFolders.id, id));
  });
}

/** A live attachment file the user uploaded themselves. */
export async function ownAttachment(db: Db, userId: string, fileId: string) {
  const [file] = await db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, userId), eq(files.purpose, 'annex'), isNull(files.deletedAt)));
  return file;
}

export async function fileIsInFolder(db: Db, fileId: string, folderId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: libraryEntries.id })
    .from(libraryEntries)
    .where(
      and(
        eq(libraryEntries.fileId, fileId),
        folderId ? eq(libraryEntries.folderId, folderId) : isNull(libraryEntries.folderId),
        isNull(libraryEntries.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertEntry(db: Db, values: { folderId: string | null; fileId: string; addedBy: string }): Promise<string> {
  const [row] = await db.insert(libraryEntries).values(values).returning({ id: libraryEntries.id });
  return row!.id;
}

export async function markEntryRemoved(db: Db, id: string): Promise<void> {
  await db.update(libraryEntries).set({ deletedAt: new Date() }).where(eq(libraryEntries.id, id));
}

/** Whether an entry ever existed (removed ones included). */
export async function entryEverExisted(db: Db, id: string): Promise<boolean> {
  const [entry] = await db.select({ id: libraryEntries.id }).from(libraryEntries).where(eq(libraryEntries.id, id));
  return entry !== undefined;
}

export async function addFavourite(db: Db, userId: string, entryId: string): Promise<void> {
  await db.insert(libraryFavourites).values({ userId, entryId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: string, entryId: string): Promise<void> {
  await db.delete(libraryFavourites).where(and(eq(libraryFavourites.userId, userId), eq(libraryFavourites.entryId, entryId)));
}

/** The stored file of a live entry whose file is live. */
export async function liveEntryFile(db: Db, entryId: string) {
  const [row] = await db
    .select({ fileId: files.id, name: files.name, extension: files.extension, size: files.size })
    .from(libraryEntries)
    .innerJoin(files, eq(files.id, libraryEntries.fileId))
    .where(and(eq(libraryEntries.id, entryId), isNull(libraryEntries.deletedAt), isNull(files.deletedAt)));
  return row;
}

export async function logDownload(db: Db, values: { userId: string; entryId: string; ip: string }): Promise<void> {
  await db.insert(libraryDownloads).values(values);
}

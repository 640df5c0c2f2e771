import { and, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { MyFile } from '../../../shared/contracts/files.ts';
import type { UploadPurpose } from '../../../shared/domain/files.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { files } from '../../db/schema/index.ts';

export const fileUrlOf = (purpose: string, id: string) => `/api/file/Download/${purpose}/${id}`;

const STORED = { id: files.id, extension: files.extension, purpose: files.purpose };

/** The newest live file of this owner with these bytes, name, purpose and size. */
export async function sameStoredFile(db: Db, owner: string, facts: { md5: string; name: string; purpose: UploadPurpose; size: number }) {
  const [row] = await db
    .select(STORED)
    .from(files)
    .where(
      and(
        eq(files.ownerId, owner),
        eq(files.md5, facts.md5),
        eq(files.name, facts.name),
        eq(files.purpose, facts.purpose),
        eq(files.size, facts.size),
        isNull(files.deletedAt),
      ),
    )
    .orderBy(desc(files.createdAt))
    .limit(1);
  return row;
}

export async function insertFile(db: Db, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning(STORED);
  return row!;
}

/** A live file stored for this purpose. */
export async function liveFileOf(db: Db, id: string, purpose: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.purpose, purpose), isNull(files.deletedAt)));
  return row;
}

/** A live file, whatever its purpose. */
export async function liveFileById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)));
  return row;
}

const MY_FILES_SORTS = { createdAt: files.createdAt, name: files.name, size: files.size };

/** The owner's live files, newest first unless sorted otherwise, the keyword matching their names. */
export function myFilesPage(db: Db, owner: string, q: PageRequest & { keyword?: string | undefined; sidx: keyof typeof MY_FILES_SORTS; sort: 'asc' | 'desc' }) {
  const where = and(eq(files.ownerId, owner), isNull(files.deletedAt), q.keyword ? ilike(files.name, likePattern(q.keyword)) : undefined);
  return paged(
    q,
    async (limit, offset): Promise<MyFile[]> =>
      (
        await db
          .select()
          .from(files)
          .where(where)
          .orderBy(...sortedBy(MY_FILES_SORTS, q, desc(files.id)))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        fileVersionId: r.id,
        name: r.name,
        extension: r.extension,
        size: r.size,
        fileType: r.purpose as UploadPurpose,
        createdAt: r.createdAt.getTime(),
        url: fileUrlOf(r.purpose, r.id),
      })),
    () => countWhere(db, files, where),
  );
}

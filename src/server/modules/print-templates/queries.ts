import { and, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { printTemplates } from '../../db/schema/index.ts';

export type TemplateRecord = typeof printTemplates.$inferSelect;
export type TemplateValues = Omit<TemplateRecord, 'id' | 'createdAt'>;

const SORTS = { sortCode: printTemplates.sortCode, fullName: printTemplates.fullName, enCode: printTemplates.enCode, creatorTime: printTemplates.createdAt };

export function templatePage(
  db: Db,
  q: PageRequest & { keyword?: string | undefined; sidx: keyof typeof SORTS; sort: 'asc' | 'desc'; category?: string | undefined },
) {
  const named: SQL | undefined = q.keyword
    ? or(ilike(printTemplates.fullName, likePattern(q.keyword)), ilike(printTemplates.enCode, likePattern(q.keyword)))
    : undefined;
  const where = and(named, q.category ? eq(printTemplates.category, q.category) : undefined);
  return paged(
    q,
    (limit, offset) =>
      db
        .select()
        .from(printTemplates)
        .where(where)
        .orderBy(...sortedBy(SORTS, q, desc(printTemplates.id)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, printTemplates, where),
  );
}

export function enabledTemplates(db: Db, category: string | undefined) {
  return db
    .select({ id: printTemplates.id, fullName: printTemplates.fullName, enCode: printTemplates.enCode, category: printTemplates.category })
    .from(printTemplates)
    .where(and(eq(printTemplates.enabled, true), category === undefined ? undefined : eq(printTemplates.category, category)))
    .orderBy(printTemplates.category, printTemplates.sortCode, printTemplates.fullName);
}

export async function templateById(db: Db, id: string): Promise<TemplateRecord | undefined> {
  const [row] = await db.select().from(printTemplates).where(eq(printTemplates.id, id));
  return row;
}

/** The codes already taken that start with `prefix` (to name a copy). */
export async function codesLike(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ enCode: printTemplates.enCode })
    .from(printTemplates)
    .where(like(printTemplates.enCode, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return rows.map((r) => r.enCode);
}

export async function insertTemplate(db: Db, values: TemplateValues): Promise<string> {
  const [row] = await db.insert(printTemplates).values(values).returning({ id: printTemplates.id });
  return row!.id;
}

export async function updateTemplateRow(db: Db, id: string, values: Partial<TemplateValues>): Promise<void> {
  await db.update(printTemplates).set(values).where(eq(printTemplates.id, id));
}

export async function deleteTemplateRow(db: Db, id: string): Promise<void> {
  await db.delete(printTemplates).where(eq(printTemplates.id, id));
}

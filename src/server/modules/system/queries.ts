import { desc, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged, type PageRequest } from '../../db/paged.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** The outbox, newest first; the keyword matches recipient or subject. */
export function outboxPage(db: Db, q: PageRequest & { keyword?: string }) {
  const where = q.keyword ? or(ilike(mailOutbox.to, likePattern(q.keyword)), ilike(mailOutbox.subject, likePattern(q.keyword))) : undefined;
  return paged(
    q,
    async (limit, offset) => {
      const rows = await db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit).offset(offset);
      return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.getTime() }));
    },
    () => countWhere(db, mailOutbox, where),
  );
}

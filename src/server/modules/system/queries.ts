import { desc, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { mailOutbox } from '../../db/schema/index.ts';

const SORTS = { createdAt: mailOutbox.createdAt, to: mailOutbox.to, subject: mailOutbox.subject };

/** The outbox, newest first unless sorted otherwise; the keyword matches recipient or subject. */
export function outboxPage(db: Db, q: PageRequest & { keyword?: string | undefined; sidx: keyof typeof SORTS; sort: 'asc' | 'desc' }) {
  const where = q.keyword ? or(ilike(mailOutbox.to, likePattern(q.keyword)), ilike(mailOutbox.subject, likePattern(q.keyword))) : undefined;
  return paged(
    q,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(...sortedBy(SORTS, q, desc(mailOutbox.id)))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.getTime() }));
    },
    () => countWhere(db, mailOutbox, where),
  );
}

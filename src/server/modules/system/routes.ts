import type { FastifyInstance } from 'fastify';
import { count, desc, ilike, or } from 'drizzle-orm';
import { listMailOutbox } from '../../../shared/contracts/mail.ts';
import { likePattern } from '../../db/like.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { forbidden } from '../../plugins/errors.ts';

export function systemRoutes(app: FastifyInstance): void {
  sessionRoute(app, listMailOutbox, async ({ query, session }) => {
    if (!session.isAdministrator) throw forbidden();
    const where = query.keyword ? or(ilike(mailOutbox.to, likePattern(query.keyword)), ilike(mailOutbox.subject, likePattern(query.keyword))) : undefined;
    const [total] = await app.db.select({ n: count() }).from(mailOutbox).where(where);
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize);
    return {
      list: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.getTime() })),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: total?.n ?? 0 },
    };
  });
}

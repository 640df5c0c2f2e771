import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { localNameSql } from '../../db/local-name.ts';
import type { Language } from '../../../shared/constants.ts';
import { paged, type PageRequest } from '../../db/paged.ts';
import { organizations, sessions, users } from '../../db/schema/index.ts';

/** Live sessions: not ended, not expired, of a user who still exists. */
function liveWhere(keyword: string | undefined) {
  const like = keyword ? likePattern(keyword) : null;
  return and(
    isNull(sessions.endedAt),
    gt(sessions.expiresAt, sql`now()`),
    isNull(users.deletedAt),
    like ? or(ilike(users.account, like), ilike(users.realName, like), ilike(sessions.ipAddress, like)) : undefined,
  );
}

/** A page of live sessions, each user's organisation named for a reader of `q.language`. */
export function onlineSessionPage(db: Db, q: PageRequest & { keyword?: string | undefined; language: Language }) {
  const where = liveWhere(q.keyword);
  return paged(
    q,
    (limit, offset) =>
      db
        .select({
          id: sessions.id,
          userId: users.id,
          account: users.account,
          realName: users.realName,
          organize: sql<string>`coalesce(${localNameSql(organizations.fullName, organizations.fullNameI18n, q.language)}, '')`,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
          locked: sessions.locked,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(organizations, eq(organizations.id, users.organizationId))
        .where(where)
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db.select({ n: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where);
      return row?.n ?? 0;
    },
  );
}

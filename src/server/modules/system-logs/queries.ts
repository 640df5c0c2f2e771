import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged, type PageRequest } from '../../db/paged.ts';
import { loginLog, modules, systemConfig, systemLogs } from '../../db/schema/index.ts';
import type { LogRetention } from '../../../shared/contracts/system-logs.ts';
import { RETENTION_KEY } from '../../plugins/system-log.ts';

export interface LogFilter extends PageRequest {
  keyword?: string | undefined;
  /** Inclusive days, YYYY-MM-DD, in the server's time zone. */
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** created_at within [startTime, endTime] (whole days). */
function within(column: typeof systemLogs.createdAt | typeof loginLog.createdAt, q: LogFilter): SQL | undefined {
  return and(q.startTime ? gte(column, sql`${q.startTime}::date`) : undefined, q.endTime ? lt(column, sql`${q.endTime}::date + 1`) : undefined);
}

export function systemLogPage(db: Db, category: 'request' | 'operation' | 'exception', q: LogFilter) {
  const like = q.keyword ? likePattern(q.keyword) : null;
  const where = and(
    eq(systemLogs.category, category),
    within(systemLogs.createdAt, q),
    like ? or(ilike(systemLogs.userName, like), ilike(systemLogs.ipAddress, like), ilike(systemLogs.path, like)) : undefined,
  );
  return paged(
    q,
    (limit, offset) => db.select().from(systemLogs).where(where).orderBy(desc(systemLogs.createdAt), desc(systemLogs.id)).limit(limit).offset(offset),
    () => countWhere(db, systemLogs, where),
  );
}

export function loginLogPage(db: Db, q: LogFilter) {
  const like = q.keyword ? likePattern(q.keyword) : null;
  const where = and(within(loginLog.createdAt, q), like ? or(ilike(loginLog.account, like), ilike(loginLog.ipAddress, like)) : undefined);
  return paged(
    q,
    (limit, offset) => db.select().from(loginLog).where(where).orderBy(desc(loginLog.createdAt), desc(loginLog.id)).limit(limit).offset(offset),
    () => countWhere(db, loginLog, where),
  );
}

export async function saveRetention(db: Db, retention: LogRetention): Promise<void> {
  await db
    .insert(systemConfig)
    .values({ key: RETENTION_KEY, value: retention })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value: retention } });
}

/** The titles of the menus named by code, for the log's words. */
export function menuTitles(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ enCode: modules.enCode, fullName: modules.fullName, fullNameI18n: modules.fullNameI18n })
    .from(modules)
    .where(inArray(modules.enCode, [...codes]));
}

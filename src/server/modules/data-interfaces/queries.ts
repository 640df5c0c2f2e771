import { and, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { dataInterfaceLogs, dataInterfaces, systemConfig, users } from '../../db/schema/index.ts';

export type InterfaceRecord = typeof dataInterfaces.$inferSelect;
export type InterfaceValues = Omit<InterfaceRecord, 'id' | 'createdAt'>;
export type CallLog = Omit<typeof dataInterfaceLogs.$inferInsert, 'id' | 'createdAt'>;

const SORTS = { sortCode: dataInterfaces.sortCode, fullName: dataInterfaces.fullName, enCode: dataInterfaces.enCode, creatorTime: dataInterfaces.createdAt };

const named = (keyword: string | undefined): SQL | undefined =>
  keyword ? or(ilike(dataInterfaces.fullName, likePattern(keyword)), ilike(dataInterfaces.enCode, likePattern(keyword))) : undefined;

export function interfacePage(
  db: Db,
  q: PageRequest & { keyword?: string | undefined; sidx: keyof typeof SORTS; sort: 'asc' | 'desc'; dataType?: number | undefined; enabledOnly?: boolean },
) {
  const where = and(
    named(q.keyword),
    q.dataType ? eq(dataInterfaces.dataType, q.dataType) : undefined,
    q.enabledOnly ? eq(dataInterfaces.enabled, true) : undefined,
  );
  return paged(
    q,
    (limit, offset) =>
      db
        .select()
        .from(dataInterfaces)
        .where(where)
        .orderBy(...sortedBy(SORTS, q, desc(dataInterfaces.id)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, dataInterfaces, where),
  );
}

export function enabledInterfaces(db: Db) {
  return db
    .select({ id: dataInterfaces.id, fullName: dataInterfaces.fullName, enCode: dataInterfaces.enCode, dataType: dataInterfaces.dataType })
    .from(dataInterfaces)
    .where(eq(dataInterfaces.enabled, true))
    .orderBy(dataInterfaces.sortCode, dataInterfaces.fullName);
}

export async function interfaceById(db: Db, id: string): Promise<InterfaceRecord | undefined> {
  const [row] = await db.select().from(dataInterfaces).where(eq(dataInterfaces.id, id));
  return row;
}

export async function insertInterface(db: Db, values: InterfaceValues): Promise<string> {
  const [row] = await db.insert(dataInterfaces).values(values).returning({ id: dataInterfaces.id });
  return row!.id;
}

export async function updateInterfaceRow(db: Db, id: string, values: Partial<InterfaceValues>): Promise<void> {
  await db.update(dataInterfaces).set(values).where(eq(dataInterfaces.id, id));
}

export async function deleteInterfaceRow(db: Db, id: string): Promise<void> {
  await db.delete(dataInterfaces).where(eq(dataInterfaces.id, id));
}

/** Where the caller sits, for the {@organize} and {@department} variables. */
export async function placeOf(db: Db, userId: string) {
  const [row] = await db.select({ organizationId: users.organizationId, departmentId: users.departmentId }).from(users).where(eq(users.id, userId));
  return { userId, organizationId: row?.organizationId ?? null, departmentId: row?.departmentId ?? null };
}

export async function insertCallLog(db: Db, log: CallLog): Promise<void> {
  await db.insert(dataInterfaceLogs).values(log);
}

export function callLogPage(
  db: Db,
  interfaceId: string,
  q: PageRequest & { keyword?: string | undefined; startTime?: number | undefined; endTime?: number | undefined },
) {
  const where = and(
    eq(dataInterfaceLogs.interfaceId, interfaceId),
    q.keyword ? ilike(dataInterfaceLogs.userName, likePattern(q.keyword)) : undefined,
    q.startTime === undefined ? undefined : gte(dataInterfaceLogs.createdAt, new Date(q.startTime)),
    q.endTime === undefined ? undefined : lte(dataInterfaceLogs.createdAt, new Date(q.endTime)),
  );
  return paged(
    q,
    (limit, offset) =>
      db.select().from(dataInterfaceLogs).where(where).orderBy(desc(dataInterfaceLogs.createdAt), desc(dataInterfaceLogs.id)).limit(limit).offset(offset),
    () => countWhere(db, dataInterfaceLogs, where),
  );
}

const HOSTS_KEY = 'dataInterfaceHosts';

/** The hosts HTTP interfaces may call (System → Data Interfaces → Allowed hosts). */
export async function allowedHosts(db: Db): Promise<string[]> {
  const [row] = await db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, HOSTS_KEY));
  return Array.isArray(row?.value) ? row.value.filter((h): h is string => typeof h === 'string') : [];
}

export async function saveAllowedHosts(db: Db, hosts: readonly string[]): Promise<void> {
  await db
    .insert(systemConfig)
    .values({ key: HOSTS_KEY, value: hosts })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value: hosts } });
}

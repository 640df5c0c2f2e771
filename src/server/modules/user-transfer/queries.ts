import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { userImports, userOrganizations, userPositions, userRoles, users, type UserImportRow } from '../../db/schema/index.ts';
import { grantsBeyond } from '../permission/queries.ts';
import { namePinyin } from '../users/name-pinyin.ts';
import type { RoleKindMark } from '../../../shared/domain/roles.ts';

export type UserImportRecord = typeof userImports.$inferSelect;

/** Everything a set of rows is checked against, read in a few statements whatever the row count. */
export interface Lookups {
  organizations: Map<string, string>;
  departments: Map<string, { id: string; organizationId: string }>;
  positions: Map<string, string>;
  roles: Map<string, { id: string; kind: RoleKindMark }>;
  /** Lower-cased accounts of the file that some user (living or retired) already has. */
  takenAccounts: Set<string>;
  /** Lower-cased e-mails of the file that an account already uses. */
  takenEmails: Set<string>;
  /** Living users by lower-cased account, among the file's managers. */
  managers: Map<string, string>;
  /**
   * Role and position ids the viewer may not hand out (empty for an administrator): any granting more
   * than the viewer holds, and any role making its holders vendors, buyers or uploaders.
   */
  notHeld: Set<string>;
}

/** One parameter holding a list: `x in (select …)` on both engines, however long the list. */
const listParam = (values: readonly string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export async function loadLookups(
  db: Db,
  viewer: { userId: string; isAdministrator: boolean },
  wanted: { accounts: string[]; emails: string[]; managers: string[]; roleCodes: Set<string>; positionCodes: Set<string> },
): Promise<Lookups> {
  const [orgs, depts, posts, roleRows, taken, emails, managers] = await Promise.all([
    queryRows<{ id: string; code: string }>(db, sql`select id, en_code as code from organizations`),
    queryRows<{ id: string; code: string; org: string }>(db, sql`select id, en_code as code, organization_id as org from departments`),
    queryRows<{ id: string; code: string }>(db, sql`select id, en_code as code from positions`),
    queryRows<{ id: string; code: string; kind: RoleKindMark }>(db, sql`select id, en_code as code, kind from roles`),
    queryRows<{ a: string }>(db, sql`select lower(account) as a from users where lower(account) in ${listParam(wanted.accounts)}`),
    queryRows<{ e: string }>(db, sql`select lower(email) as e from users where email <> '' and lower(email) in ${listParam(wanted.emails)}`),
    queryRows<{ id: string; a: string }>(
      db,
      sql`select id, lower(account) as a from users where deleted_at is null and lower(account) in ${listParam(wanted.managers)}`,
    ),
  ]);
  const notHeld = new Set<string>();
  if (!viewer.isAdministrator) {
    // Once per role and position, not per row: the grants compared are the viewer's, whoever the row is.
    for (const [type, rows, codes] of [
      ['role', roleRows, wanted.roleCodes],
      ['position', posts, wanted.positionCodes],
    ] as const)
      for (const r of rows) if (codes.has(r.code) && (await grantsBeyond(db, viewer.userId, type, [r.id])) > 0) notHeld.add(r.id);
    for (const r of roleRows) if (r.kind !== 'none') notHeld.add(r.id);
  }
  return {
    organizations: new Map(orgs.map((o) => [o.code, o.id])),
    departments: new Map(depts.map((d) => [d.code, { id: d.id, organizationId: d.org }])),
    positions: new Map(posts.map((p) => [p.code, p.id])),
    roles: new Map(roleRows.map((r) => [r.code, { id: r.id, kind: r.kind }])),
    takenAccounts: new Set(taken.map((r) => r.a)),
    takenEmails: new Set(emails.map((r) => r.e)),
    managers: new Map(managers.map((m) => [m.a, m.id])),
    notHeld,
  };
}

export interface ImportCounts {
  rowCount: number;
  validCount: number;
  badCount: number;
  genericCount: number;
  poCount: number;
}

export async function insertImport(db: Db, uploadedBy: string, fileName: string, counts: ImportCounts, rows: UserImportRow[]): Promise<UserImportRecord> {
  const [row] = await db
    .insert(userImports)
    .values({ uploadedBy, fileName, ...counts, rows, badRows: rows.filter((r) => r.problems.length > 0) })
    .returning();
  return row!;
}

/** The uploader's own import, without its rows (they are read apart, a page or all at once). */
export async function importOf(db: Db, id: string, uploadedBy: string) {
  const [row] = await db
    .select({
      id: userImports.id,
      fileName: userImports.fileName,
      status: userImports.status,
      rowCount: userImports.rowCount,
      validCount: userImports.validCount,
      badCount: userImports.badCount,
      genericCount: userImports.genericCount,
      poCount: userImports.poCount,
      createdCount: userImports.createdCount,
      createdAt: userImports.createdAt,
    })
    .from(userImports)
    .where(and(eq(userImports.id, id), eq(userImports.uploadedBy, uploadedBy)));
  return row;
}
export type ImportSummary = NonNullable<Awaited<ReturnType<typeof importOf>>>;

/** A page of the rows with problems, sliced in the database. */
export async function badRowsPage(db: Db, id: string, limit: number, offset: number): Promise<UserImportRow[]> {
  const rows = await queryRows<{ r: UserImportRow }>(
    db,
    sql`select e.r from user_imports i, jsonb_array_elements(i.bad_rows) with ordinality as e(r, n)
      where i.id = ${id} order by e.n limit ${limit} offset ${offset}`,
  );
  return rows.map((x) => x.r);
}

export async function allRows(db: Db, id: string, which: 'rows' | 'badRows'): Promise<UserImportRow[]> {
  const [row] = await db.select({ rows: userImports[which] }).from(userImports).where(eq(userImports.id, id));
  return row?.rows ?? [];
}

/** Stores a new dry run of the same rows (what changed since the preview). */
export async function storeRecheck(db: Db, id: string, counts: ImportCounts, rows: UserImportRow[]): Promise<void> {
  await db
    .update(userImports)
    .set({ ...counts, rows, badRows: rows.filter((r) => r.problems.length > 0) })
    .where(eq(userImports.id, id));
}

/** Takes a ready import for applying, inside the apply's transaction: a second apply finds it taken. */
export async function claimImport(db: Db, id: string, created: number): Promise<boolean> {
  const rows = await db
    .update(userImports)
    .set({ status: 'applied', createdCount: created, appliedAt: sql`now()` })
    .where(and(eq(userImports.id, id), eq(userImports.status, 'ready')))
    .returning({ id: userImports.id });
  return rows.length === 1;
}

/** Forgets the uploader's previews that were never applied and are past their time. */
export async function dropOldPreviews(db: Db, uploadedBy: string, before: Date): Promise<void> {
  await db.delete(userImports).where(and(eq(userImports.uploadedBy, uploadedBy), eq(userImports.status, 'ready'), lt(userImports.createdAt, before)));
}

export type NewUser = typeof users.$inferInsert & { id: string; organizationId: string };

/** Inserts the users with their memberships, a slice at a time (statement parameters are limited). */
export async function insertUsers(db: Db, rows: readonly { user: NewUser; roleIds: string[]; positionIds: string[] }[]): Promise<void> {
  const SLICE = 500;
  for (let i = 0; i < rows.length; i += SLICE) {
    const slice = rows.slice(i, i + SLICE);
    // Managers named in the same file are set afterwards: the manager's row may come later.
    await db.insert(users).values(slice.map((r) => ({ ...r.user, namePinyin: namePinyin(r.user.realName), managerId: null })));
    await db.insert(userOrganizations).values(slice.map((r) => ({ userId: r.user.id, organizationId: r.user.organizationId })));
    const roles = slice.flatMap((r) => r.roleIds.map((roleId) => ({ userId: r.user.id, roleId })));
    if (roles.length) await db.insert(userRoles).values(roles);
    const positions = slice.flatMap((r) => r.positionIds.map((positionId) => ({ userId: r.user.id, positionId })));
    if (positions.length) await db.insert(userPositions).values(positions);
  }
  const managed = rows.filter((r) => r.user.managerId).map((r) => [r.user.id, r.user.managerId!]);
  for (let i = 0; i < managed.length; i += 5000) {
    await db.execute(sql`update users u set manager_id = m.value from jsonb_each_text(${JSON.stringify(Object.fromEntries(managed.slice(i, i + 5000)))}::jsonb) m
      where u.id = m.key`);
  }
}

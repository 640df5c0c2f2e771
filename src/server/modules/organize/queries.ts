import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, organizations, positions, userOrganizations, users } from '../../db/schema/index.ts';

export type OrganizationRecord = typeof organizations.$inferSelect;
export type DepartmentRecord = typeof departments.$inferSelect & { manager: string };

export function allOrganizations(db: Db): Promise<OrganizationRecord[]> {
  return db.select().from(organizations).orderBy(asc(organizations.sortCode), asc(organizations.fullName));
}

export async function organizationById(db: Db, id: string): Promise<OrganizationRecord | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

export type OrganizationValues = Pick<OrganizationRecord, 'parentId' | 'enCode' | 'fullName' | 'fullNameI18n' | 'description' | 'sortCode' | 'enabled'>;

export async function insertOrganization(db: Db, values: OrganizationValues): Promise<string> {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  return row!.id;
}

export async function updateOrganizationRow(db: Db, id: string, values: OrganizationValues): Promise<void> {
  await db.update(organizations).set(values).where(eq(organizations.id, id));
}

/** What still hangs on an organisation: sub-organisations, departments, positions and members. */
export async function organizationHolds(db: Db, id: string) {
  const [[orgs], [depts], [posts], [members]] = await Promise.all([
    db.select({ n: count() }).from(organizations).where(eq(organizations.parentId, id)),
    db.select({ n: count() }).from(departments).where(eq(departments.organizationId, id)),
    db.select({ n: count() }).from(positions).where(eq(positions.organizationId, id)),
    db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          sql`${users.deletedAt} is null`,
          sql`(${users.organizationId} = ${id} or ${users.id} in (select ${userOrganizations.userId} from ${userOrganizations} where ${userOrganizations.organizationId} = ${id}))`,
        ),
      ),
  ]);
  return { organizations: orgs?.n ?? 0, departments: depts?.n ?? 0, positions: posts?.n ?? 0, users: members?.n ?? 0 };
}

export async function deleteOrganizationRow(db: Db, id: string): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, id));
}

const managerName = sql<string>`coalesce((select u.real_name || '/' || u.account from users u where u.id = ${departments.managerId}), '')`;

export function departmentsOf(db: Db, organizationId?: string): Promise<DepartmentRecord[]> {
  return db
    .select({
      id: departments.id,
      organizationId: departments.organizationId,
      parentId: departments.parentId,
      enCode: departments.enCode,
      fullName: departments.fullName,
      fullNameI18n: departments.fullNameI18n,
      managerId: departments.managerId,
      description: departments.description,
      sortCode: departments.sortCode,
      enabled: departments.enabled,
      createdAt: departments.createdAt,
      manager: managerName,
    })
    .from(departments)
    .where(organizationId ? eq(departments.organizationId, organizationId) : undefined)
    .orderBy(asc(departments.sortCode), asc(departments.fullName));
}

export async function departmentById(db: Db, id: string) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  return row;
}

export type DepartmentValues = Pick<
  typeof departments.$inferSelect,
  'organizationId' | 'parentId' | 'enCode' | 'fullName' | 'fullNameI18n' | 'managerId' | 'description' | 'sortCode' | 'enabled'
>;

export async function insertDepartment(db: Db, values: DepartmentValues): Promise<string> {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  return row!.id;
}

export async function updateDepartmentRow(db: Db, id: string, values: DepartmentValues): Promise<void> {
  await db.update(departments).set(values).where(eq(departments.id, id));
}

/** What still hangs on a department: sub-departments, positions and members. */
export async function departmentHolds(db: Db, id: string) {
  const [[depts], [posts], [members]] = await Promise.all([
    db.select({ n: count() }).from(departments).where(eq(departments.parentId, id)),
    db.select({ n: count() }).from(positions).where(eq(positions.departmentId, id)),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.departmentId, id), sql`${users.deletedAt} is null`)),
  ]);
  return { departments: depts?.n ?? 0, positions: posts?.n ?? 0, users: members?.n ?? 0 };
}

export async function deleteDepartmentRow(db: Db, id: string): Promise<void> {
  await db.delete(departments).where(eq(departments.id, id));
}

export async function activeUserExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.deletedAt} is null`));
  return row !== undefined;
}

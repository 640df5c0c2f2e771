import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { hashDigest, md5Hex } from '../modules/auth/passwords.ts';
import { namePinyin } from '../modules/users/name-pinyin.ts';
import {
  seedBillRules,
  seedDataInterfaces,
  seedPrintTemplates,
  seedDepartments,
  seedOrganizations,
  seedPositions,
  seedRoles,
  seedSystemConfig,
  seedUsers,
} from './demo-data.ts';
import { seedDictionaries } from './demo-dictionaries.ts';
import { seedModules } from './demo-menus.ts';
import { seedAreas } from './areas.ts';

type IdMap = Map<string, string>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function grant(tx: Tx, roleId: string, itemType: 'module' | 'button' | 'column' | 'form', itemId: string): Promise<void> {
  await tx.insert(t.authorizations).values({ objectType: 'role', objectId: roleId, itemType, itemId }).onConflictDoNothing();
}
function need(map: IdMap, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`seed: unknown reference ${key}`);
  return value;
}
const upsertSet = (col: string) => ({ [col]: sql.raw(`excluded.${col.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`) });

/** Idempotent: rows are matched by their codes, so running it twice changes nothing. */
export async function seedDatabase(db: Db, plainPassword: string): Promise<void> {
  const passwordHash = await hashDigest(md5Hex(plainPassword));
  await db.transaction(async (tx) => {
    const orgs: IdMap = new Map();
    for (const o of seedOrganizations) {
      const [row] = await tx
        .insert(t.organizations)
        .values({
          enCode: o.enCode,
          fullName: o.fullName,
          fullNameI18n: o.fullNameI18n,
          parentId: o.parent ? need(orgs, o.parent) : null,
          sortCode: o.sortCode,
        })
        // A store seeded before the names were given in each language gets them; names given since stay.
        .onConflictDoUpdate({ target: t.organizations.enCode, set: { fullNameI18n: sql`coalesce(${t.organizations.fullNameI18n}, excluded.full_name_i18n)` } })
        .returning({ id: t.organizations.id });
      orgs.set(o.enCode, row!.id);
    }
    const depts: IdMap = new Map();
    for (const d of seedDepartments) {
      const [row] = await tx
        .insert(t.departments)
        .values({ enCode: d.enCode, fullName: d.fullName, fullNameI18n: d.fullNameI18n, organizationId: need(orgs, d.organization) })
        .onConflictDoUpdate({ target: t.departments.enCode, set: { fullNameI18n: sql`coalesce(${t.departments.fullNameI18n}, excluded.full_name_i18n)` } })
        .returning({ id: t.departments.id });
      depts.set(d.enCode, row!.id);
    }
    const positions: IdMap = new Map();
    for (const p of seedPositions) {
      const [row] = await tx
        .insert(t.positions)
        .values({
          enCode: p.enCode,
          fullName: p.fullName,
          fullNameI18n: p.fullNameI18n,
          organizationId: need(orgs, p.organization),
          departmentId: need(depts, p.department),
        })
        .onConflictDoUpdate({ target: t.positions.enCode, set: { fullNameI18n: sql`coalesce(${t.positions.fullNameI18n}, excluded.full_name_i18n)` } })
        .returning({ id: t.positions.id });
      positions.set(p.enCode, row!.id);
    }
    const roles: IdMap = new Map();
    for (const r of seedRoles) {
      const [row] = await tx
        .insert(t.roles)
        .values(r)
        // A store seeded before the names were given in each language gets them; names given since stay.
        .onConflictDoUpdate({ target: t.roles.enCode, set: { fullNameI18n: sql`coalesce(${t.roles.fullNameI18n}, excluded.full_name_i18n)` } })
        .returning({ id: t.roles.id });
      roles.set(r.enCode, row!.id);
    }

    const users: IdMap = new Map();
    for (const u of seedUsers) {
      const existing = await queryRows<{ id: string }>(tx, sql`select id from users where lower(account) = ${u.account}`);
      let userId = existing[0]?.id;
      if (!userId) {
        const [row] = await tx
          .insert(t.users)
          .values({
            account: u.account,
            realName: u.realName,
            namePinyin: namePinyin(u.realName),
            email: u.email,
            passwordHash,
            isAdministrator: u.isAdministrator,
            organizationId: need(orgs, u.organization),
            departmentId: need(depts, u.department),
            positionId: need(positions, u.position),
            managerId: u.manager ? need(users, u.manager) : null,
            supplierCodes: [...u.supplierCodes],
            plants: [...u.plants],
            purchasingGroups: [...u.purchasingGroups],
          })
          .returning({ id: t.users.id });
        userId = row!.id;
      }
      users.set(u.account, userId);
      await tx
        .insert(t.userOrganizations)
        .values({ userId, organizationId: need(orgs, u.organization) })
        .onConflictDoNothing();
      await tx
        .insert(t.userPositions)
        .values({ userId, positionId: need(positions, u.position) })
        .onConflictDoNothing();
      for (const role of u.roles)
        await tx
          .insert(t.userRoles)
          .values({ userId, roleId: need(roles, role) })
          .onConflictDoNothing();
    }

    const modules: IdMap = new Map();
    for (const m of seedModules) {
      const [row] = await tx
        .insert(t.modules)
        .values({
          enCode: m.enCode,
          fullName: m.fullName,
          fullNameI18n: m.titles,
          type: m.type,
          urlAddress: m.urlAddress,
          icon: m.icon,
          sortCode: m.sortCode,
          hidden: m.hidden ?? false,
          parentId: m.parent ? need(modules, m.parent) : null,
        })
        // Titles reach menus seeded before they existed; titles someone set are kept.
        .onConflictDoUpdate({ target: t.modules.enCode, set: { fullNameI18n: sql`coalesce(${t.modules.fullNameI18n}, excluded.full_name_i18n)` } })
        .returning({ id: t.modules.id });
      const moduleId = row!.id;
      modules.set(m.enCode, moduleId);
      for (const role of m.roles) await grant(tx, need(roles, role), 'module', moduleId);
      for (const [i, b] of (m.buttons ?? []).entries()) {
        const [button] = await tx
          .insert(t.moduleButtons)
          .values({ moduleId, ...b, sortCode: i })
          .onConflictDoUpdate({ target: [t.moduleButtons.moduleId, t.moduleButtons.enCode], set: upsertSet('enCode') })
          .returning({ id: t.moduleButtons.id });
        for (const role of m.roles) await grant(tx, need(roles, role), 'button', button!.id);
      }
      for (const [kind, table, items] of [
        ['column', t.moduleColumns, m.columns],
        ['form', t.moduleForms, m.forms],
      ] as const) {
        for (const [i, c] of (items ?? []).entries()) {
          const [item] = await tx
            .insert(table)
            .values({ moduleId, ...c, sortCode: i })
            .onConflictDoUpdate({ target: [table.moduleId, table.enCode], set: upsertSet('enCode') })
            .returning({ id: table.id });
          for (const role of m.roles) await grant(tx, need(roles, role), kind, item!.id);
        }
      }
      for (const [i, r] of (m.dataRules ?? []).entries()) {
        await tx
          .insert(t.moduleDataRules)
          .values({ moduleId, enCode: r.enCode, fullName: r.fullName, conditions: [...r.conditions], sortCode: i })
          .onConflictDoNothing();
      }
    }

    for (const d of seedDictionaries) {
      // A store seeded before the names were given in each language gets them; names given since stay.
      const [type] = await tx
        .insert(t.dictionaryTypes)
        .values({ enCode: d.enCode, fullName: d.fullName, fullNameI18n: d.fullNameI18n })
        .onConflictDoUpdate({
          target: t.dictionaryTypes.enCode,
          targetWhere: sql`deleted_at is null`,
          set: { fullNameI18n: sql`coalesce(${t.dictionaryTypes.fullNameI18n}, excluded.full_name_i18n)` },
        })
        .returning({ id: t.dictionaryTypes.id });
      let sortCode = 0;
      for (const item of d.items) {
        await tx
          .insert(t.dictionaryData)
          .values({ typeId: type!.id, sortCode: sortCode++, ...item })
          .onConflictDoUpdate({
            target: [t.dictionaryData.typeId, t.dictionaryData.enCode],
            targetWhere: sql`deleted_at is null`,
            set: { fullNameI18n: sql`excluded.full_name_i18n` },
            setWhere: sql`${t.dictionaryData.fullNameI18n} is null and ${t.dictionaryData.fullName} = excluded.full_name`,
          });
      }
    }

    for (const rule of seedBillRules) await tx.insert(t.billRules).values(rule).onConflictDoNothing();
    for (const source of seedDataInterfaces) await tx.insert(t.dataInterfaces).values(source).onConflictDoNothing();
    for (const { interfaceCode, ...template } of seedPrintTemplates) {
      const [source] = await tx.select({ id: t.dataInterfaces.id }).from(t.dataInterfaces).where(eq(t.dataInterfaces.enCode, interfaceCode));
      await tx
        .insert(t.printTemplates)
        .values({ ...template, interfaceId: source?.id ?? null })
        .onConflictDoNothing();
    }
    for (const c of seedSystemConfig) await tx.insert(t.systemConfig).values(c).onConflictDoNothing();
  });
  await seedAreas(db);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const result = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return (result[0]?.n ?? 0) === 0;
}

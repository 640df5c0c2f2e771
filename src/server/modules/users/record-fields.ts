import { isNull, sql } from 'drizzle-orm';
import { userForm, type USER_PERMISSION_COLUMNS } from '../../../shared/contracts/users.ts';
import { ADMIN_MENU } from '../../../shared/domain/admin-menus.ts';
import type { MODULE_RULE_FIELDS } from '../../../shared/domain/data-rules.ts';
import { users } from '../../db/schema/index.ts';
import { formDefaults, recordFields, type RecordField } from '../permission/record-fields.ts';

type FormField = keyof typeof userForm.shape;
export type UserField = (typeof USER_PERMISSION_COLUMNS)[number] | FormField | (typeof MODULE_RULE_FIELDS)[typeof ADMIN_MENU.user][number];

const column = (sqlOf: RecordField['sql'], label: string): RecordField => ({ sql: sqlOf, label, column: true });
const form = (sqlOf: RecordField['sql'], label: string): RecordField => ({ sql: sqlOf, label, form: true });
const both = (sqlOf: RecordField['sql'], label: string): RecordField => ({ sql: sqlOf, label, column: true, form: true });
const memberIds = (table: string, column: string) =>
  sql`(select coalesce(array_agg(m.${sql.identifier(column)}), '{}') from ${sql.identifier(table)} m where m.user_id = ${users.id})`;

/**
 * The Users page's records as permissions see them: the list columns a column permission can hide,
 * the form fields a form permission can leave read-only, the fields a data rule may name.
 */
export const USER_RECORDS = recordFields<UserField>({
  menu: ADMIN_MENU.user,
  records: { table: users, id: users.id, alive: isNull(users.deletedAt) },
  fields: {
    id: { sql: users.id, label: 'admin.noun.user', rule: true },
    account: both(users.account, 'admin.user.account'),
    realName: both(users.realName, 'admin.user.realName'),
    gender: both(users.gender, 'admin.user.gender'),
    mobilePhone: both(users.mobile, 'admin.user.mobilePhone'),
    email: both(users.email, 'admin.user.email'),
    organize: column(sql`(select o.full_name from organizations o where o.id = ${users.organizationId})`, 'admin.common.organization'),
    department: column(sql`(select d.full_name from departments d where d.id = ${users.departmentId})`, 'admin.common.department'),
    description: both(users.description, 'admin.common.description'),
    organizeId: { sql: users.organizationId, label: 'admin.common.organization', form: true, rule: true },
    departmentId: { sql: users.departmentId, label: 'admin.common.department', form: true, rule: true },
    managerId: { sql: users.managerId, label: 'admin.user.manager', form: true, rule: true },
    roleId: form(memberIds('user_roles', 'role_id'), 'admin.user.roles'),
    positionId: form(memberIds('user_positions', 'position_id'), 'admin.user.positions'),
    groupId: form(memberIds('user_group_members', 'group_id'), 'admin.user.groups'),
    enabledMark: form(users.enabled, 'admin.common.status'),
    sortCode: form(users.sortCode, 'admin.common.sortCode'),
    supplierCodes: form(users.supplierCodes, 'admin.user.supplierCodes'),
    plants: form(users.plants, 'admin.user.plants'),
    purchasingGroups: form(users.purchasingGroups, 'admin.user.purchasingGroups'),
    signature: form(users.signature, 'profile.signature'),
  },
});

/** What a new user's form fields hold when left out: a field the viewer may not write must keep it. */
export const NEW_USER_DEFAULTS: Partial<Record<FormField, unknown>> = formDefaults(userForm.shape);

import { newId } from '../../db/schema/columns.ts';
import { z } from 'zod';
import { LANGUAGES } from '../../../shared/constants.ts';
import { MOBILE_PATTERN } from '../../../shared/contracts/profile.ts';
import type { UserImportColumn } from '../../../shared/contracts/user-transfer.ts';
import { GENDERS } from '../../../shared/contracts/users.ts';
import { accountKindOf, type RoleKindMark } from '../../../shared/domain/roles.ts';
import { createTranslator } from '../../../shared/i18n/index.ts';
import type { UserImportProblem, UserImportRow } from '../../db/schema/index.ts';
import type { ReadRow } from './parse.ts';
import type { Lookups, NewUser } from './queries.ts';

/** A row without problems, ready to insert. */
export interface Resolved {
  user: NewUser;
  roleIds: string[];
  positionIds: string[];
  passwordKind: 'generic' | 'po';
}

export interface Checked {
  rows: UserImportRow[];
  /** By row number, the rows without problems. */
  resolved: Map<number, Resolved>;
}

const ACCOUNT = /^[A-Za-z0-9_.-]{2,50}$/;
const EMAIL = z.email().max(120);
const MAX: Partial<Record<UserImportColumn, number>> = { realName: 50, description: 500, mobilePhone: 24 };

/** Gender as its key or its word in any of the three languages; empty is "not given". */
const GENDER_WORDS = new Map<string, (typeof GENDERS)[number]>(
  GENDERS.flatMap((g) => [[g, g] as const, ...LANGUAGES.map((l) => [createTranslator(l).t(`admin.user.genders.${g}`).toLowerCase(), g] as const)]),
);

export const codesOf = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/[,，;；]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** What the lookups must hold for these rows. */
export function wantedBy(rows: readonly ReadRow[]) {
  const lower = (key: UserImportColumn) => [...new Set(rows.map((r) => (r.cells[key] ?? '').toLowerCase()).filter(Boolean))];
  return {
    accounts: lower('account'),
    emails: lower('email'),
    managers: lower('managerAccount'),
    roleCodes: new Set(rows.flatMap((r) => codesOf(r.cells.roleCodes))),
    positionCodes: new Set(rows.flatMap((r) => codesOf(r.cells.positionCodes))),
  };
}

/**
 * Checks every row against the lookups and against the other rows of the file (an account or e-mail
 * twice; a manager in the file whose own row has problems), without a query per row.
 */
export function checkRows(rows: readonly ReadRow[], lookups: Lookups): Checked {
  const firstRowOf = (key: 'account' | 'email') => {
    const first = new Map<string, number>();
    for (const r of rows) {
      const v = (r.cells[key] ?? '').toLowerCase();
      if (v && !first.has(v)) first.set(v, r.row);
    }
    return first;
  };
  const firstAccount = firstRowOf('account');
  const firstEmail = firstRowOf('email');
  const ids = new Map(rows.map((r) => [r.row, newId()]));
  const out: UserImportRow[] = [];
  const resolved = new Map<number, Resolved>();
  /** Rows naming a manager among the file's rows: valid only if that row is. */
  const managedInFile = new Map<number, { row: number; account: string }>();

  for (const r of rows) {
    const c = r.cells;
    const problems: UserImportProblem[] = [];
    const problem = (column: UserImportColumn, key: string, params?: Record<string, string | number>) =>
      problems.push(params ? { column, key, params } : { column, key });
    const text = (key: UserImportColumn) => c[key] ?? '';
    for (const [key, max] of Object.entries(MAX) as [UserImportColumn, number][]) if (text(key).length > max) problem(key, 'tooLong', { max });

    const account = text('account');
    const accountKey = account.toLowerCase();
    if (!account) problem('account', 'required');
    else if (!ACCOUNT.test(account)) problem('account', 'account');
    else if (lookups.takenAccounts.has(accountKey)) problem('account', 'accountTaken', { value: account });
    else if (firstAccount.get(accountKey) !== r.row) problem('account', 'duplicate', { value: account, other: firstAccount.get(accountKey)! });
    if (!text('realName')) problem('realName', 'required');

    const gender = text('gender') === '' ? 'unknown' : GENDER_WORDS.get(text('gender').toLowerCase());
    if (!gender) problem('gender', 'gender', { value: text('gender') });
    const mobile = text('mobilePhone');
    if (mobile && !MOBILE_PATTERN.test(mobile)) problem('mobilePhone', 'mobile', { value: mobile });
    const email = text('email');
    if (email) {
      if (!EMAIL.safeParse(email).success) problem('email', 'email', { value: email });
      else if (lookups.takenEmails.has(email.toLowerCase())) problem('email', 'emailTaken', { value: email });
      else if (firstEmail.get(email.toLowerCase()) !== r.row) problem('email', 'duplicate', { value: email, other: firstEmail.get(email.toLowerCase())! });
    }

    const orgCode = text('organizeCode');
    const organizationId = orgCode ? lookups.organizations.get(orgCode) : undefined;
    if (!orgCode) problem('organizeCode', 'required');
    else if (!organizationId) problem('organizeCode', 'unknownOrganization', { value: orgCode });
    const deptCode = text('departmentCode');
    const dept = deptCode ? lookups.departments.get(deptCode) : undefined;
    if (deptCode && !dept) problem('departmentCode', 'unknownDepartment', { value: deptCode });
    else if (dept && organizationId && dept.organizationId !== organizationId) problem('departmentCode', 'departmentElsewhere', { value: deptCode });

    const positionIds: string[] = [];
    for (const code of codesOf(c.positionCodes)) {
      const id = lookups.positions.get(code);
      if (!id) problem('positionCodes', 'unknownPosition', { value: code });
      else if (lookups.notHeld.has(id)) problem('positionCodes', 'notHeld', { value: code });
      else positionIds.push(id);
    }
    const roles: { id: string; kind: RoleKindMark }[] = [];
    for (const code of codesOf(c.roleCodes)) {
      const role = lookups.roles.get(code);
      if (!role) problem('roleCodes', 'unknownRole', { value: code });
      else if (lookups.notHeld.has(role.id)) problem('roleCodes', 'notHeld', { value: code });
      else roles.push(role);
    }

    const manager = text('managerAccount');
    let managerId: string | null = null;
    if (manager) {
      const key = manager.toLowerCase();
      const inFile = firstAccount.get(key);
      if (key === accountKey) problem('managerAccount', 'managerSelf');
      else if (inFile !== undefined && !lookups.takenAccounts.has(key)) {
        managerId = ids.get(inFile)!;
        managedInFile.set(r.row, { row: inFile, account: manager });
      } else if (lookups.managers.has(key)) managerId = lookups.managers.get(key)!;
      else problem('managerAccount', 'managerUnknown', { value: manager });
    }

    out.push({ row: r.row, cells: c, problems });
    if (problems.length === 0)
      resolved.set(r.row, {
        user: {
          id: ids.get(r.row)!,
          account,
          realName: text('realName'),
          gender: gender ?? 'unknown',
          mobile,
          email,
          organizationId: organizationId!,
          departmentId: dept?.id ?? null,
          managerId,
          positionId: positionIds[0] ?? null,
          description: text('description'),
          passwordHash: '',
          passwordChangeRequired: true,
        },
        roleIds: roles.map((x) => x.id),
        positionIds,
        passwordKind: accountKindOf(roles.map((x) => x.kind)) === 'other' ? 'generic' : 'po',
      });
  }

  // A manager row with problems is not created, so neither can its subordinates be: until nothing changes.
  const byRow = new Map(out.map((r) => [r.row, r]));
  for (let changed = true; changed;) {
    changed = false;
    for (const [row, manager] of managedInFile) {
      if (!resolved.has(row) || resolved.has(manager.row)) continue;
      resolved.delete(row);
      byRow.get(row)!.problems.push({ column: 'managerAccount', key: 'managerRowBad', params: { value: manager.account, other: manager.row } });
      changed = true;
    }
  }
  return { rows: out, resolved };
}

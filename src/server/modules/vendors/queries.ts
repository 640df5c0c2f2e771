import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { VendorAccount } from '../../../shared/contracts/vendor-accounts.ts';
import type { Language } from '../../../shared/constants.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { vendorScope } from '../po/scope.ts';
import type { Viewer } from '../../plugins/access.ts';

/**
 * The supplier codes whose accounts the viewer may see: an administrator's are unlimited (null), a
 * vendor's are its own, a buyer's those of the vendors its plants see (the synced table's rule).
 */
async function codesInScope(db: Db, viewer: Viewer): Promise<readonly string[] | null> {
  if (viewer.isAdministrator) return null;
  if (viewer.roleKind === 'vendor') return viewer.supplierCodes;
  if (viewer.roleKind !== 'buyer') return [];
  const rows = await db
    .select({ code: vendors.supplierCode })
    .from(vendors)
    .where(and(isNull(vendors.deletedAt), vendorScope(viewer, vendors.supplierCode, vendors.plants)));
  return rows.map((r) => r.code);
}

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Accounts linked to the vendors in the viewer's scope, optionally to one supplier code. */
/** The accounts of the vendors in the viewer's scope, their roles named for a reader of `language`. */
export async function vendorAccountsFor(db: Db, viewer: Viewer, language: Language, supplierCode?: string): Promise<VendorAccount[]> {
  const scope = await codesInScope(db, viewer);
  const codes = supplierCode ? (scope === null || scope.includes(supplierCode) ? [supplierCode] : []) : scope;
  if (codes !== null && codes.length === 0) return [];
  const linked = codes === null ? sql`cardinality(u.supplier_codes) > 0` : sql`u.supplier_codes && ${textArray(codes)}`;
  const rows = await queryRows<{
    id: string;
    account: string;
    real_name: string;
    email: string;
    supplier_codes: string[];
    enabled: boolean;
    created_at: Date | string;
    role_name: string | null;
    last_login: Date | string | null;
  }>(
    db,
    sql`
    select u.id, u.account, u.real_name, u.email, u.supplier_codes, u.enabled, u.created_at,
      (select string_agg(coalesce(nullif(r.full_name_i18n ->> ${language}, ''), r.full_name), ',' order by r.sort_code, r.full_name)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as role_name,
      (select max(l.created_at) from login_log l where l.user_id = u.id and l.success) as last_login
    from users u
    where u.deleted_at is null and ${linked}
    order by lower(u.account)`,
  );
  const ms = (value: Date | string) => new Date(value).getTime();
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    realName: r.real_name,
    email: r.email,
    supplierCodes: r.supplier_codes,
    enabled: r.enabled,
    roleName: r.role_name ?? '',
    creatorTime: ms(r.created_at),
    lastLogTime: r.last_login === null ? null : ms(r.last_login),
  }));
}

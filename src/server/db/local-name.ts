import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';

/**
 * A record's name for a reader of `language` in SQL (shared/domain/local-names.ts): its name in that
 * language where one is given, else the name as entered. `names` is the record's `full_name_i18n`.
 */
export function localNameSql(name: AnyColumn | SQL, names: AnyColumn | SQL, language: Language): SQL<string> {
  return sql<string>`coalesce(nullif(${names} ->> ${language}, ''), ${name})`;
}

/** A LIKE `pattern` over a record's code, its name as entered and its name in any language (the names' values, not their keys). */
export function nameOrCodeLike(record: { fullName: AnyColumn; fullNameI18n: AnyColumn; enCode: AnyColumn }, pattern: string): SQL {
  return or(
    ilike(record.fullName, pattern),
    ilike(record.enCode, pattern),
    sql`exists (select 1 from jsonb_each_text(${record.fullNameI18n}) as name where name.value ilike ${pattern})`,
  )!;
}

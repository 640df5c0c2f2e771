import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';

/**
 * A record's name for a reader of `language` in SQL (shared/domain/local-names.ts): its name in that
 * language where one is given, else the name as entered. `names` is the record's `full_name_i18n`.
 */
export function localNameSql(name: AnyColumn | SQL, names: AnyColumn | SQL, language: Language): SQL<string> {
  return sql<string>`coalesce(nullif(${names} ->> ${language}, ''), ${name})`;
}

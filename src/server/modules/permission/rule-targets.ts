import { isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MODULE_RULE_FIELDS } from '../../../shared/domain/data-rules.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The built-in modules whose rows data rules filter: the table, the column each rule field names
 * (MODULE_RULE_FIELDS says which fields there are), the id column and which rows are alive. The
 * lists filter with it (dataRuleFilter) and "can U see record R" checks a record against it.
 */
export interface RuleTarget {
  table: PgTable;
  id: AnyPgColumn;
  fields: Readonly<Record<string, AnyPgColumn>>;
  alive: SQL | undefined;
}

/** The columns a data rule on users may name. */
export const USER_RULE_FIELDS = {
  id: users.id,
  organizeId: users.organizationId,
  departmentId: users.departmentId,
  managerId: users.managerId,
} satisfies Record<(typeof MODULE_RULE_FIELDS)['user'][number], AnyPgColumn>;

export const RULE_TARGETS: Readonly<Record<string, RuleTarget>> = {
  user: { table: users, id: users.id, fields: USER_RULE_FIELDS, alive: isNull(users.deletedAt) },
};

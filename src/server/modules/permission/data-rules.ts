import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isVariable, type DataRuleCondition, type DataRuleVariable } from '../../../shared/domain/data-rules.ts';
import { queryRows, type Db } from '../../db/client.ts';

/** The ids a variable stands for, for this viewer, as a subquery (read at query time). */
function variableSet(variable: DataRuleVariable, userId: string): SQL {
  const own = (column: string) => sql`(select ${sql.identifier(column)} from users where id = ${userId})`;
  switch (variable) {
    case '@currentUser':
      return sql`(select ${userId}::text)`;
    case '@userAndSubordinates':
      return sql`(with recursive sub(id) as (select ${userId}::text union all
        select u.id from users u join sub on u.manager_id = sub.id where u.deleted_at is null) select id from sub)`;
    case '@currentOrganization':
      return own('organization_id');
    case '@organizationAndSub':
      return sql`(with recursive sub(id) as (select organization_id from users where id = ${userId} union all
        select o.id from organizations o join sub on o.parent_id = sub.id) select id from sub)`;
    case '@currentDepartment':
      return own('department_id');
    case '@departmentAndSub':
      return sql`(with recursive sub(id) as (select department_id from users where id = ${userId} union all
        select d.id from departments d join sub on d.parent_id = sub.id) select id from sub)`;
  }
}

/** A field compared with a set of values (a parenthesised list or subquery). */
function compared(column: SQLWrapper, op: DataRuleCondition['op'], set: SQL): SQL {
  return op === '==' ? sql`${column} in ${set}` : sql`(${column} is null or ${column} not in ${set})`;
}

/** Granted rules as one condition: any rule lets a row through when all its conditions hold (none: every row); no rule, no row. */
function anyRule<C>(rules: readonly (readonly C[])[], condition: (c: C) => SQL): SQL {
  if (rules.length === 0) return sql`false`;
  return or(...rules.map((conditions) => (conditions.length === 0 ? sql`true` : and(...conditions.map(condition))!)))!;
}

function conditionSql(condition: DataRuleCondition, fields: Readonly<Record<string, SQLWrapper>>, userId: string): SQL {
  const column = fields[condition.field];
  // A rule about a field the module does not have lets nothing through rather than everything.
  if (!column) return sql`false`;
  return compared(column, condition.op, isVariable(condition.value) ? variableSet(condition.value, userId) : sql`(select ${condition.value}::text)`);
}

/**
 * The rows a user's granted rules of a module let through, as a condition: the union of the rules
 * (each the conjunction of its conditions), no rows when none is granted. `fields` maps the rule
 * fields to SQL (permission/record-fields.ts).
 */
export function rulesSql(rules: readonly { conditions: readonly DataRuleCondition[] }[], fields: Readonly<Record<string, SQLWrapper>>, userId: string): SQL {
  return anyRule(
    rules.map((rule) => rule.conditions),
    (c) => conditionSql(c, fields, userId),
  );
}

/** One rule as a condition on rows: all its conditions hold (none: every row). */
export function ruleSql(conditions: readonly DataRuleCondition[], fields: Readonly<Record<string, SQLWrapper>>, userId: string): SQL {
  return anyRule([conditions], (c) => conditionSql(c, fields, userId));
}

/** A condition whose variable, if any, is read: the values a field is compared with. */
export interface ResolvedCondition {
  field: string;
  op: DataRuleCondition['op'];
  values: readonly string[];
}
/** Granted rules with their variables read (each rule its conditions): see resolveRules. */
export type ResolvedRules = readonly (readonly ResolvedCondition[])[];

/**
 * The rules with each variable read once, for the length of a request: for a module whose rows are
 * also checked one by one after they are read (an action on a row a device sends), so the statement
 * and the check in memory agree, and whose statements are built once per shape with the values bound.
 */
export async function resolveRules(db: Db, rules: readonly { conditions: readonly DataRuleCondition[] }[], userId: string): Promise<ResolvedRules> {
  const sets = new Map<DataRuleVariable, string[]>();
  for (const c of rules.flatMap((r) => r.conditions)) {
    if (!isVariable(c.value) || sets.has(c.value)) continue;
    const rows = await queryRows<{ value: string | null }>(db, sql`select x.value::text as value from ${variableSet(c.value, userId)} as x(value)`);
    sets.set(
      c.value,
      rows.flatMap((r) => (r.value === null ? [] : [r.value])),
    );
  }
  return rules.map((rule) => rule.conditions.map(({ field, op, value }) => ({ field, op, values: isVariable(value) ? (sets.get(value) ?? []) : [value] })));
}

function resolvedConditionSql({ field, op, values }: ResolvedCondition, fields: Readonly<Record<string, SQLWrapper>>): SQL {
  const column = fields[field];
  if (!column) return sql`false`;
  // A variable that reads as no value: nothing is in the empty set (SQL has no empty list).
  if (values.length === 0) return op === '==' ? sql`false` : sql`true`;
  return compared(
    column,
    op,
    sql`(${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`,
  );
}

/** Resolved rules as a condition on rows (rulesSql's meaning, the values bound). */
export function resolvedRulesSql(rules: ResolvedRules, fields: Readonly<Record<string, SQLWrapper>>): SQL {
  return anyRule(rules, (c) => resolvedConditionSql(c, fields));
}

/** Do resolved rules let this record through? The same answer as resolvedRulesSql, for a row already read. */
export function resolvedRulesHold(rules: ResolvedRules, record: Readonly<Record<string, unknown>>): boolean {
  const holds = ({ field, op, values }: ResolvedCondition) => {
    if (!(field in record)) return false;
    const value = record[field];
    const within = (typeof value === 'string' || typeof value === 'number') && values.includes(String(value));
    return op === '==' ? within : !within;
  };
  return rules.some((conditions) => conditions.every(holds));
}

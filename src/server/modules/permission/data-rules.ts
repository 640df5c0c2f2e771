import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isVariable, type DataRuleCondition, type DataRuleVariable } from '../../../shared/domain/data-rules.ts';

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

function conditionSql(condition: DataRuleCondition, fields: Readonly<Record<string, SQLWrapper>>, userId: string): SQL {
  const column = fields[condition.field];
  // A rule about a field the module does not have lets nothing through rather than everything.
  if (!column) return sql`false`;
  const set = isVariable(condition.value) ? variableSet(condition.value, userId) : sql`(select ${condition.value}::text)`;
  return condition.op === '==' ? sql`${column} in ${set}` : sql`(${column} is null or ${column} not in ${set})`;
}

/**
 * The rows a user's granted rules of a module let through, as a condition: the union of the rules
 * (each the conjunction of its conditions), no rows when none is granted. `fields` maps the rule
 * fields to SQL (permission/record-fields.ts).
 */
export function rulesSql(rules: readonly { conditions: readonly DataRuleCondition[] }[], fields: Readonly<Record<string, SQLWrapper>>, userId: string): SQL {
  if (rules.length === 0) return sql`false`;
  return or(...rules.map((rule) => ruleSql(rule.conditions, fields, userId)))!;
}

/** One rule as a condition on rows: all its conditions hold (none: every row). */
export function ruleSql(conditions: readonly DataRuleCondition[], fields: Readonly<Record<string, SQLWrapper>>, userId: string): SQL {
  return conditions.length === 0 ? sql`true` : and(...conditions.map((c) => conditionSql(c, fields, userId)))!;
}

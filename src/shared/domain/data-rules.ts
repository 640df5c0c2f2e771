import { z } from 'zod';

/**
 * Data rules ("resource" permissions, spec 000 §6 "data"): conditions on a module's fields that decide
 * which rows a user sees. A value is either literal text or a variable resolved for the viewer on the
 * server, to a set of ids, at the moment of the query (never cached, so a move in the tree counts at
 * once). A rule's conditions all hold for a row (and); a user's granted rules add up (or).
 */
export const DATA_RULE_VARIABLES = [
  '@currentUser',
  '@userAndSubordinates',
  '@currentOrganization',
  '@organizationAndSub',
  '@currentDepartment',
  '@departmentAndSub',
] as const;
export type DataRuleVariable = (typeof DATA_RULE_VARIABLES)[number];

export const DATA_RULE_OPERATORS = ['==', '!='] as const;
export type DataRuleOperator = (typeof DATA_RULE_OPERATORS)[number];

export const dataRuleCondition = z.strictObject({
  /** A field the module declares as filterable by rules (its queries map it to a column). */
  field: z.string().trim().min(1).max(64),
  op: z.enum(DATA_RULE_OPERATORS),
  value: z.string().trim().min(1).max(200),
});
export type DataRuleCondition = z.infer<typeof dataRuleCondition>;

export function isVariable(value: string): value is DataRuleVariable {
  return (DATA_RULE_VARIABLES as readonly string[]).includes(value);
}

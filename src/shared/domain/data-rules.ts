import { z } from 'zod';
import { ADMIN_MENU } from './admin-menus.ts';
import { PO_LIST_MENU, PO_RULE_FIELDS } from './po/po-menus.ts';

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

/**
 * The fields each built-in module's data rules may name (its queries map them to columns), so the
 * Menu screen can offer them and the server can refuse a rule about a field the module lacks. Modules
 * not listed (the coming generated pages) name their form's fields.
 */
export const MODULE_RULE_FIELDS = {
  [ADMIN_MENU.user]: ['id', 'organizeId', 'departmentId', 'managerId'],
  [ADMIN_MENU.dictionary]: ['id', 'dictionaryTypeId', 'parentId', 'enCode'],
  [PO_LIST_MENU.vendor]: PO_RULE_FIELDS,
  [PO_LIST_MENU.buyer]: PO_RULE_FIELDS,
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The rule fields a module declares, or undefined when it declares none (any field is accepted). */
export function ruleFieldsOf(moduleCode: string): readonly string[] | undefined {
  return (MODULE_RULE_FIELDS as Readonly<Record<string, readonly string[]>>)[moduleCode];
}

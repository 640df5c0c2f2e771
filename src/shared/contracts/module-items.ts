/**
 * A menu's permission items, managed on System → Menu and granted on Authorise:
 * buttons (`/api/system/ModuleButton`), list columns (`ModuleColumn`), form fields (`ModuleForm`) and
 * data rules (`ModuleDataAuthorizeScheme`, conditions on the module's fields). Codes are unique within
 * their menu. Deleting an item withdraws it from everyone it was granted to.
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { dataRuleCondition } from '../domain/data-rules.ts';
import { enCode, entityId, fullName, idParams, sortCode } from './admin-fields.ts';
import { bareQuery, endpoint } from './endpoint.ts';

export const ITEM_KINDS = ['button', 'column', 'form', 'resource'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

const itemRow = z.object({ id: z.string(), moduleId: z.string(), enCode: z.string(), fullName: z.string(), sortCode: z.number().int() });
export type ModuleItemRow = z.infer<typeof itemRow>;
const itemForm = z.strictObject({ moduleId: entityId, enCode, fullName, sortCode });
const moduleParams = z.strictObject({ moduleId: entityId });

/** The list, add, edit and delete calls of one kind of item, at the original's paths under `base`. */
function itemEndpoints<R extends z.ZodType, F extends z.ZodType>(base: string, row: R, form: F) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${base}/:moduleId/List`,
      access: 'unlocked',
      permission: menuGate(ADMIN_MENU.menu),
      query: bareQuery,
      params: moduleParams,
      data: z.object({ list: z.array(row) }),
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      access: 'unlocked',
      permission: menuGate(ADMIN_MENU.menu, BUTTON.add),
      successMsg: 'admin.created',
      body: form,
      data: z.object({ id: z.string() }),
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/:id`,
      access: 'unlocked',
      permission: menuGate(ADMIN_MENU.menu, BUTTON.edit),
      successMsg: 'admin.updated',
      params: idParams,
      body: form,
      data: z.null(),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'unlocked',
      permission: menuGate(ADMIN_MENU.menu, BUTTON.remove),
      successMsg: 'admin.deleted',
      params: idParams,
      data: z.null(),
    }),
  };
}

export const moduleButtons = itemEndpoints('/api/system/ModuleButton', itemRow, itemForm);
export const moduleColumns = itemEndpoints('/api/system/ModuleColumn', itemRow, itemForm);
export const moduleForms = itemEndpoints('/api/system/ModuleForm', itemRow, itemForm);

const conditions = z.array(dataRuleCondition).max(20).default([]);
export const dataRuleRow = itemRow.extend({ conditions: z.array(dataRuleCondition) });
export type DataRuleRow = z.infer<typeof dataRuleRow>;
/** No conditions: "all records". The fields a condition names must be ones the module declares (MODULE_RULE_FIELDS), where it declares any. */
export const dataRuleForm = itemForm.extend({ conditions });
export const moduleDataRules = itemEndpoints('/api/system/ModuleDataAuthorizeScheme', dataRuleRow, dataRuleForm);

export const ITEM_ENDPOINTS = { button: moduleButtons, column: moduleColumns, form: moduleForms } as const;

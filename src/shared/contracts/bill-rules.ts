/**
 * Bill-number rules (spec 001 §7 "Bill rule"). The administration calls are gated by System → Bill
 * Rules; the select of a form's bill-number field (Selector) and drawing a number (BillNumber/{code})
 * are for internal users, as forms are. Spec-silent decisions: the sequence restarts per day, month,
 * year or never (`resetCycle`), and the date part must show that period; a number is drawn when asked
 * for, so one not used later leaves a gap in the documents but never a repeat.
 */
import { z } from 'zod';
import { INTERNAL_USERS, menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { DATE_FORMATS, RESET_CYCLES } from '../domain/bill-numbers.ts';
import { enCode, idParams, recordBase, recordForm } from './admin-fields.ts';
import { bareQuery, endpoint, listQuery, pageOf } from './endpoint.ts';

const definition = {
  prefix: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9_.\-/#]*$/)
    .default(''),
  dateFormat: z.enum(DATE_FORMATS).default(''),
  digit: z.coerce.number().int().min(1).max(9).default(4),
  startNumber: z.coerce.number().int().min(0).max(99_999_999).default(1),
  resetCycle: z.enum(RESET_CYCLES).default('never'),
};

export const billRuleRow = z.object({
  ...recordBase,
  prefix: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  digit: z.number().int(),
  startNumber: z.number().int(),
  resetCycle: z.enum(RESET_CYCLES),
  /** What the next number looks like today. */
  example: z.string(),
  /** The last number drawn in the current period ('' when none yet). */
  outputNumber: z.string(),
});
export type BillRuleRow = z.infer<typeof billRuleRow>;

export const listBillRules = endpoint({
  method: 'GET',
  path: '/api/system/BillRule',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.billRule),
  query: listQuery(['sortCode', 'fullName', 'enCode', 'creatorTime'], { sidx: 'sortCode', sort: 'asc' }),
  data: pageOf(billRuleRow),
});

export const billRuleSelector = endpoint({
  method: 'GET',
  path: '/api/system/BillRule/Selector',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: z.object({ list: z.array(z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), example: z.string() })) }),
});

export const billRuleForm = z.strictObject({ ...recordForm, ...definition });

export const createBillRule = endpoint({
  method: 'POST',
  path: '/api/system/BillRule',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.billRule, BUTTON.add),
  successMsg: 'admin.created',
  body: billRuleForm,
  data: z.object({ id: z.string() }),
});

/** A changed format applies to numbers drawn from now on; the period's counter goes on where it was. */
export const updateBillRule = endpoint({
  method: 'PUT',
  path: '/api/system/BillRule/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.billRule, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: billRuleForm,
  data: z.null(),
});

export const getBillRule = endpoint({
  method: 'GET',
  path: '/api/system/BillRule/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.billRule),
  query: bareQuery,
  params: idParams,
  data: billRuleRow,
});

export const deleteBillRule = endpoint({
  method: 'DELETE',
  path: '/api/system/BillRule/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.billRule, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

export const toggleBillRuleState = endpoint({
  method: 'PUT',
  path: '/api/system/BillRule/:id/Actions/State',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.billRule, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  data: z.object({ enabledMark: z.union([z.literal(0), z.literal(1)]) }),
});

/** The next number of an enabled rule, unique to this caller (409 when the rule is disabled). */
export const drawBillNumber = endpoint({
  method: 'GET',
  path: '/api/system/BillRule/BillNumber/:code',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  params: z.strictObject({ code: enCode }),
  data: z.string(),
});

/** The rule's definition (no counters), to create it elsewhere. */
export const exportBillRule = endpoint({
  method: 'GET',
  path: '/api/system/BillRule/:id/Action/Export',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.billRule, BUTTON.export),
  query: bareQuery,
  params: idParams,
  data: billRuleForm,
});

import type { z } from 'zod';
import type { dataRuleForm, ItemKind } from '../../../shared/contracts/module-items.ts';
import { isVariable, ruleFieldsOf } from '../../../shared/domain/data-rules.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { found, uniqueCode } from '../permission/records.ts';
import * as iq from './item-queries.ts';
import * as q from './queries.ts';

type PlainKind = Exclude<ItemKind, 'resource'>;
type ItemForm = iq.ItemValues;
type RuleForm = z.infer<typeof dataRuleForm>;

async function menuOf(db: Db, t: TranslateFn, moduleId: string): Promise<q.MenuRecord> {
  const menu = await q.menuById(db, moduleId);
  if (!menu) throw fieldError('moduleId', 'admin.refusal.notFound', { what: t('admin.noun.menu') });
  return menu;
}

/** The list of a menu's items of one kind; a menu that is gone is a 404. */
export async function itemList(db: Db, t: TranslateFn, kind: PlainKind, moduleId: string) {
  found(await q.menuById(db, moduleId), t, 'menu');
  return { list: await iq.itemsOf(db, kind, moduleId) };
}

export async function createItem(db: Db, t: TranslateFn, kind: PlainKind, body: ItemForm): Promise<string> {
  await menuOf(db, t, body.moduleId);
  return uniqueCode(t, 'item', body.enCode, () => iq.insertItem(db, kind, body));
}

/** An item stays with its menu: it was granted as that menu's, so a move would grant it elsewhere unasked. */
function sameMenu(existing: iq.ItemValues, body: { moduleId: string }): void {
  if (existing.moduleId !== body.moduleId) throw fieldError('moduleId', 'admin.refusal.itemStays');
}

export async function updateItem(db: Db, t: TranslateFn, kind: PlainKind, id: string, body: ItemForm): Promise<void> {
  sameMenu(found(await iq.itemById(db, kind, id), t, 'item'), body);
  await uniqueCode(t, 'item', body.enCode, () => iq.updateItemRow(db, kind, id, { enCode: body.enCode, fullName: body.fullName, sortCode: body.sortCode }));
}

export async function deleteItem(db: Db, t: TranslateFn, kind: PlainKind, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    found(await iq.itemById(tx, kind, id), t, 'item');
    await iq.deleteItemRow(tx, kind, id);
  });
}

export async function dataRuleList(db: Db, t: TranslateFn, moduleId: string) {
  found(await q.menuById(db, moduleId), t, 'menu');
  return { list: await iq.dataRulesOf(db, moduleId) };
}

/**
 * A condition names a field the module declares (where it declares any) and compares it with a
 * variable or literal text; an unknown `@variable` is a typo, not text to compare with.
 */
function checkConditions(menu: q.MenuRecord, body: RuleForm): void {
  const fields = ruleFieldsOf(menu.enCode);
  body.conditions.forEach((condition, index) => {
    if (fields && !fields.includes(condition.field)) {
      throw fieldError(`conditions.${index}.field`, 'admin.refusal.unknownRuleField', { field: condition.field, fields: fields.join(', ') });
    }
    if (condition.value.startsWith('@') && !isVariable(condition.value)) {
      throw fieldError(`conditions.${index}.value`, 'admin.refusal.unknownVariable', { value: condition.value });
    }
  });
}

export async function createDataRule(db: Db, t: TranslateFn, body: RuleForm): Promise<string> {
  checkConditions(await menuOf(db, t, body.moduleId), body);
  return uniqueCode(t, 'item', body.enCode, () => iq.insertDataRule(db, body));
}

export async function updateDataRule(db: Db, t: TranslateFn, id: string, body: RuleForm): Promise<void> {
  sameMenu(found(await iq.dataRuleById(db, id), t, 'item'), body);
  checkConditions(await menuOf(db, t, body.moduleId), body);
  const { moduleId: _menu, ...values } = body;
  await uniqueCode(t, 'item', body.enCode, () => iq.updateDataRuleRow(db, id, values));
}

export async function deleteDataRule(db: Db, t: TranslateFn, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    found(await iq.dataRuleById(tx, id), t, 'item');
    await iq.deleteItemRow(tx, 'resource', id);
  });
}

import type { z } from 'zod';
import type { billRuleForm, BillRuleRow, listBillRules } from '../../../shared/contracts/bill-rules.ts';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import { billNumber, periodOf, resetShowsInDate, type DateFormat, type ResetCycle } from '../../../shared/domain/bill-numbers.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { found, markOf, uniqueCode } from '../permission/records.ts';
import * as q from './queries.ts';

type RuleForm = z.infer<typeof billRuleForm>;

// The columns hold what the contract allowed in; read back as the domain's types.
const formatOf = (r: q.RuleRecord) => ({ prefix: r.prefix, dateFormat: r.dateFormat as DateFormat, digit: r.digit });
const cycleOf = (r: q.RuleRecord) => r.resetCycle as ResetCycle;

function wire(r: q.RuleRecord, ymd: string, last: number | undefined): BillRuleRow {
  return {
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    enabledMark: markOf(r.enabled),
    description: r.description,
    sortCode: r.sortCode,
    creatorTime: r.createdAt.getTime(),
    prefix: r.prefix,
    dateFormat: r.dateFormat as DateFormat,
    digit: r.digit,
    startNumber: r.startNumber,
    resetCycle: cycleOf(r),
    example: billNumber(formatOf(r), ymd, last === undefined ? r.startNumber : last + 1),
    outputNumber: last === undefined ? '' : billNumber(formatOf(r), ymd, last),
  };
}

async function withCounters(db: Db, timeZone: string, rules: readonly q.RuleRecord[]): Promise<BillRuleRow[]> {
  const ymd = await q.todayIn(db, timeZone);
  const last = await q.lastNumbers(
    db,
    rules.map((r) => ({ ruleId: r.id, period: periodOf(cycleOf(r), ymd) })),
  );
  return rules.map((r) => wire(r, ymd, last.get(r.id)));
}

export async function ruleList(db: Db, timeZone: string, query: QueryOf<typeof listBillRules>) {
  const page = await q.rulePage(db, query);
  return { ...page, list: await withCounters(db, timeZone, page.list) };
}

export async function ruleChoices(db: Db, timeZone: string) {
  const rows = await withCounters(db, timeZone, await q.enabledRules(db));
  return { list: rows.map(({ id, fullName, enCode, example }) => ({ id, fullName, enCode, example })) };
}

export async function ruleInfo(db: Db, t: TranslateFn, timeZone: string, id: string): Promise<BillRuleRow> {
  const [row] = await withCounters(db, timeZone, [found(await q.ruleById(db, id), t, 'billRule')]);
  return row!;
}

function values(body: RuleForm): q.RuleValues {
  if (!resetShowsInDate(body.resetCycle, body.dateFormat)) throw fieldError('resetCycle', 'admin.billRule.resetHidden');
  return {
    enCode: body.enCode,
    fullName: body.fullName,
    prefix: body.prefix,
    dateFormat: body.dateFormat,
    digit: body.digit,
    startNumber: body.startNumber,
    resetCycle: body.resetCycle,
    description: body.description,
    sortCode: body.sortCode,
    enabled: body.enabledMark === 1,
  };
}

export const createRule = (db: Db, t: TranslateFn, body: RuleForm) => uniqueCode(t, 'billRule', body.enCode, () => q.insertRule(db, values(body)));

export async function updateRule(db: Db, t: TranslateFn, id: string, body: RuleForm): Promise<void> {
  found(await q.ruleById(db, id), t, 'billRule');
  await uniqueCode(t, 'billRule', body.enCode, () => q.updateRuleRow(db, id, values(body)));
}

export async function deleteRule(db: Db, t: TranslateFn, id: string): Promise<void> {
  found(await q.ruleById(db, id), t, 'billRule');
  await q.deleteRuleRow(db, id);
}

export async function toggleRule(db: Db, t: TranslateFn, id: string): Promise<{ enabledMark: 0 | 1 }> {
  const rule = found(await q.ruleById(db, id), t, 'billRule');
  await q.updateRuleRow(db, id, { enabled: !rule.enabled });
  return { enabledMark: markOf(!rule.enabled) };
}

/** The next number of an enabled rule; 404 for an unknown code, 409 for a disabled rule. */
export async function nextNumber(db: Db, t: TranslateFn, timeZone: string, code: string): Promise<string> {
  const drawn = await q.drawNumber(db, code, timeZone);
  if (drawn) return billNumber({ prefix: drawn.prefix, dateFormat: drawn.dateFormat as DateFormat, digit: drawn.digit }, drawn.ymd, drawn.number);
  const rule = found(await q.ruleByCode(db, code), t, 'billRule');
  throw new AppError(409, 'admin.billRule.disabled', { name: rule.fullName });
}

/** The rule's definition as the form takes it: its row without the id, the time and today's numbers. */
export async function exportRule(db: Db, t: TranslateFn, id: string): Promise<RuleForm> {
  const { id: _id, creatorTime: _at, example: _next, outputNumber: _last, ...definition } = wire(found(await q.ruleById(db, id), t, 'billRule'), '', undefined);
  return definition;
}

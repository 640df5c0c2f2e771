import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { billRules, billRuleSequences } from '../../db/schema/index.ts';

export type RuleRecord = typeof billRules.$inferSelect;
export type RuleValues = Omit<RuleRecord, 'id' | 'createdAt'>;

const SORTS = { sortCode: billRules.sortCode, fullName: billRules.fullName, enCode: billRules.enCode, creatorTime: billRules.createdAt };

export function rulePage(db: Db, q: PageRequest & { keyword?: string | undefined; sidx: keyof typeof SORTS; sort: 'asc' | 'desc' }) {
  const where = q.keyword ? or(ilike(billRules.fullName, likePattern(q.keyword)), ilike(billRules.enCode, likePattern(q.keyword))) : undefined;
  return paged(
    q,
    (limit, offset) =>
      db
        .select()
        .from(billRules)
        .where(where)
        .orderBy(...sortedBy(SORTS, q, desc(billRules.id)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, billRules, where),
  );
}

export function enabledRules(db: Db): Promise<RuleRecord[]> {
  return db.select().from(billRules).where(eq(billRules.enabled, true)).orderBy(billRules.sortCode, billRules.fullName);
}

export async function ruleById(db: Db, id: string): Promise<RuleRecord | undefined> {
  const [row] = await db.select().from(billRules).where(eq(billRules.id, id));
  return row;
}

export async function ruleByCode(db: Db, code: string): Promise<RuleRecord | undefined> {
  const [row] = await db.select().from(billRules).where(eq(billRules.enCode, code));
  return row;
}

export async function insertRule(db: Db, values: RuleValues): Promise<string> {
  const [row] = await db.insert(billRules).values(values).returning({ id: billRules.id });
  return row!.id;
}

export async function updateRuleRow(db: Db, id: string, values: Partial<RuleValues>): Promise<void> {
  await db.update(billRules).set(values).where(eq(billRules.id, id));
}

export async function deleteRuleRow(db: Db, id: string): Promise<void> {
  await db.delete(billRules).where(eq(billRules.id, id));
}

/** Today as YYYYMMDD by the database's clock in `timeZone`: one clock for every server instance. */
export async function todayIn(db: Db, timeZone: string): Promise<string> {
  const [row] = await queryRows<{ ymd: string }>(db, sql`select to_char(now() at time zone ${timeZone}, 'YYYYMMDD') as ymd`);
  return row!.ymd;
}

/**
 * Draws the next number of the enabled rule `code` in one statement: the rule, the date and period
 * from the database's clock, and the counter raised under its row's lock (a new period starts at the
 * rule's start number). Concurrent callers, on one server or several, queue on that row and each
 * leaves with its own number. Nothing when no enabled rule has the code.
 */
export async function drawNumber(db: Db, code: string, timeZone: string) {
  const [row] = await queryRows<{ number: number; ymd: string; prefix: string; dateFormat: string; digit: number }>(
    db,
    sql`with today as (select to_char(now() at time zone ${timeZone}, 'YYYYMMDD') as ymd),
        rule as (select id, prefix, date_format, digit, start_number, reset_cycle from bill_rules where en_code = ${code} and enabled)
        insert into bill_rule_sequences (rule_id, period, last_number)
        select rule.id, case rule.reset_cycle when 'day' then ymd when 'month' then left(ymd, 6) when 'year' then left(ymd, 4) else '' end, rule.start_number
        from rule, today
        on conflict (rule_id, period) do update set last_number = bill_rule_sequences.last_number + 1, updated_at = now()
        returning last_number as number, (select ymd from today) as ymd, (select prefix from rule) as prefix,
          (select date_format from rule) as "dateFormat", (select digit from rule) as digit`,
  );
  return row;
}

/** The last number drawn per rule in the period given (its counter row), for the list. */
export async function lastNumbers(db: Db, periods: readonly { ruleId: string; period: string }[]): Promise<Map<string, number>> {
  if (periods.length === 0) return new Map();
  const rows = await db
    .select({ ruleId: billRuleSequences.ruleId, lastNumber: billRuleSequences.lastNumber })
    .from(billRuleSequences)
    .where(or(...periods.map((p) => and(eq(billRuleSequences.ruleId, p.ruleId), eq(billRuleSequences.period, p.period)))));
  return new Map(rows.map((r) => [r.ruleId, r.lastNumber]));
}

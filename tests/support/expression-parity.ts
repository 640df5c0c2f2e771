/**
 * Random form expressions and their results written as text, the same code in Node and in the page:
 * the parity test compares the two (src/shared/domain/expressions).
 */
import { compileExpression, type ExpressionScope } from '../../src/shared/domain/expressions/evaluate.ts';

export interface ExpressionCase {
  source: string;
  scope: ExpressionScope;
}

/** A result as text: the kind and value, or the refusal; warnings counted. */
export function runCases(cases: readonly ExpressionCase[]): string[] {
  return cases.map(({ source, scope }) => {
    try {
      const { value, warnings } = compileExpression(source).evaluate(scope);
      const shown = value === null ? 'null' : typeof value === 'object' ? `n:${value.toString()}` : `${typeof value}:${String(value)}`;
      return `${shown} w${warnings.length}`;
    } catch (error) {
      return `refused: ${error instanceof Error ? error.message : String(error)}`;
    }
  });
}

/** `count` expressions from a seed: arithmetic, comparisons, logic, IF, rounding, columns, text and dates. */
export function randomCases(count: number, seed: number): ExpressionCase[] {
  // mulberry32: consecutive draws independent enough that every kind of case comes up in proportion.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const number = () => pick(['0', '1', '2.5', '3', '10', '0.1', '0.2', '100.005', '7', '1e3', (random() * 2000 - 1000).toFixed(Math.floor(random() * 4))]);
  const data = {
    qty: 3,
    price: 19.99,
    rate: 0.075,
    note: '急件 urgent',
    code: 'M8',
    blank: '',
    flag: true,
    due: Date.UTC(2026, 11, 25),
    items: [
      { amount: 10.1, qty: 2 },
      { amount: '20.20', qty: 1 },
      { amount: '', qty: 4 },
      { amount: 'n/a', qty: 0 },
    ],
  };
  const numeric = (depth: number): string => {
    if (depth === 0) return pick([number(), number(), 'qty', 'price', 'rate', 'items.amount', 'items.qty', 'missing', 'blank']);
    const a = numeric(depth - 1);
    const b = numeric(depth - 1);
    return pick([
      `${a} + ${b}`,
      `${a} - ${b}`,
      `${a} * ${b}`,
      `${a} / ${b}`,
      `(${a} + ${b}) * ${b}`,
      `${a} % ${b}`,
      `-${a}`,
      `ROUND(${a}, ${pick(['0', '1', '2', '3'])})`,
      `SUM(${a}, items.amount)`,
      `AVG(items.qty, ${a})`,
      `MAX(${a}, ${b})`,
      `MIN(${a}, ${b})`,
      `ABS(${a})`,
      `INT(${a})`,
      `MOD(${a}, ${b})`,
      `IF(${condition(depth - 1)}, ${a}, ${b})`,
      `LEN(${text(depth - 1)})`,
      `COUNT(items.amount)`,
      `YEAR(due) + MONTH(due) + DAY(TODAY())`,
      `DAYS(due, NOW())`,
    ]);
  };
  const condition = (depth: number): string =>
    pick([
      `${numeric(depth)} > ${numeric(depth)}`,
      `${numeric(depth)} = ${numeric(depth)}`,
      `${numeric(depth)} <> 0`,
      `${text(depth)} = "M8"`,
      `flag && ${numeric(depth)} >= 1`,
      `!ISBLANK(note) || qty < 2`,
      `AND(qty, OR(blank, rate))`,
      `NOT(${numeric(depth)})`,
    ]);
  const text = (depth: number): string =>
    pick([
      'note',
      'code',
      'blank',
      '"采购"',
      `LEFT(note, ${pick(['1', '2', '3'])})`,
      `UPPER(RIGHT(note, 6))`,
      `MID(note, 2, 3)`,
      `TRIM(" a b ")`,
      `code & "-" & ${depth > 0 ? numeric(depth - 1) : 'qty'}`,
      `CONCAT(code, TEXT(${depth > 0 ? numeric(depth - 1) : 'price'}))`,
    ]);
  const cases: ExpressionCase[] = [];
  for (let i = 0; i < count; i++) {
    const kind = random();
    const source = kind < 0.6 ? numeric(3) : kind < 0.8 ? condition(2) : kind < 0.97 ? text(2) : pick(['qty +', 'FOO(1)', 'ROUND()', 'items[0]', 'a | b']);
    const row = random() < 0.3 ? { table: 'items', index: Math.floor(random() * 4) } : undefined;
    cases.push({ source, scope: { data, now: Date.UTC(2026, 10, 29, 7, 30), ...(row ? { row } : {}) } });
  }
  return cases;
}

import { describe, expect, it } from 'vitest';
import { calculate, calculateSource, compileCalculation } from '../../src/shared/domain/expressions/calculate.ts';
import { compileExpression, type ExpressionScope } from '../../src/shared/domain/expressions/evaluate.ts';
import { ExpressionError } from '../../src/shared/domain/expressions/parse.ts';
import { Num } from '../../src/shared/domain/expressions/values.ts';

const NOW = new Date(2026, 10, 29, 15, 30).getTime();
const result = (expression: string | readonly string[], scope: Omit<ExpressionScope, 'now'>) =>
  calculate(compileCalculation(expression), { ...scope, now: NOW });
const valueOf = (source: string, data: Record<string, unknown> = {}) => {
  const { value } = compileExpression(source).evaluate({ data, now: NOW });
  return value instanceof Num ? value.toString() : value;
};

const order = {
  qty: 3,
  price: 2.5,
  items: [
    { amount: 10.1, qty: 2 },
    { amount: 20.2, qty: 1 },
    { amount: '', qty: 4 },
  ],
};

describe('calculate (spec 001 §5)', () => {
  it('reads each operand from the form data, a missing one counting as 0', () => {
    expect(result('qty * price + shipping', { data: order }).text).toBe('7.50');
    expect(result(['qty', '+', 'discount'], { data: order }).text).toBe('3.00');
  });

  it('reads a dotted name as the row’s value inside a row and the column’s sum outside', () => {
    expect(result(['items.amount', '*', 'items.qty'], { data: order, row: { table: 'items', index: 1 } }).text).toBe('20.20');
    expect(result(['items.amount', '+', 'qty'], { data: order }).text).toBe('33.30');
    expect(result(['items.qty', '*', '2'], { data: order }).text).toBe('14.00');
  });

  it('rounds the result to 2 decimals, half up, in decimal arithmetic', () => {
    expect(result('10 / 3', { data: {} }).text).toBe('3.33');
    expect(result('2 / 3', { data: {} }).text).toBe('0.67');
    expect(result('1.005 * 1', { data: {} }).text).toBe('1.01');
    expect(result('0.1 + 0.2', { data: {} }).text).toBe('0.30');
  });

  it('gives 0 for NaN, division by zero included, and says so', () => {
    expect(result('0 / 0', { data: {} })).toEqual({ text: '0.00', warnings: ['division by zero; counted as 0'] });
    expect(result(['qty', '÷', 'none'], { data: order }).text).toBe('0.00');
  });

  it('counts a bad operand as 0 with a warning', () => {
    expect(result(['qty', '+', 'note'], { data: { qty: 2, note: 'urgent' } })).toEqual({ text: '2.00', warnings: ['"urgent" is not a number; counted as 0'] });
  });

  it('puts × and ÷ above + and −', () => {
    expect(calculateSource(['a', '+', 'b', '×', 'c', '−', 'd', '÷', 'e'])).toBe('a + b * c - d / e');
    expect(result(['a', '+', 'b', '×', 'c', '-', 'd', '÷', 'e'], { data: { a: 1, b: 2, c: 3, d: 8, e: 4 } }).text).toBe('5.00');
  });

  it('refuses an expression whose operands and operators do not alternate, naming the part', () => {
    expect(() => calculateSource(['a', '+'])).toThrow('operands and operators must alternate');
    expect(() => calculateSource(['a', 'b', 'c'])).toThrow('"b" is no operator');
    expect(() => calculateSource(['a', '+', '('])).toThrow('"(" is no field or number');
    expect(() => calculateSource(['a', '+', 'b'])).not.toThrow();
  });
});

describe('expressions', () => {
  it('reports which fields an expression reads, so a form recomputes only what depends on a change', () => {
    expect(compileExpression('IF(total > 1000, SUM(items.amount) * rate, 0) & note').reads).toEqual(['total', 'items.amount', 'rate', 'note']);
    expect(compileExpression('ROUND(3.14159, 2)').reads).toEqual([]);
  });

  it('compares, joins text and decides as a spreadsheet does', () => {
    expect(valueOf('0.1 + 0.2 = 0.3')).toBe(true);
    expect(valueOf('a <> b', { a: 'x', b: 'x' })).toBe(false);
    expect(valueOf('name & " (" & code & ")"', { name: '螺栓', code: 'M8' })).toBe('螺栓 (M8)');
    expect(valueOf('IF(qty >= 3 && price < 3, "bulk", "single")', order)).toBe('bulk');
    expect(valueOf('IF(missing > 0, 1)')).toBe(null);
    expect(valueOf('qty > 2 ? "many" : "few"', order)).toBe('many');
    expect(valueOf('AND(qty, NOT(none), OR(0, "x"))', order)).toBe(true);
    expect(valueOf('ISBLANK(none) && !ISBLANK(qty)', order)).toBe(true);
  });

  it('runs the numeric functions, over sub-table columns too', () => {
    expect(valueOf('ROUND(2.345, 2)')).toBe('2.35');
    expect(valueOf('ROUND(-2.5)')).toBe('-3');
    expect(valueOf('SUM(items.amount, qty)', order)).toBe('33.3');
    expect(valueOf('AVG(items.amount)', order)).toBe('15.15');
    expect(valueOf('COUNT(items.amount)', order)).toBe('2');
    expect(valueOf('MAX(items.qty) - MIN(items.qty)', order)).toBe('3');
    expect(valueOf('MOD(-3, 2) + ABS(-1) + INT(2.7)', order)).toBe('4');
  });

  it('runs the text functions by character, Chinese included', () => {
    expect(valueOf('LEFT(s, 2) & MID(s, 3, 2) & RIGHT(s)', { s: '采购订单明细' })).toBe('采购订单细');
    expect(valueOf('LEN(s)', { s: '采购订单' })).toBe('4');
    expect(valueOf('UPPER(TRIM(s))', { s: ' po ' })).toBe('PO');
    expect(valueOf('CONCAT(TEXT(1.50), "/", 2)')).toBe('1.5/2');
  });

  it('runs the date functions on epoch milliseconds, with the time it is passed in', () => {
    expect(valueOf('YEAR(DATE(2026, 11, 29)) & "-" & MONTH(TODAY()) & "-" & DAY(NOW())')).toBe('2026-11-29');
    expect(valueOf('DAYS(DATE(2026, 12, 25), TODAY())')).toBe('26');
    expect(valueOf('NOW() - TODAY()')).toBe(String((15 * 60 + 30) * 60 * 1000));
    expect(valueOf('DAYS(due, "2026-11-01")', { due: new Date(2026, 10, 11, 9).getTime() })).toBe('10');
    expect(valueOf('YEAR(none)')).toBe(null);
  });

  it('refuses what it does not know, with what is wrong', () => {
    const refusal = (source: string) => {
      try {
        compileExpression(source);
        return null;
      } catch (error) {
        return error instanceof ExpressionError ? error.message : 'not an ExpressionError';
      }
    };
    expect(refusal('EVAL("1")')).toBe('unknown function EVAL');
    expect(refusal('ROUND(1, 2, 3)')).toBe('ROUND takes 1 to 2 arguments, not 3');
    expect(refusal('TODAY(1)')).toBe('TODAY takes 0 arguments, not 1');
    expect(refusal('items[0]')).toBe('a field is a name, or a sub-table and its column: table.column');
    expect(refusal('a.b.c')).toBe('a field is a name, or a sub-table and its column: table.column');
    expect(refusal('[1, 2]')).toBe('unsupported expression (ArrayExpression)');
    expect(refusal('this')).toBe('unsupported expression (ThisExpression)');
    expect(refusal('a | b')).toMatch(/^Unexpected/);
    expect(refusal('a; b')).toBe('one expression only');
    expect(refusal('  ')).toBe('the expression is empty');
    expect(refusal('(a + ')).toMatch(/Expected expression/);
  });
});

/** Exact fractions, the reference the decimal evaluator must agree with. */
interface Fraction {
  n: bigint;
  d: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const fraction = (n: bigint, d: bigint): Fraction => {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
};

describe('expressions against exact fractions', () => {
  it('agrees on 2,000 random expressions of + − × ÷ over decimals, precedence and parentheses included', () => {
    let seed = 20261129;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    interface Built {
      text: string;
      value: Fraction | null;
      /** 3 for an operand, 2 for × ÷, 1 for + −: parentheses only where precedence needs them. */
      precedence: number;
    }
    const operand = (): Built => {
      const cents = BigInt(Math.floor(random() * 200001) - 100000);
      const text = (Number(cents) / 100).toFixed(2);
      return { text: cents < 0n ? `(${text})` : text, value: fraction(cents, 100n), precedence: 3 };
    };
    const build = (depth: number): Built => {
      if (depth === 0 || random() < 0.3) return operand();
      const left = build(depth - 1);
      const right = build(depth - 1);
      const op = ['+', '-', '*', '/'][Math.floor(random() * 4)]!;
      const precedence = op === '+' || op === '-' ? 1 : 2;
      // Left to right: the right side needs parentheses at the same precedence too (a - (b - c)).
      const text = `${left.precedence < precedence ? `(${left.text})` : left.text} ${op} ${right.precedence <= precedence ? `(${right.text})` : right.text}`;
      if (!left.value || !right.value) return { text, value: null, precedence };
      const [a, b] = [left.value, right.value];
      if (op === '+') return { text, value: fraction(a.n * b.d + b.n * a.d, a.d * b.d), precedence };
      if (op === '-') return { text, value: fraction(a.n * b.d - b.n * a.d, a.d * b.d), precedence };
      if (op === '*') return { text, value: fraction(a.n * b.n, a.d * b.d), precedence };
      return { text, value: b.n === 0n ? null : fraction(a.n * b.d, a.d * b.n), precedence };
    };
    for (let i = 0; i < 2000; i++) {
      const { text, value } = build(4);
      const got = compileExpression(text).evaluate({ data: {}, now: NOW }).value as InstanceType<typeof Num>;
      // A division by zero anywhere makes the whole NaN, and NaN is 0 (spec 001).
      if (value === null) {
        expect(got.isZero(), text).toBe(true);
        continue;
      }
      const exact = new Num(value.n.toString()).div(value.d.toString());
      // 40 significant digits: a third carried through products differs from the fraction far below a cent.
      const tolerance = Num.max(1, exact.abs()).times('1e-30');
      expect(got.minus(exact).abs().lte(tolerance), `${text} = ${got.toString()}, exactly ${exact.toString()}`).toBe(true);
    }
  });
});

import { Decimal } from 'decimal.js';

/**
 * Numbers are decimals (0.1 + 0.2 is 0.3, as a person expects of a form), rounded half up as money
 * is, with room enough that no form's figure loses a digit.
 */
export const Num = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Num = InstanceType<typeof Num>;

/** What an expression yields: a number, text, a truth value, or nothing. */
export type ExpressionValue = Num | string | boolean | null;

/**
 * A sub-table's column read outside a row (`items.amount` in the main form): every row's value. Where
 * a number is wanted it is their sum (spec 001); SUM, AVG and COUNT read the rows one by one.
 */
export class Column {
  constructor(readonly values: readonly ExpressionValue[]) {}
}

export type Operand = ExpressionValue | Column;

/** Collects what an evaluation had to overlook (spec 001: a bad operand is reported and counts as 0). */
export type Warn = (message: string) => void;

/** A form value as an expression sees it: numbers become decimals; lists, objects and undefined are nothing. */
export function fromData(value: unknown): ExpressionValue {
  if (typeof value === 'number') return Number.isFinite(value) ? new Num(value) : null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return null;
}

/** The number in an operand: a missing value is 0, and so is text that is no number (with a warning). */
export function toNum(value: Operand, warn: Warn): Num {
  if (value instanceof Column) return value.values.reduce<Num>((sum, v) => sum.plus(toNum(v, warn)), new Num(0));
  if (value instanceof Num) return value;
  if (value === null || value === '') return new Num(0);
  if (typeof value === 'boolean') return new Num(value ? 1 : 0);
  const text = value.trim().replace(/,/g, '');
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return new Num(text);
  warn(`"${value}" is not a number; counted as 0`);
  return new Num(0);
}

/** The text of an operand: a number as written without trailing zeros, nothing as empty text. */
export function toText(value: Operand): string {
  if (value instanceof Column) return value.values.map(toText).join(',');
  if (value instanceof Num) return value.toString();
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value;
}

/** Whether an operand counts as true: a non-zero number, non-empty text, true; a column when any row does. */
export function truthy(value: Operand): boolean {
  if (value instanceof Column) return value.values.some(truthy);
  if (value instanceof Num) return !value.isZero() && !value.isNaN();
  if (value === null) return false;
  if (typeof value === 'boolean') return value;
  return value !== '';
}

/** Whether an operand is empty: nothing, empty text, or a column with no filled row. */
export function isBlank(value: Operand): boolean {
  if (value instanceof Column) return value.values.every(isBlank);
  return value === null || value === '';
}

/**
 * Compares two operands: as numbers when either is a number (or a column), else as text, by code
 * point, so the page, a worker and the server order alike whatever their locale.
 */
export function compare(left: Operand, right: Operand, warn: Warn): number {
  const numeric = (v: Operand) => v instanceof Num || v instanceof Column || typeof v === 'boolean';
  if (numeric(left) || numeric(right)) return toNum(left, warn).comparedTo(toNum(right, warn));
  const a = toText(left);
  const b = toText(right);
  return a === b ? 0 : a < b ? -1 : 1;
}

import dayjs from 'dayjs';
import { Column, isBlank, Num, toNum, toText, truthy, type ExpressionValue, type Operand, type Warn } from './values.ts';

/** What a function is given besides its arguments: the time it is now (epoch ms), and where warnings go. */
export interface CallContext {
  now: number;
  warn: Warn;
}

interface FunctionDefinition {
  min: number;
  max: number;
  run: (args: readonly Operand[], context: CallContext) => ExpressionValue;
}

/** Every row's value of the columns among the arguments, and each other argument as one value. */
function spread(args: readonly Operand[]): ExpressionValue[] {
  return args.flatMap((a) => (a instanceof Column ? a.values : [a]));
}

const numbers = (args: readonly Operand[], context: CallContext) => spread(args).map((v) => toNum(v, context.warn));
const integer = (value: Operand, context: CallContext) => toNum(value, context.warn).toDecimalPlaces(0, Num.ROUND_DOWN).toNumber();
/** A date operand (epoch milliseconds, or text a date parses from) as a day.js date; missing or unreadable: null. */
function dateOf(value: Operand, context: CallContext): dayjs.Dayjs | null {
  if (value instanceof Num) return dayjs(value.toNumber());
  if (typeof value === 'string' && value !== '') {
    const parsed = dayjs(value);
    if (parsed.isValid()) return parsed;
    context.warn(`"${value}" is not a date`);
  }
  return null;
}
const dayPart = (part: (d: dayjs.Dayjs) => number) => (args: readonly Operand[], context: CallContext) => {
  const date = dateOf(args[0]!, context);
  return date ? new Num(part(date)) : null;
};

/**
 * The functions an expression may call, by upper-case name (calls are case-insensitive). IF, AND and
 * OR are evaluated lazily by the evaluator; their entries here state only how many arguments they take.
 */
export const FUNCTIONS: Readonly<Record<string, FunctionDefinition>> = {
  IF: { min: 2, max: 3, run: () => null },
  AND: { min: 1, max: Infinity, run: () => null },
  OR: { min: 1, max: Infinity, run: () => null },
  NOT: { min: 1, max: 1, run: ([value]) => !truthy(value!) },
  ISBLANK: { min: 1, max: 1, run: ([value]) => isBlank(value!) },

  SUM: { min: 1, max: Infinity, run: (args, c) => numbers(args, c).reduce((s, n) => s.plus(n), new Num(0)) },
  AVG: { min: 1, max: Infinity, run: (args, c) => average(args, c) },
  AVERAGE: { min: 1, max: Infinity, run: (args, c) => average(args, c) },
  /** The filled values among the arguments (a column's rows counted one by one). */
  COUNT: { min: 1, max: Infinity, run: (args) => new Num(spread(args).filter((v) => !isBlank(v)).length) },
  MAX: { min: 1, max: Infinity, run: (args, c) => (spread(args).length ? Num.max(...numbers(args, c)) : new Num(0)) },
  MIN: { min: 1, max: Infinity, run: (args, c) => (spread(args).length ? Num.min(...numbers(args, c)) : new Num(0)) },
  ROUND: {
    min: 1,
    max: 2,
    run: ([value, places], c) => toNum(value!, c.warn).toDecimalPlaces(places === undefined ? 0 : integer(places, c), Num.ROUND_HALF_UP),
  },
  ABS: { min: 1, max: 1, run: ([value], c) => toNum(value!, c.warn).abs() },
  INT: { min: 1, max: 1, run: ([value], c) => toNum(value!, c.warn).toDecimalPlaces(0, Num.ROUND_FLOOR) },
  MOD: { min: 2, max: 2, run: ([a, b], c) => mod(toNum(a!, c.warn), toNum(b!, c.warn)) },

  CONCAT: { min: 1, max: Infinity, run: (args) => args.map(toText).join('') },
  LEN: { min: 1, max: 1, run: ([value]) => new Num([...toText(value!)].length) },
  LEFT: { min: 1, max: 2, run: ([value, n], c) => [...toText(value!)].slice(0, n === undefined ? 1 : Math.max(0, integer(n, c))).join('') },
  RIGHT: { min: 1, max: 2, run: ([value, n], c) => sliceRight(toText(value!), n === undefined ? 1 : Math.max(0, integer(n, c))) },
  MID: {
    min: 3,
    max: 3,
    run: ([value, start, n], c) =>
      [...toText(value!)]
        .slice(Math.max(0, integer(start!, c) - 1))
        .slice(0, Math.max(0, integer(n!, c)))
        .join(''),
  },
  UPPER: { min: 1, max: 1, run: ([value]) => toText(value!).toUpperCase() },
  LOWER: { min: 1, max: 1, run: ([value]) => toText(value!).toLowerCase() },
  TRIM: { min: 1, max: 1, run: ([value]) => toText(value!).trim() },
  TEXT: { min: 1, max: 1, run: ([value]) => toText(value!) },

  NOW: { min: 0, max: 0, run: (_args, c) => new Num(c.now) },
  TODAY: { min: 0, max: 0, run: (_args, c) => new Num(dayjs(c.now).startOf('day').valueOf()) },
  DATE: { min: 3, max: 3, run: ([y, m, d], c) => new Num(new Date(integer(y!, c), integer(m!, c) - 1, integer(d!, c)).getTime()) },
  YEAR: { min: 1, max: 1, run: dayPart((d) => d.year()) },
  MONTH: { min: 1, max: 1, run: dayPart((d) => d.month() + 1) },
  DAY: { min: 1, max: 1, run: dayPart((d) => d.date()) },
  /** Whole days from the second date to the first, as Excel's DAYS(end, start). */
  DAYS: {
    min: 2,
    max: 2,
    run: ([end, start], c) => {
      const to = dateOf(end!, c);
      const from = dateOf(start!, c);
      return to && from ? new Num(to.startOf('day').diff(from.startOf('day'), 'day')) : null;
    },
  },
};

function average(args: readonly Operand[], context: CallContext): Num {
  const filled = spread(args).filter((v) => !isBlank(v));
  if (filled.length === 0) return new Num(0);
  return filled.reduce<Num>((s, v) => s.plus(toNum(v, context.warn)), new Num(0)).div(filled.length);
}

/** The remainder with the divisor's sign, as in a spreadsheet (MOD(-3, 2) is 1). */
function mod(a: Num, b: Num): Num {
  if (b.isZero()) return new Num(NaN);
  return a.minus(b.times(a.div(b).floor()));
}

function sliceRight(text: string, n: number): string {
  const chars = [...text];
  return n === 0 ? '' : chars.slice(-n).join('');
}

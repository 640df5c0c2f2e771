import type jsep from 'jsep';
import { FUNCTIONS, type CallContext } from './functions.ts';
import { fieldOf, parseExpression } from './parse.ts';
import { Column, compare, fromData, Num, toNum, toText, truthy, type ExpressionValue, type Operand } from './values.ts';

/** What an expression reads from: the form's values, and the row it is computed in, if any. */
export interface ExpressionScope {
  /** The form's values by field; a sub-table is a list of row objects. */
  data: Readonly<Record<string, unknown>>;
  /** Inside a row of this sub-table, `table.column` is this row's value (spec 001). */
  row?: { table: string; index: number };
  /** The time it is (epoch ms), for NOW and TODAY: the domain reads no clock of its own. */
  now: number;
}

export interface Evaluation {
  value: ExpressionValue;
  /** What was overlooked on the way: operands that were no numbers, a division by zero. */
  warnings: string[];
}

export interface CompiledExpression {
  source: string;
  /** The fields read (`amount`, `items.amount`): a change elsewhere leaves the result as it is. */
  reads: readonly string[];
  evaluate: (scope: ExpressionScope) => Evaluation;
}

interface Run extends CallContext {
  scope: ExpressionScope;
}

function read(field: string, run: Run): Operand {
  const dot = field.indexOf('.');
  if (dot < 0) return fromData(run.scope.data[field]);
  const table = field.slice(0, dot);
  const column = field.slice(dot + 1);
  const rows = run.scope.data[table];
  const cell = (row: unknown) => (row !== null && typeof row === 'object' ? fromData((row as Record<string, unknown>)[column]) : null);
  if (!Array.isArray(rows)) return run.scope.row?.table === table ? null : new Column([]);
  if (run.scope.row?.table === table) return cell(rows[run.scope.row.index]);
  return new Column(rows.map(cell));
}

function arithmetic(operator: string, left: Operand, right: Operand, run: Run): Num {
  const a = toNum(left, run.warn);
  const b = toNum(right, run.warn);
  switch (operator) {
    case '+':
      return a.plus(b);
    case '-':
      return a.minus(b);
    case '*':
      return a.times(b);
    default:
      // ÷ and %: a zero divisor gives NaN, which the result shows as 0 (spec 001).
      if (b.isZero()) {
        run.warn('division by zero; counted as 0');
        return new Num(NaN);
      }
      return operator === '/' ? a.div(b) : a.mod(b);
  }
}

function binary(node: jsep.BinaryExpression, run: Run): Operand {
  const { operator } = node;
  if (operator === '&&') return truthy(evaluateNode(node.left, run)) && truthy(evaluateNode(node.right, run));
  if (operator === '||') return truthy(evaluateNode(node.left, run)) || truthy(evaluateNode(node.right, run));
  const left = evaluateNode(node.left, run);
  const right = evaluateNode(node.right, run);
  switch (operator) {
    case '&':
      return toText(left) + toText(right);
    case '==':
    case '=':
      return compare(left, right, run.warn) === 0;
    case '!=':
    case '<>':
      return compare(left, right, run.warn) !== 0;
    case '<':
      return compare(left, right, run.warn) < 0;
    case '>':
      return compare(left, right, run.warn) > 0;
    case '<=':
      return compare(left, right, run.warn) <= 0;
    case '>=':
      return compare(left, right, run.warn) >= 0;
    default:
      return arithmetic(operator, left, right, run);
  }
}

function call(node: jsep.CallExpression, run: Run): Operand {
  // The name and the number of arguments were checked as the expression was compiled.
  const name = (node.callee as jsep.Identifier).name.toUpperCase();
  const args = node.arguments;
  if (name === 'IF') return truthy(evaluateNode(args[0]!, run)) ? evaluateNode(args[1]!, run) : args[2] ? evaluateNode(args[2], run) : null;
  if (name === 'AND') return args.every((a) => truthy(evaluateNode(a, run)));
  if (name === 'OR') return args.some((a) => truthy(evaluateNode(a, run)));
  return FUNCTIONS[name]!.run(
    args.map((a) => evaluateNode(a, run)),
    run,
  );
}

function evaluateNode(node: jsep.Expression, run: Run): Operand {
  switch (node.type) {
    case 'Literal': {
      const literal = node as jsep.Literal;
      // The digits as written: a float would turn 0.1 into 0.1000000000000000055…
      return typeof literal.value === 'number' ? new Num(literal.raw) : (literal.value as ExpressionValue);
    }
    case 'Identifier':
    case 'MemberExpression':
      return read(fieldOf(node)!, run);
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      const value = evaluateNode(unary.argument, run);
      if (unary.operator === '!') return !truthy(value);
      return unary.operator === '-' ? toNum(value, run.warn).neg() : toNum(value, run.warn);
    }
    case 'BinaryExpression':
      return binary(node as jsep.BinaryExpression, run);
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      return evaluateNode(truthy(evaluateNode(conditional.test, run)) ? conditional.consequent : conditional.alternate, run);
    }
    default:
      return call(node as jsep.CallExpression, run);
  }
}

/** A result as the form shows it: a column is its sum, and a number that is none (0 ÷ 0) is 0 (spec 001). */
function settled(value: Operand, run: Run): ExpressionValue {
  const result = value instanceof Column ? toNum(value, run.warn) : value;
  if (result instanceof Num && !result.isFinite()) return new Num(0);
  return result;
}

/**
 * Parses and checks an expression once; its `evaluate` then runs it against any scope. Throws
 * ExpressionError when the expression cannot be used (a syntax error, an unknown function or operator).
 */
export function compileExpression(source: string): CompiledExpression {
  const parsed = parseExpression(source, FUNCTIONS);
  return {
    source,
    reads: parsed.reads,
    evaluate: (scope) => {
      const warnings: string[] = [];
      const run: Run = { scope, now: scope.now, warn: (message) => warnings.push(message) };
      return { value: settled(evaluateNode(parsed.tree, run), run), warnings };
    },
  };
}

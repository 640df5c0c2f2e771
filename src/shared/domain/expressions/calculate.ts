import { compileExpression, type CompiledExpression, type ExpressionScope } from './evaluate.ts';
import { ExpressionError } from './parse.ts';
import { Num, toNum } from './values.ts';

/** The operators of spec 001's calculate widget, as its designer offers them and as the evaluator reads them. */
const CALCULATE_OPERATORS: Readonly<Record<string, string>> = { '+': '+', '-': '-', '−': '-', '*': '*', '×': '*', '/': '/', '÷': '/' };
const OPERAND = /^([\p{L}_$][\p{L}\p{N}_$]*(\.[\p{L}_$][\p{L}\p{N}_$]*)?|\d+(\.\d+)?)$/u;

/**
 * The calculate widget's expression as the original platform stores it: operands (fields, sub-table
 * columns as `table.column`, numbers) and operators alternating, so an odd number of parts (spec 001).
 * Returns the expression text the evaluator compiles, × and ÷ above + and −.
 */
export function calculateSource(parts: readonly string[]): string {
  if (parts.length % 2 === 0) throw new ExpressionError('operands and operators must alternate, starting and ending with an operand', parts.join(' '));
  return parts
    .map((part, i) => {
      const token = part.trim();
      if (i % 2 === 1) {
        const operator = CALCULATE_OPERATORS[token];
        if (!operator) throw new ExpressionError(`"${token}" is no operator: + − × ÷`, parts.join(' '));
        return operator;
      }
      if (!OPERAND.test(token)) throw new ExpressionError(`"${token}" is no field or number`, parts.join(' '));
      return token;
    })
    .join(' ');
}

/** A compiled calculate widget: an expression text, or the original's list of operands and operators. */
export function compileCalculation(expression: string | readonly string[]): CompiledExpression {
  return compileExpression(typeof expression === 'string' ? expression : calculateSource(expression));
}

/**
 * The calculate widget's result (spec 001): missing operands count as 0, a sub-table column is the
 * row's value inside a row and the column's sum outside, NaN is 0, and the result has 2 decimals.
 * Text that is no number counts as 0 and is reported among the warnings.
 */
export function calculate(compiled: CompiledExpression, scope: ExpressionScope): { text: string; warnings: string[] } {
  const { value, warnings } = compiled.evaluate(scope);
  const number = toNum(value, (message) => warnings.push(message));
  return { text: (number.isFinite() ? number : new Num(0)).toFixed(2), warnings };
}

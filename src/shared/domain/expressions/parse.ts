import jsep from 'jsep';

/**
 * Form expressions as people write them in a spreadsheet: `qty * price`, `IF(total > 1000, 5, 0)`,
 * `SUM(items.amount)`, `ROUND(a / 3, 2)`, `name & " (" & code & ")"`. jsep parses; nothing here or in
 * the evaluator builds code from text (no eval, no Function), so an expression runs under the app's
 * Content Security Policy in the page, in a worker and on the server alike.
 */

// One grammar, set once for the whole process (jsep's operator tables are module-wide): no bitwise
// or shift operators, `=` and `<>` as in a spreadsheet beside `==` and `!=`, and `&` joins text
// (below + and −, above comparisons, as in Excel).
for (const op of ['|', '^', '&', '<<', '>>', '>>>', '===', '!==']) jsep.removeBinaryOp(op);
jsep.removeUnaryOp('~');
jsep.addBinaryOp('=', 6);
jsep.addBinaryOp('<>', 6);
jsep.addBinaryOp('&', 8);

/** The operators an expression may use. */
export const BINARY_OPERATORS = new Set(['||', '&&', '==', '!=', '=', '<>', '<', '>', '<=', '>=', '&', '+', '-', '*', '/', '%']);
export const UNARY_OPERATORS = new Set(['-', '+', '!']);

/** A parsed expression: its tree, and the fields it reads (`amount`, or `items.amount` for a sub-table column). */
export interface ParsedExpression {
  source: string;
  tree: jsep.Expression;
  reads: readonly string[];
}

/** An expression that cannot be used: a message for the person who wrote it, and where it went wrong. */
export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly source: string,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

/** A field the expression reads: `name`, or `table.column` for a sub-table's column. */
export function fieldOf(node: jsep.Expression): string | null {
  if (node.type === 'Identifier') return (node as jsep.Identifier).name;
  if (node.type !== 'MemberExpression') return null;
  const member = node as jsep.MemberExpression;
  if (member.computed || member.object.type !== 'Identifier' || member.property.type !== 'Identifier') return null;
  return `${(member.object as jsep.Identifier).name}.${(member.property as jsep.Identifier).name}`;
}

/** The functions an expression may call, by upper-case name, with how many arguments each takes. */
export type FunctionArity = Readonly<Record<string, { min: number; max: number }>>;

function arityText(name: string, { min, max }: { min: number; max: number }, count: number): string {
  const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
  return `${name} takes ${wanted} argument${wanted === '1' ? '' : 's'}, not ${count}`;
}

/**
 * Checks every node against what the evaluator knows and collects the fields read, so a form can
 * recompute only what depends on a changed field.
 */
function check(node: jsep.Expression, source: string, functions: FunctionArity, reads: Set<string>): void {
  const fail = (message: string): never => {
    throw new ExpressionError(message, source);
  };
  switch (node.type) {
    case 'Literal':
      if (!['number', 'string', 'boolean'].includes(typeof (node as jsep.Literal).value) && (node as jsep.Literal).value !== null) fail('unsupported literal');
      return;
    case 'Identifier':
    case 'MemberExpression': {
      const field = fieldOf(node);
      if (field === null) return fail('a field is a name, or a sub-table and its column: table.column');
      reads.add(field);
      return;
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      if (!UNARY_OPERATORS.has(unary.operator)) fail(`unknown operator ${unary.operator}`);
      return check(unary.argument, source, functions, reads);
    }
    case 'BinaryExpression': {
      const binary = node as jsep.BinaryExpression;
      if (!BINARY_OPERATORS.has(binary.operator)) fail(`unknown operator ${binary.operator}`);
      check(binary.left, source, functions, reads);
      return check(binary.right, source, functions, reads);
    }
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      for (const part of [conditional.test, conditional.consequent, conditional.alternate]) check(part, source, functions, reads);
      return;
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      const name = call.callee.type === 'Identifier' ? (call.callee as jsep.Identifier).name.toUpperCase() : null;
      const arity = name === null ? undefined : functions[name];
      if (name === null || !arity) return fail(`unknown function ${name ?? ''}`.trim());
      const count = call.arguments.length;
      if (count < arity.min || count > arity.max) fail(arityText(name, arity, count));
      for (const argument of call.arguments) check(argument, source, functions, reads);
      return;
    }
    default:
      fail(`unsupported expression (${node.type})`);
  }
}

/** Parses and checks an expression; throws ExpressionError with what is wrong. */
export function parseExpression(source: string, functions: FunctionArity): ParsedExpression {
  if (source.trim() === '') throw new ExpressionError('the expression is empty', source);
  let tree: jsep.Expression;
  try {
    tree = jsep(source);
  } catch (error) {
    throw new ExpressionError(error instanceof Error ? error.message : String(error), source);
  }
  if (tree.type === 'Compound') throw new ExpressionError('one expression only', source);
  const reads = new Set<string>();
  check(tree, source, functions, reads);
  return { source, tree, reads: [...reads] };
}

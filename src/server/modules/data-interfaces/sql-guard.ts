/**
 * The check a data interface's SQL passes before it runs, on PostgreSQL's own parser (libpg-query, the
 * server's grammar compiled to WebAssembly): exactly one SELECT, no statement of any other kind inside
 * it (a data-modifying CTE, EXPLAIN, COPY, SET…), no SELECT INTO, no row locks, no recursive CTE (a
 * runaway on PGlite, which cannot cancel a query), only tables the data reader role may read in the
 * public schema (or a CTE in scope where it is named), only the functions listed here, set-returning
 * ones only over constants (no JSON_TABLE, XMLTABLE), no casts to the catalog lookup types
 * (regclass…). Placeholders become bound parameters; one left inside quotes or a comment would
 * silently be text, so it is refused.
 *
 * This check gives the administrator a clear reason early; it is not the only wall. The statement
 * then runs in a read-only transaction as a role without write grants (sql-runner.ts), so anything the
 * check missed still cannot write or read an ungranted table.
 */
import { loadModule, parseSync } from 'libpg-query';
import type { ParamType } from '../../../shared/domain/data-interfaces.ts';
import { isSystemVariable, splitPlaceholders } from '../../../shared/domain/data-interfaces.ts';
import { fieldError } from '../../plugins/errors.ts';

/** Functions a data interface may call: aggregates, windows, text, numbers, dates and JSON building. */
export const FUNCTIONS: ReadonlySet<string> = new Set(
  [
    'count sum avg min max string_agg array_agg json_agg jsonb_agg json_object_agg jsonb_object_agg bool_and bool_or every',
    'row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value',
    'lower upper initcap length char_length character_length octet_length btrim ltrim rtrim substring substr left right',
    'position strpos replace split_part concat concat_ws reverse translate starts_with format to_char to_number overlay',
    'abs ceil ceiling floor round trunc mod power sqrt sign div',
    'now date_trunc date_part extract age make_date make_time make_timestamp make_timestamptz make_interval timezone to_date to_timestamp isfinite justify_days',
    'json_build_object jsonb_build_object json_build_array jsonb_build_array to_json to_jsonb json_extract_path_text jsonb_extract_path_text jsonb_array_length jsonb_typeof',
    'array_length cardinality unnest array_to_string array_position string_to_array',
  ]
    .join(' ')
    .split(' '),
);

/** How each parameter type is cast where it is bound. */
const CASTS: Record<ParamType | 'system' | 'time', string> = {
  varchar: 'text',
  int: 'bigint',
  decimal: 'numeric',
  datetime: 'timestamptz',
  system: 'text',
  time: 'timestamptz',
};

export const castOf = (name: string, types: ReadonlyMap<string, ParamType>): string =>
  name === '@now' ? CASTS.time : isSystemVariable(name) ? CASTS.system : CASTS[types.get(name) ?? 'varchar'];

let parser: Promise<void> | undefined;
/** The parser's WebAssembly, loaded once (the first check waits for it). */
export const parserReady = (): Promise<void> => (parser ??= loadModule());

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };
type Refusal = [key: string, params?: Record<string, string>];

const refuse = ([key, params]: Refusal) => fieldError('query', `admin.dataInterface.sql.${key}`, params);

const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '');
const isNode = (value: Json | undefined): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldOf = (node: Json | undefined, key: string): Json | undefined => (isNode(node) ? node[key] : undefined);
/** The parts of a dotted name (`[{String: {sval}}…]`). */
const names = (list: Json | undefined): string[] => (Array.isArray(list) ? list.map((n) => text(fieldOf(fieldOf(n, 'String'), 'sval'))) : []);

/**
 * The listed functions that return a set of rows (a test holds this to pg_proc). The cost limit
 * (sql-runner.ts) trusts the planner's row estimate, and over an array it cannot compute while
 * planning (a subquery's, a column's, a parameter's; on some versions a stable function's) the
 * planner guesses 10 elements: two such unnests of 10,000 elements each look like 100 rows and read
 * 100,000,000, and PGlite cannot stop a statement once started. So these functions take only
 * constants written in the statement — literals, ARRAY[…] of them, casts — which the planner folds
 * and counts exactly, and whose size the statement's own text bounds. A list from a parameter is
 * matched with `= any(string_to_array({ids}, ','))`, which makes no rows. generate_series stays
 * off the list for the same reason: its useful bounds are parameters or columns, which the planner
 * cannot count; a short constant series is a constant array. JSON_TABLE and XMLTABLE are refused.
 */
export const ROW_SOURCES: ReadonlySet<string> = new Set(['unnest']);

/** Node kinds a constant is written with: literals, ARRAY[…], casts (their type names hold String and Integer). */
const CONSTANT_NODES = new Set(['A_Const', 'A_ArrayExpr', 'TypeCast', 'String', 'Integer']);

/** Whether `node` is made of constants only (node kinds are the capitalised keys of the tree). */
function constant(node: Json | undefined): boolean {
  if (Array.isArray(node)) return node.every(constant);
  if (!isNode(node)) return true;
  return Object.entries(node).every(([key, value]) => (!/^[A-Z]/.test(key) || CONSTANT_NODES.has(key)) && constant(value));
}

interface Walk {
  allowed: ReadonlySet<string>;
  /** The CTE names in scope where the walk is. */
  ctes: ReadonlySet<string>;
  params: number[];
}

/** The first thing in `node` the check refuses, or undefined; collects the parameters it meets. */
function refusalIn(node: Json, walk: Walk): Refusal | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = refusalIn(item, walk);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(node)) return undefined;
  // A query level (a SELECT, or an arm of a UNION) that has a WITH opens a scope for its CTE names.
  const withClause = node['withClause'];
  return isNode(withClause) ? refusalInScope(node, withClause, walk) : refusalInFields(node, walk);
}

function refusalInFields(node: Node, walk: Walk): Refusal | undefined {
  for (const [key, value] of Object.entries(node)) {
    const found = refusalOf(key, value, walk) ?? refusalIn(value, walk);
    if (found) return found;
  }
  return undefined;
}

/**
 * A query level with a WITH, scoped as PostgreSQL resolves names: a CTE name stands for a table in
 * the level's body and the levels inside it, never around it (there it is the table of that name);
 * within the WITH, a CTE sees the ones before it, or all of them, itself included, when RECURSIVE.
 */
function refusalInScope(level: Node, withClause: Node, walk: Walk): Refusal | undefined {
  const refused = refusalOf('withClause', withClause, walk);
  if (refused) return refused;
  const ctes = Array.isArray(withClause['ctes']) ? withClause['ctes'] : [];
  const declared = ctes.map((cte) => text(fieldOf(fieldOf(cte, 'CommonTableExpr'), 'ctename')));
  const seeing = (visible: readonly string[]): Walk => ({ ...walk, ctes: new Set([...walk.ctes, ...visible]) });
  for (const [i, cte] of ctes.entries()) {
    const found = refusalIn(cte, seeing(withClause['recursive'] === true ? declared : declared.slice(0, i)));
    if (found) return found;
  }
  const { withClause: _with, ...body } = level;
  return refusalInFields(body, seeing(declared));
}

function refusalOf(key: string, value: Json, walk: Walk): Refusal | undefined {
  if (key.endsWith('Stmt') && key !== 'SelectStmt') return ['writes', { what: key.slice(0, -4).toUpperCase() }];
  if (key === 'intoClause' || key === 'IntoClause') return ['into'];
  if (key === 'lockingClause' || key === 'LockingClause') return ['locking'];
  if (!isNode(value)) return undefined;
  if (key === 'withClause' && value['recursive'] === true) return ['recursive'];
  if (key === 'RangeVar') {
    const relation = text(value['relname']);
    const schema = typeof value['schemaname'] === 'string' ? value['schemaname'] : undefined;
    if ((schema !== undefined && schema !== 'public') || value['catalogname'] !== undefined) return ['schema', { name: `${schema ?? ''}.${relation}` }];
    if (!walk.allowed.has(relation) && !(schema === undefined && walk.ctes.has(relation))) return ['table', { name: relation }];
  }
  if (key === 'FuncCall') {
    const parts = names(value['funcname']);
    const name = parts[0] === 'pg_catalog' ? parts.slice(1) : parts;
    if (name.length !== 1 || !FUNCTIONS.has(name[0]!)) return ['function', { name: parts.filter((p) => p !== 'pg_catalog').join('.') }];
    if (ROW_SOURCES.has(name[0]!) && !constant(value['args'])) return ['rowSource', { name: name[0]! }];
  }
  // JSON_TABLE and XMLTABLE make rows as unnest does, and the planner guesses 100 whatever their input.
  if (key === 'JsonTable') return ['function', { name: 'JSON_TABLE' }];
  if (key === 'RangeTableFunc') return ['function', { name: 'XMLTABLE' }];
  if (key === 'TypeName' || key === 'typeName') {
    const type = names(value['names']).at(-1) ?? '';
    if (type.startsWith('reg')) return ['typeCast', { name: type }];
  }
  if (key === 'ParamRef' && typeof value['number'] === 'number') walk.params.push(value['number']);
  return undefined;
}

/** The statement with its placeholders as `($n::type)`, and which placeholder each `$n` is. */
export interface CheckedSql {
  text: string;
  /** slots[n - 1] is the placeholder bound as $n. */
  slots: string[];
}

/** The template with its placeholders numbered in order and cast to their types. */
export function numbered(template: string, types: ReadonlyMap<string, ParamType>): CheckedSql {
  const pieces = splitPlaceholders(template);
  const slots: string[] = [];
  const text = pieces.map((piece, i) => (i % 2 === 0 ? piece : (slots.push(piece), `($${slots.length}::${castOf(piece, types)})`))).join('');
  return { text, slots };
}

/**
 * Checks `template` (parameters as `{name}`, their types in `types`) against the tables the reader
 * may read; throws a 400 naming `query` with the reason, or answers the statement ready to bind.
 */
export async function checkSql(template: string, types: ReadonlyMap<string, ParamType>, allowed: ReadonlySet<string>): Promise<CheckedSql> {
  await parserReady();
  const checked = numbered(template, types);
  let tree: Json;
  try {
    tree = parseSync(checked.text) as Json;
  } catch (error) {
    throw refuse(['syntax', { reason: error instanceof Error ? error.message : String(error) }]);
  }
  const statements = tree && typeof tree === 'object' && !Array.isArray(tree) && Array.isArray(tree['stmts']) ? tree['stmts'] : [];
  if (statements.length !== 1) throw refuse(['oneStatement']);
  const walk: Walk = { allowed, ctes: new Set(), params: [] };
  const [statement] = statements;
  const body = statement && typeof statement === 'object' && !Array.isArray(statement) ? statement['stmt'] : null;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('SelectStmt' in body)) throw refuse(['selectOnly']);
  const found = refusalIn(body, walk);
  if (found) throw refuse(found);
  // Every placeholder must have become a parameter, and nothing else may be one.
  const seen = [...new Set(walk.params)].sort((a, b) => a - b);
  if (walk.params.length !== checked.slots.length || seen.some((n, i) => n !== i + 1)) throw refuse(['placeholder']);
  return checked;
}

import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { grantedDataRules, grantedItemCodes, type ModuleRow } from './queries.ts';
import { fieldError, forbidden } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import type { Viewer } from '../../plugins/access.ts';
import { rulesSql } from './data-rules.ts';

/** One field of a module's records, as permissions see it. */
export interface RecordField {
  /** How SQL reads it: a column, or any expression (a JSON path, a joined name, a subquery). */
  sql: SQLWrapper;
  /** The catalogue key of its name, for refusals and the seed's permission items. */
  label: string;
  /** A column permission can keep it from a viewer (absent from lists, details, exports, pickers, pulls). */
  column?: boolean;
  /** A form permission decides whether a viewer may write it. */
  form?: boolean;
  /** A data rule may name it. */
  rule?: boolean;
}

/**
 * A module's records declared once: the menu whose grants govern them and their fields. The module's
 * queries, its seed (the permission items an administrator grants) and the enforcer all read this.
 */
export interface RecordFields<F extends string> {
  menu: string;
  fields: Readonly<Record<F, RecordField>>;
  /** Where one record is found, so "may this user see record R" can be answered (Authorise's check). */
  records: { table: PgTable; id: AnyPgColumn; alive: SQL | undefined };
}

export function recordFields<F extends string>(declaration: RecordFields<F>): RecordFields<F> {
  return declaration;
}

const registered = new Map<string, RecordFields<string>>();

/** Modules register their declarations as the app is built (modules/index.ts); the menu code names each. */
export function registerRecordFields(declaration: RecordFields<string>): void {
  registered.set(declaration.menu, declaration);
}

/** The records a menu's permissions govern, when its module declared them. */
export const recordFieldsOf = (menu: string): RecordFields<string> | undefined => registered.get(menu);

/** The menus whose records are declared. */
export const declaredMenus = (): string[] => [...registered.keys()];

const codesWhere = <F extends string>(declaration: RecordFields<F>, flag: 'column' | 'form' | 'rule'): F[] =>
  (Object.keys(declaration.fields) as F[]).filter((field) => declaration.fields[field][flag] === true);

export const columnFieldsOf = <F extends string>(declaration: RecordFields<F>): F[] => codesWhere(declaration, 'column');
export const formFieldsOf = <F extends string>(declaration: RecordFields<F>): F[] => codesWhere(declaration, 'form');
export const ruleFieldsOf = <F extends string>(declaration: RecordFields<F>): F[] => codesWhere(declaration, 'rule');

/** What one viewer may do with one module's records. */
export interface RecordAccess<F extends string> {
  /** The rows the viewer's data rules reach, as a condition (undefined: every row). */
  rows: SQL | undefined;
  /**
   * What decided `rows`, `hidden` and `readOnly` (the menu's switches, the granted columns, form
   * fields and rules with their conditions): a synced table's devices pull again when it changes.
   */
  fingerprint: string;
  /** Fields a column permission keeps from the viewer. */
  hidden: ReadonlySet<F>;
  /**
   * Fields a form permission does not let the viewer write. (A hidden field is not among them: an edit
   * that cannot show it keeps its stored value whatever is sent, as a client sending back the detail
   * it was given cannot include it.)
   */
  readOnly: ReadonlySet<F>;
  /** The record without its hidden fields. */
  visible<R extends object>(record: R): R;
  /**
   * Refuses a write (400 naming the field) that would give a field the viewer may not write a value
   * other than `current` (the stored record, or a new record's defaults). A field left out is kept.
   */
  checkWrite(t: TranslateFn, sent: Partial<Record<F, unknown>>, current: Partial<Record<F, unknown>>): void;
  /** The write as it will be saved: each hidden field keeps its stored value, whatever was sent. */
  keepHidden<T extends object>(sent: T, stored: Partial<T>): T;
}

/** Arrays compare as sets: a list of ids sent in another order is the same choice. */
function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (Array.isArray(v) ? JSON.stringify([...(v as unknown[])].map(String).sort()) : JSON.stringify(v ?? null));
  return norm(a) === norm(b);
}

function accessOf<F extends string>(
  declaration: RecordFields<F>,
  rows: SQL | undefined,
  hidden: Set<F>,
  readOnly: Set<F>,
  rules: readonly unknown[] | null = null,
): RecordAccess<F> {
  return {
    rows,
    fingerprint: JSON.stringify([[...hidden].sort(), [...readOnly].sort(), rules]),
    hidden,
    readOnly,
    visible(record) {
      if (hidden.size === 0) return record;
      const copy = { ...record };
      for (const field of hidden) delete (copy as Partial<Record<F, unknown>>)[field];
      return copy;
    },
    keepHidden(sent, stored) {
      if (hidden.size === 0) return sent;
      const kept = { ...sent };
      for (const field of hidden) if (field in stored) (kept as Record<string, unknown>)[field] = (stored as Record<string, unknown>)[field];
      return kept;
    },
    checkWrite(t, sent, current) {
      for (const field of Object.keys(declaration.fields) as F[]) {
        if (!readOnly.has(field) || sent[field] === undefined || sameValue(sent[field], current[field])) continue;
        throw fieldError(field, 'admin.refusal.fieldReadOnly', { field: t(declaration.fields[field].label) });
      }
    },
  };
}

/** Everything, to everyone: an administrator, or a module without column, form and data permissions. */
export const fullAccess = <F extends string>(declaration: RecordFields<F>): RecordAccess<F> => accessOf(declaration, undefined, new Set(), new Set());

/**
 * The viewer's access to the module's records through `module` (the menu as they hold it): the
 * module's switches say which permissions apply; an administrator holds everything.
 */
export async function recordAccess<F extends string>(db: Db, viewer: Viewer, module: ModuleRow, declaration: RecordFields<F>): Promise<RecordAccess<F>> {
  if (viewer.isAdministrator) return fullAccess(declaration);
  const [columns, forms, rules] = await Promise.all([
    module.columnPermission ? grantedItemCodes(db, 'column', viewer.userId, module.id) : null,
    module.formPermission ? grantedItemCodes(db, 'form', viewer.userId, module.id) : null,
    module.dataPermission ? grantedDataRules(db, viewer.userId, module.id) : null,
  ]);
  const hidden = new Set(columns ? columnFieldsOf(declaration).filter((f) => !columns.has(f)) : []);
  const readOnly = new Set(forms ? formFieldsOf(declaration).filter((f) => !forms.has(f) && !hidden.has(f)) : []);
  const rows = rules ? rulesSql(rules, fieldSql(declaration), viewer.userId) : undefined;
  return accessOf(declaration, rows, hidden, readOnly, rules ? [...rules].sort((a, b) => a.id.localeCompare(b.id)).map((r) => [r.id, r.conditions]) : null);
}

/** The SQL of each field a data rule may name. */
export function fieldSql<F extends string>(declaration: RecordFields<F>): Readonly<Record<string, SQL>> {
  const out: Record<string, SQL> = {};
  for (const field of ruleFieldsOf(declaration)) out[field] = sql`${declaration.fields[field].sql}`;
  return out;
}

/**
 * Refuses (403) a write that leaves its record outside the rows the viewer's data rules reach: call it
 * inside the write's transaction, after the write, so a refused one rolls back. A viewer may neither
 * place a new record nor move one where they could not see it.
 */
export async function requireWithinRules<F extends string>(tx: Db, access: RecordAccess<F>, declaration: RecordFields<F>, id: string): Promise<void> {
  if (!access.rows) return;
  const { table, id: idColumn } = declaration.records;
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(table)
    .where(and(eq(idColumn, id), access.rows));
  if (rows.length === 0) throw forbidden('admin.refusal.outsideRules');
}

/** What each field of a form's schema holds when left out (undefined where it has no default). */
export function formDefaults(shape: Readonly<Record<string, { safeParse(value: unknown): { data?: unknown } }>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.safeParse(undefined).data]));
}

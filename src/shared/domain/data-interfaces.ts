/**
 * Data interfaces (System → Data Interfaces): a named source of rows that forms, pickers and reports
 * read. The definition's text (SQL, or a static JSON list) names its inputs as `{name}` placeholders:
 * the interface's own parameters, or the system variables below, which the server fills from the
 * caller's session. A placeholder is always bound as a value, never pasted into the text.
 */

/** 1 SQL over this database, 2 a static JSON list, 3 HTTP to an allowed host (the original platform's numbers). */
export const DATA_KINDS = [1, 2, 3] as const;
export type DataKind = (typeof DATA_KINDS)[number];

export const REQUEST_METHODS = ['GET', 'POST'] as const;

/** A host an HTTP interface may call: a name or address, with a port when not the scheme's own. */
export const HOST_ENTRY = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:\d{1,5})?$/;

export const PARAM_TYPES = ['varchar', 'int', 'decimal', 'datetime'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

/** What the server binds for each system variable: the caller, their organisation and department, the time. */
export const SYSTEM_VARIABLES = ['@user', '@organize', '@department', '@now'] as const;
export type SystemVariable = (typeof SYSTEM_VARIABLES)[number];

/** Query keys the picker calls take for themselves, so no parameter may be named like one. */
export const RESERVED_PARAMS = [
  'keyword',
  'currentPage',
  'pageSize',
  'propsValue',
  'relationField',
  'columnOptions',
  'interfaceId',
  'id',
  'timestamp',
] as const;

/** Rows a call returns at most, and a preview shows (the record picker's "paging off" reads up to the cap). */
export const ROW_CAP = 10_000;
export const PREVIEW_ROWS = 500;

export const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;
const PLACEHOLDER = /\{(@?[A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The text split at its placeholders: text, name, text, name, …, text (always odd in length). */
export function splitPlaceholders(text: string): string[] {
  return text.split(PLACEHOLDER);
}

/** The distinct placeholder names of a text, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(splitPlaceholders(text).filter((_, i) => i % 2 === 1))];
}

export const isSystemVariable = (name: string): name is SystemVariable => (SYSTEM_VARIABLES as readonly string[]).includes(name);

/** A value of an answered row as text: what a picker shows and what its keyword and value are matched on. */
export const cellText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? value.toString()
      : value === null || value === undefined
        ? ''
        : JSON.stringify(value);

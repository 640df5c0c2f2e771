/**
 * The values a call binds: each parameter from the caller (its default when none is given), checked
 * against its type, and the system variables from the caller's session — never from the caller's input.
 */
import type { RequestParameter } from '../../../shared/contracts/data-interfaces.ts';
import { placeholdersOf, type ParamType } from '../../../shared/domain/data-interfaces.ts';
import { fieldError } from '../../plugins/errors.ts';

/** What each placeholder is bound to (null for an empty optional parameter). */
export type Values = ReadonlyMap<string, string | null>;

export interface CallerPlace {
  userId: string;
  organizationId: string | null;
  departmentId: string | null;
}

const SHAPES: Record<ParamType, RegExp> = {
  varchar: /^[\s\S]*$/,
  int: /^[-+]?\d{1,18}$/,
  decimal: /^[-+]?\d{1,30}(\.\d{1,15})?$/,
  datetime: /^(\d{1,15}|\d{4}-\d{2}-\d{2}([T ][\d:.]+)?(Z|[+-]\d{2}:?\d{2})?)$/,
};

/** A datetime as the ISO text PostgreSQL reads: epoch milliseconds (the platform's instants) or ISO. */
function instant(value: string): string | undefined {
  const at = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

function valueOf(parameter: RequestParameter, given: string | undefined): string | null {
  const raw = (given ?? '').trim() || parameter.defaultValue.trim();
  const label = parameter.fieldName || parameter.field;
  if (raw === '') {
    if (parameter.required) throw fieldError(parameter.field, 'admin.dataInterface.paramRequired', { name: label });
    return null;
  }
  const shaped = SHAPES[parameter.dataType].test(raw) ? (parameter.dataType === 'datetime' ? instant(raw) : raw) : undefined;
  if (shaped === undefined) throw fieldError(parameter.field, `admin.dataInterface.paramWrong.${parameter.dataType}`, { name: label });
  return shaped;
}

/**
 * The bound values for `text`'s placeholders. `place` is asked for only when the text uses the
 * caller's organisation or department (a read of their user row).
 */
export async function valuesFor(
  text: string,
  parameters: readonly RequestParameter[],
  given: Readonly<Record<string, string | undefined>>,
  userId: string,
  place: () => Promise<CallerPlace>,
): Promise<Values> {
  const used = placeholdersOf(text);
  const values = new Map<string, string | null>();
  for (const parameter of parameters) values.set(parameter.field, valueOf(parameter, given[parameter.field]));
  if (used.includes('@user')) values.set('@user', userId);
  if (used.includes('@now')) values.set('@now', new Date().toISOString());
  if (used.includes('@organize') || used.includes('@department')) {
    const where = await place();
    values.set('@organize', where.organizationId);
    values.set('@department', where.departmentId);
  }
  return values;
}

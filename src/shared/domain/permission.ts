import type { DEFAULT_BUTTON_CODES } from '../constants.ts';

/** Permission checks of spec 000 §6: by the current route's modelId and an enCode. */
export interface PermissionListEntry {
  modelId: string;
  button: ReadonlyArray<{ enCode: string }>;
  column: ReadonlyArray<{ enCode: string }>;
  form: ReadonlyArray<{ enCode: string }>;
}
export type PermissionKind = 'button' | 'column' | 'form';

/** False without a modelId, without a matching entry, or when the entry lacks the code. */
export function hasPermission(list: readonly PermissionListEntry[], modelId: string | undefined, kind: PermissionKind, enCode: string): boolean {
  if (!modelId) return false;
  const entry = list.find((e) => e.modelId === modelId);
  return Boolean(entry?.[kind].some((item) => item.enCode === enCode));
}

export type DefaultButtonCode = (typeof DEFAULT_BUTTON_CODES)[number];

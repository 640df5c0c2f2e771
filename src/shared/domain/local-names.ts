import { z } from 'zod';
import type { Language } from '../constants.ts';

/**
 * A record's name in each language, beside its `fullName`, which reads where a language has none (the
 * name as entered, or as seeded). Menus keep their titles so; dictionaries their types and items.
 */
export const localNames = z.strictObject({ en: z.string().trim().max(100), 'zh-CN': z.string().trim().max(100), 'zh-TW': z.string().trim().max(100) });
export type LocalNames = z.infer<typeof localNames>;
export const NO_LOCAL_NAMES: LocalNames = { en: '', 'zh-CN': '', 'zh-TW': '' };

/** The names as stored (a column that may be empty, or hold only some languages) in the form's shape. */
export function localNamesOf(stored: Partial<LocalNames> | null | undefined): LocalNames {
  return { en: stored?.en ?? '', 'zh-CN': stored?.['zh-CN'] ?? '', 'zh-TW': stored?.['zh-TW'] ?? '' };
}

/** Whether `needle` (lower case) is in the record's code, its name as entered or its name in any language. */
export function nameOrCodeHas(record: { fullName: string; fullNameI18n?: Partial<LocalNames> | null; enCode: string }, needle: string): boolean {
  return [record.fullName, record.enCode, ...Object.values(record.fullNameI18n ?? {})].some((text) => text.toLowerCase().includes(needle));
}

/** The record's name for a reader of `language`. */
export function localName(record: { fullName: string; fullNameI18n?: Partial<LocalNames> | null }, language: Language): string {
  return record.fullNameI18n?.[language] || record.fullName;
}

import type { z } from 'zod';

/** Anything that turns a catalogue key and values into a sentence (i18next's `t`, the server's). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Chinese sets no space between Chinese words: the catalogues' "{{field}} 不能为空" keeps its space
 * after a field named by its wire path (`args.note 不能为空`) and loses it after a Chinese label
 * (`名称不能为空`).
 */
const CJK_GAP = /([\p{Script=Han}）」』])\s+(?=[\p{Script=Han}（「『])/gu;
export const closeCjkGaps = (text: string): string => text.replace(CJK_GAP, '$1');

function fieldName(path: ReadonlyArray<PropertyKey>, fallback: string): string {
  return path.length ? path.map(String).join('.') : fallback;
}

/**
 * Turns a zod issue into a sentence that names the field in the reader's language; `label` turns the
 * wire name into the form's label where there is one. Server and browser say the same thing.
 */
export function describeIssue(issue: z.core.$ZodIssue, where: string, translate: Translate, label: (path: string) => string = (p) => p): string {
  const t: Translate = (key, params) => closeCjkGaps(translate(key, params));
  const field = label(fieldName(issue.path, where));
  if (issue.code !== 'unrecognized_keys' && 'input' in issue && issue.input === undefined) return t('field.required', { field });
  switch (issue.code) {
    case 'invalid_type':
      return t('field.type', { field, expected: issue.expected });
    case 'unrecognized_keys':
      return t('field.unknown', { field: issue.keys.map((k) => (issue.path.length ? `${field}.${k}` : k)).join(', ') });
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return t('field.required', { field });
      return issue.origin === 'string' ? t('field.tooShort', { field, min: Number(issue.minimum) }) : `${field}: ${issue.message}`;
    case 'too_big':
      return issue.origin === 'string' ? t('field.tooLong', { field, max: Number(issue.maximum) }) : `${field}: ${issue.message}`;
    case 'invalid_value':
      return t('field.oneOf', { field, values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      if (issue.format === 'email') return t('field.email', { field });
      if (issue.format === 'regex' && issue.message === 'mobile') return t('field.mobile', { field });
      if (issue.format === 'regex' && issue.message.startsWith('error.')) return t(issue.message, { field });
      return issue.format === 'regex' && !issue.message.startsWith('Invalid')
        ? `${t('field.invalid', { field })}: ${issue.message}`
        : t('field.invalid', { field });
    case 'custom':
      // A rule of our own (a refinement) names its message by catalogue key, e.g. error.passwordMismatch
      // or field.invisible (an administration form's own under admin., loaded with those pages).
      return /^(error|admin|field)\./.test(issue.message) ? t(issue.message, { field }) : t('field.invalid', { field });
    default:
      return t('field.invalid', { field });
  }
}

import type { z } from 'zod';
import { describeIssue } from '../../shared/domain/issues.ts';
import { i18n } from '../i18n.ts';

/**
 * Checks form values against an endpoint's own input schema (so the form and the server agree) and
 * returns one message per field, naming the field by its label in the user's language.
 */
export function formErrors<T extends z.ZodType>(
  schema: T,
  values: unknown,
  labels: Record<string, string>,
): { ok: true; data: z.infer<T> } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(values, { reportInput: true });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= describeIssue(
      issue,
      'form',
      (k, p) => i18n.t(k, p ?? {}),
      (path) => labels[path] ?? path,
    );
  }
  return { ok: false, errors };
}

import type { TFunction } from 'i18next';
import type { ActionSubject, ShownField } from '../../../shared/domain/sync-mutations.ts';
import type { OutboxEntry } from '../../offline/db.ts';

/** The action as the user knows it ("Confirm items"). */
export function actionName(t: TFunction, entry: Pick<OutboxEntry, 'name'>): string {
  return t(`sync.action.${entry.name}`, { defaultValue: entry.name });
}

export function subjectName(t: TFunction, subject: ActionSubject): string {
  return t(subject.title.key, subject.title.values);
}

/** The rows actions were about, for a sentence: the first by name, the rest counted. */
export function subjectNames(t: TFunction, subjects: readonly ActionSubject[]): string {
  const [first] = subjects;
  if (!first) return '';
  if (subjects.length === 1) return subjectName(t, first);
  return t('sync.andMore', { first: subjectName(t, first), more: subjects.length - 1 });
}

function isLine(value: unknown): value is { qty: unknown; deliveryDate: unknown } {
  return typeof value === 'object' && value !== null && 'qty' in value && 'deliveryDate' in value;
}

/** A field's value in words: coded values through the catalogue, deliveries as "QTY · date", nothing as a dash. */
export function shownValue(t: TFunction, field: ShownField | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('sync.compare.none');
  if (Array.isArray(value)) return value.map((line) => (isLine(line) ? `${String(line.qty)} · ${String(line.deliveryDate)}` : String(line))).join('; ');
  if (field?.values && typeof value === 'string') return t(`${field.values}.${value}`, { defaultValue: value });
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Whether two shown values are the same (deliveries compare by content). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

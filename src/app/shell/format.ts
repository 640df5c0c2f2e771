import type { TFunction } from 'i18next';
import { relativeTime } from '../../shared/domain/format.ts';

/** Relative time in the user's language ("3 minutes ago", "3 分钟前"), else the date. */
export function formatRelative(t: TFunction, instant: number, now = Date.now()): string {
  const r = relativeTime(instant, now);
  if ('date' in r) return r.date;
  return 'count' in r ? t(r.key, { count: r.count }) : t(r.key);
}

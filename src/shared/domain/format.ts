import dayjs from 'dayjs';

/** Formatting rules of spec 000 §9 and spec 001 §9, in one place for every screen. */

/** Ten-digit timestamps are seconds (spec 001 §9); longer ones milliseconds. */
export function toMillis(value: number): number {
  return Math.abs(value) < 1e10 ? value * 1000 : value;
}

/** Default date format yyyy-MM-dd HH:mm (spec 000 §9). */
export function formatDateTime(value: number, pattern = 'YYYY-MM-DD HH:mm'): string {
  return dayjs(toMillis(value)).format(pattern);
}

export type RelativeTime =
  | { key: 'time.justNow' }
  | { key: 'time.minutesAgo' | 'time.hoursAgo' | 'time.daysAgo' | 'time.weeksAgo' | 'time.monthsAgo'; count: number }
  | { date: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Under a minute 'just now'; then minutes, hours (to 23), days (to 6), weeks (to 3), months (to 3);
 * older, or in the future, the date. Returns a catalogue key and count, so any language can say it.
 */
export function relativeTime(instant: number, now: number): RelativeTime {
  const at = toMillis(instant);
  const diff = now - at;
  if (diff < 0) return { date: dayjs(at).format('YYYY-MM-DD') };
  if (diff < MINUTE) return { key: 'time.justNow' };
  if (diff < HOUR) return { key: 'time.minutesAgo', count: Math.floor(diff / MINUTE) };
  if (diff < DAY) return { key: 'time.hoursAgo', count: Math.floor(diff / HOUR) };
  const days = Math.floor(diff / DAY);
  if (days < 7) return { key: 'time.daysAgo', count: days };
  if (days < 28) return { key: 'time.weeksAgo', count: Math.floor(days / 7) };
  const months = Math.max(1, Math.floor(days / 30));
  if (months <= 3) return { key: 'time.monthsAgo', count: months };
  return { date: dayjs(at).format('YYYY-MM-DD') };
}

const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/** Bytes in B, KB, MB or GB (1024 steps), up to two decimals. */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? String(value) : trim(value, 2)} ${units[unit]}`;
}

/** Large numbers with the suffixes k, M, G, T, P, E (steps of 1000), one decimal. */
export function numberSuffix(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '0';
  const suffixes = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;
  let scaled = Math.abs(value);
  let step = 0;
  while (scaled >= 1000 && step < suffixes.length - 1) {
    scaled /= 1000;
    step++;
  }
  return `${value < 0 ? '-' : ''}${step === 0 ? trim(scaled, digits) : trim(scaled, digits) + suffixes[step]}`;
}

/** Money: rounded to 2 decimals with thousands grouping; something not a number shows as 0.00. */
export function money(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : (value ?? 0);
  const safe = Number.isFinite(n) ? n : 0;
  const [whole = '0', fraction = '00'] = Math.abs(safe).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${safe < 0 && Number(safe.toFixed(2)) !== 0 ? '-' : ''}${grouped}.${fraction}`;
}

import dayjs from 'dayjs';

/** Ten-digit timestamps are seconds (spec 001 §9); longer ones milliseconds. */
export function toMillis(value: number): number {
  return Math.abs(value) < 1e10 ? value * 1000 : value;
}

/** Default date format yyyy-MM-dd HH:mm (spec 000 §9). */
export function formatDateTime(value: number, pattern = 'YYYY-MM-DD HH:mm'): string {
  return dayjs(toMillis(value)).format(pattern);
}

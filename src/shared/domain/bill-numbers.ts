/**
 * Bill numbers (spec 001 §7 "Bill rule"): prefix, then the date in the rule's format, then the
 * sequence padded to its digits (a sequence past its digits simply grows). The sequence restarts at
 * the rule's start number each day, month or year, or never; the server keeps one counter per rule
 * and period, so the period must show in the date part or two periods would issue the same number.
 */
export const DATE_FORMATS = ['', 'YYYY', 'YYYYMM', 'YYYYMMDD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const RESET_CYCLES = ['never', 'year', 'month', 'day'] as const;
export type ResetCycle = (typeof RESET_CYCLES)[number];

export interface BillFormat {
  prefix: string;
  dateFormat: DateFormat;
  digit: number;
}

/** `ymd` is the date as YYYYMMDD (the database's clock in the configured time zone). */
export function datePart(format: DateFormat, ymd: string): string {
  return ymd.slice(0, format.length);
}

/** The counter a number is drawn from: '' for a rule that never restarts. */
export function periodOf(cycle: ResetCycle, ymd: string): string {
  return { never: '', year: ymd.slice(0, 4), month: ymd.slice(0, 6), day: ymd }[cycle];
}

export function billNumber(rule: BillFormat, ymd: string, sequence: number): string {
  return `${rule.prefix}${datePart(rule.dateFormat, ymd)}${String(sequence).padStart(rule.digit, '0')}`;
}

/** Whether the date part shows the period the counter restarts in (else numbers would repeat). */
export function resetShowsInDate(cycle: ResetCycle, format: DateFormat): boolean {
  return format.length >= { never: 0, year: 4, month: 6, day: 8 }[cycle];
}

/** Today as YYYYMMDD on this device, for a preview. */
export function todayYmd(now = new Date()): string {
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}

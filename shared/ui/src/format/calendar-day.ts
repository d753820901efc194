import { formatDate } from './format-date';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day a yyyy-MM-dd value names, at local midnight, or null when it names
 * none. `new Date('2030-01-31')` is UTC midnight, which is still the day before anywhere
 * west of Greenwich, so the parts are read by hand.
 */
export function calendarDay(value: string | null | undefined): Date | null {
  const match = value ? ISO_DAY.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  // 2026-02-30 rolls over into March: not a real day.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

/**
 * The calendar day a calendar shows (its local fields) as yyyy-MM-dd, the reverse of
 * calendarDay. Never toISOString: that is the UTC day, the day before east of Greenwich.
 */
export function isoDay(day: Date): string {
  return `${String(day.getFullYear()).padStart(4, '0')}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today at local midnight. */
export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The same day `years` years earlier (29 February falls back to 28 February). */
export function yearsBefore(day: Date, years: number): Date {
  const result = new Date(day.getFullYear() - years, day.getMonth(), day.getDate());
  if (result.getMonth() !== day.getMonth()) result.setDate(0);
  return result;
}

/** yyyy-MM-dd as the console shows days (formatDate: dd/MM/yyyy, docs/rules.md#dates); anything else as it is. */
export function displayDay(value: string): string {
  const day = value.trim();
  return ISO_DAY.test(day) ? formatDate(day) : value;
}

import { addDays } from '../domain/days';

// Kenya keeps UTC+3 all year: demo times are computed without a time-zone library.
const OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

/** "YYYY-MM-DD" of an instant in Kenya. */
export function kenyanDay(time: number): string {
  return new Date(time + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Kenyan day and time: at('2026-03-02', '08:30'). */
export function at(day: string, hhmm: string): number {
  return Date.parse(`${day}T${hhmm}:00+03:00`);
}

/** "YYYY-MM" of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** First and last day of the month `offset` months from the month of `day`. */
export function monthBounds(day: string, offset: number): { start: string; end: string } {
  const first = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + offset);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCDate(0);
  return { start: first.toISOString().slice(0, 10), end: next.toISOString().slice(0, 10) };
}

// Day arithmetic lives in one place; the seed's modules import it from here with the rest.
export { addDays };

/**
 * Calendar days as the API writes them (yyyy-MM-dd): a day is a date, not an instant, so the
 * arithmetic is done in UTC, where no day is 23 or 25 hours long.
 */

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day of a day's month. */
export function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
